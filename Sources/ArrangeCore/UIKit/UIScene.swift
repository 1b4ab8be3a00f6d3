import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`. Arrange's app has one scene, in
/// the foreground.
open class UIScene: NSObject {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not running.
        case unattached = -1
        /// In front and receiving events.
        case foregroundActive = 0
        /// In front, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    /// Where the scene is: in front, active.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title.
    open var title: String?
}

/// A scene with windows, as UIKit's `UIWindowScene`: the app's windows (one).
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { UIApplication.shared.windows }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first }
    /// The scene's screen.
    @MainActor open var screen: UIScreen { UIScreen.main }
}

extension UIApplication {
    /// The app's scenes: one window scene, in the foreground.
    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
}
