import ArrangeCore
import ArrangeRender
import Foundation

/// The look of a bar (background, shadow, titles), as UIKit's `UIBarAppearance`: set on a
/// navigation bar's or tab bar's appearance proxy to restyle SwiftUI's bars. Accepted and kept
/// (see `UIAppearanceContainer`).
open class UIBarAppearance: NSObject {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The shadow line's colour.
    open var shadowColor: UIColor?
    /// The shadow line's image.
    open var shadowImage: UIImage?

    /// The system's default look.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s look.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A translucent material with a shadow line.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// The system background colour with a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }
}

/// A navigation bar's look, with its titles' attributes.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The bar button items' look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The back button's look.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The done buttons' look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()

    /// Sets the back indicator's images.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab bar's look, with its items' looks per layout.
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when stacked (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when inline.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when compact.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
}

/// A toolbar's look.
open class UIToolbarAppearance: UIBarAppearance {
    /// The bar button items' look.
    open var buttonAppearance = UIBarButtonItemAppearance()
}

/// The look of a tab bar item in each state.
open class UITabBarItemAppearance: NSObject {
    /// The unselected look.
    open var normal = UITabBarItemStateAppearance()
    /// The selected look.
    open var selected = UITabBarItemStateAppearance()
    /// The disabled look.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused look.
    open var focused = UITabBarItemStateAppearance()
}

/// The look of a tab bar item in one state.
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
}

/// The look of a bar button item in each state.
open class UIBarButtonItemAppearance: NSObject {
    /// The normal look.
    open var normal = UIBarButtonItemStateAppearance()
    /// The highlighted look.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The disabled look.
    open var disabled = UIBarButtonItemStateAppearance()
}

/// The look of a bar button item in one state.
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A blur effect, as a bar's background.
open class UIBlurEffect: NSObject {
    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
             systemThickMaterial, systemChromeMaterial
    }

    /// The material.
    public let style: Style

    /// A blur of the material `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
