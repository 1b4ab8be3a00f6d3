import Foundation

/// The window of the app's screen, as UIKit's `UIWindow`, for SwiftUI code that reads the safe
/// area or the root controller through `UIApplication.shared.windows`. Arrange's app has one
/// window, the size of `UIScreen.main`, with its safe area.
open class UIWindow: UIView {
    private let screenInsets: UIEdgeInsets

    /// The window's root view controller.
    open var rootViewController: UIViewController?
    /// Whether this is the key window (the app's one window is).
    open var isKeyWindow: Bool { true }

    /// Creates a window with the frame and safe area given.
    init(frame: CGRect, safeAreaInsets: UIEdgeInsets) {
        screenInsets = safeAreaInsets
        super.init(frame: frame)
    }

    /// Creates a window with a frame and no safe area.
    public override init(frame: CGRect) {
        screenInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        super.init(frame: frame)
    }

    /// The screen's safe area.
    open override var safeAreaInsets: UIEdgeInsets { screenInsets }

    /// Makes the window key and visible (it is already).
    open func makeKeyAndVisible() {}
}

extension UIApplication {
    /// The app's windows: one, the size of the screen, with its safe area (deprecated in UIKit for
    /// the scenes' windows, still common in SwiftUI code that reads the safe area).
    public var windows: [UIWindow] {
        [UIWindow(frame: UIScreen.main.bounds, safeAreaInsets: UIScreen.main.safeAreaInsets)]
    }

    /// The app's key window.
    public var keyWindow: UIWindow? { windows.first }
}

/// A UIKit view controller that manages a SwiftUI view hierarchy, as in SwiftUI. Linux has no
/// UIKit to show it in: it keeps its root view for code that makes one.
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI view hierarchy managed by this controller.
    public var rootView: Content

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
