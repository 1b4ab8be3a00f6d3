import ArrangeCore
import ArrangeRender
import Foundation

/// A bar's style.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt = 101, compactPrompt
}

/// Where a bar is.
public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

/// The navigation bar of a navigation stack, as UIKit's: SwiftUI apps restyle it through
/// `UINavigationBar.appearance()`. Accepted and kept (see `UIAppearanceContainer`).
open class UINavigationBar: UIView {
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The inline title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The look of a standard-height bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look of a compact-height bar.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when content is scrolled to the bar's edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of a compact bar when content is scrolled to its edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The shadow line's image.
    open var shadowImage: UIImage?
    /// The back indicator's image.
    open var backIndicatorImage: UIImage?
    /// The back indicator's transition mask.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    open override class func appearance() -> UINavigationBar {
        _appearanceProxy { UINavigationBar(frame: .zero) }
    }

    /// Sets the background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }
}

/// The tab bar of a tab view, as UIKit's: SwiftUI apps restyle it through `UITabBar.appearance()`.
open class UITabBar: UIView {
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// The unselected items' tint.
    open var unselectedItemTintColor: UIColor?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The background image.
    open var backgroundImage: UIImage?
    /// The shadow line's image.
    open var shadowImage: UIImage?
    /// The selection indicator's image.
    open var selectionIndicatorImage: UIImage?
    /// The bar's look.
    open var standardAppearance = UITabBarAppearance()
    /// The look when content is scrolled to the bar's edge.
    open var scrollEdgeAppearance: UITabBarAppearance?

    open override class func appearance() -> UITabBar {
        _appearanceProxy { UITabBar(frame: .zero) }
    }
}

/// A toolbar, as UIKit's.
open class UIToolbar: UIView {
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's look.
    open var standardAppearance = UIToolbarAppearance()
    /// The look when content is scrolled to the bar's edge.
    open var scrollEdgeAppearance: UIToolbarAppearance?

    open override class func appearance() -> UIToolbar {
        _appearanceProxy { UIToolbar(frame: .zero) }
    }
}
