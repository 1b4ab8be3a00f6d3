import Foundation

/// A controller that manages a stack of controllers, as UIKit's `UINavigationController`.
/// Arrange's stand-in keeps the stack that code pushes and pops.
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: a presented one, else the top of the stack.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false

    /// A navigation controller with a root controller.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    /// An empty navigation controller.
    public override init() {
        super.init()
    }

    /// Pushes a controller onto the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, returning it (never the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// Pops every controller above the root, returning them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    /// Shows or hides the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}

/// A controller that switches between child controllers with a tab bar, as UIKit's
/// `UITabBarController`. Arrange's stand-in keeps the controllers and the selection.
open class UITabBarController: UIViewController {
    /// The tabs' controllers.
    open var viewControllers: [UIViewController]?
    /// The selected tab's index.
    open var selectedIndex = 0
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
}
