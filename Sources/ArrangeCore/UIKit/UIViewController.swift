import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`, for SwiftUI code
/// that wraps controllers (`UIViewControllerRepresentable`). Arrange's stand-in keeps what such
/// code sets; presenting another controller records it in `presentedViewController`.
open class UIViewController: NSObject {
    /// The view the controller manages, made on first use.
    open lazy var view: UIView = UIView()
    /// The controller's title.
    open var title: String?
    /// The controller presented by this one.
    open private(set) var presentedViewController: UIViewController?
    /// The controller's children.
    open private(set) var children: [UIViewController] = []
    /// The presentation style for modal presentations.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Creates a view controller.
    public override init() {
        super.init()
    }

    /// Called after the controller's view is loaded (not called by Arrange: nothing loads).
    open func viewDidLoad() {}
    /// Called before the view appears (not called by Arrange).
    open func viewWillAppear(_ animated: Bool) {}

    /// Presents a view controller modally: recorded, then `completion` runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }

    /// Dismisses the presented controller, then `completion` runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
    }
}

/// Modal presentation styles, as in UIKit.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen.
    case fullScreen
    /// The presented view partially covers the content, as a sheet.
    case pageSheet
    /// The presented view is centred on the screen (a sheet on an iPhone).
    case formSheet
    /// The presented view covers the presenting controller's view.
    case currentContext
    /// A custom presentation.
    case custom
    /// The presented view covers the screen over the presenting content.
    case overFullScreen
    /// The presented view covers the presenting controller's view over its content.
    case overCurrentContext
    /// The presented view is a popover (a sheet on an iPhone).
    case popover
    /// No adaptation.
    case none
    /// The system's default (a sheet).
    case automatic
}
