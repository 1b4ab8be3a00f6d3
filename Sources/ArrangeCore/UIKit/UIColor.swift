import Foundation

/// Arrange's own stand-in for UIKit's `UIColor`, which Linux does not have: its semantic system
/// colours (backgrounds, labels, fills, greys, the system hues) with their light and dark values,
/// and its component initialisers — so SwiftUI code written as `Color(.systemGroupedBackground)`
/// or `Color(uiColor: .secondaryLabel)` compiles and draws iOS's colours. Only what SwiftUI code
/// passes to `Color` is here; it is a value, not UIKit's class.
///
/// The values are iOS 17's at default contrast, listed with their sources in
/// `docs/ios-metrics.md`, "UIKit colours".
public struct UIColor: Hashable, Sendable {
    /// The colour this stands for.
    let color: Color

    private init(_ name: String, _ light: Color.Components, _ dark: Color.Components) {
        color = Color(name: name, light: light, dark: dark)
    }

    /// A colour from sRGB components from 0 to 1, as UIKit's initialiser.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey from its white level from 0 to 1, as UIKit's initialiser.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness from 0 to 1, as UIKit's initialiser.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A UIKit colour from a SwiftUI colour, as UIKit's `UIColor(_:)`.
    public init(_ color: Color) { self.color = color }

    private typealias C = Color.Components

    // MARK: Backgrounds

    /// The colour of the main background of an interface.
    public static let systemBackground = UIColor(SemanticColors.background)
    /// The colour of content layered on top of the main background.
    public static let secondarySystemBackground = UIColor("secondarySystemBackground", C(242, 242, 247), C(28, 28, 30))
    /// The colour of content layered on top of secondary backgrounds.
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", C(255, 255, 255), C(44, 44, 46))
    /// The colour of the main background of a grouped interface (a form, an inset-grouped list).
    public static let systemGroupedBackground = UIColor("systemGroupedBackground", C(242, 242, 247), C(0, 0, 0))
    /// The colour of content layered on top of a grouped background (the rows' cards).
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", C(255, 255, 255), C(28, 28, 30))
    /// The colour of content layered on top of secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground", C(242, 242, 247), C(44, 44, 46))

    // MARK: Labels and text

    /// The colour of text labels that contain primary content.
    public static let label = UIColor(SemanticColors.labels[0])
    /// The colour of text labels that contain secondary content.
    public static let secondaryLabel = UIColor(SemanticColors.labels[1])
    /// The colour of text labels that contain tertiary content.
    public static let tertiaryLabel = UIColor(SemanticColors.labels[2])
    /// The colour of text labels that contain quaternary content.
    public static let quaternaryLabel = UIColor(SemanticColors.labels[3])
    /// The colour of placeholder text in controls or text views.
    public static let placeholderText = UIColor("placeholderText", C(60, 60, 67, 0.3), C(235, 235, 245, 0.3))
    /// The colour of links.
    public static let link = UIColor("link", C(0, 122, 255), C(9, 132, 255))
    /// The tint colour (the accent colour).
    public static let tintColor = UIColor(SemanticColors.accent)

    // MARK: Separators and fills

    /// The colour of thin borders or divider lines that allow some underlying content to show.
    public static let separator = UIColor(SemanticColors.separator)
    /// The colour of borders or divider lines that hide any underlying content.
    public static let opaqueSeparator = UIColor("opaqueSeparator", C(198, 198, 200), C(56, 56, 58))
    /// An overlay fill colour for thin and small shapes.
    public static let systemFill = UIColor("systemFill", C(120, 120, 128, 0.2), C(120, 120, 128, 0.36))
    /// An overlay fill colour for medium-size shapes.
    public static let secondarySystemFill = UIColor("secondarySystemFill", C(120, 120, 128, 0.16), C(120, 120, 128, 0.32))
    /// An overlay fill colour for large shapes.
    public static let tertiarySystemFill = UIColor("tertiarySystemFill", C(118, 118, 128, 0.12), C(118, 118, 128, 0.24))
    /// An overlay fill colour for large areas that contain complex content.
    public static let quaternarySystemFill = UIColor("quaternarySystemFill", C(116, 116, 128, 0.08), C(118, 118, 128, 0.18))

    // MARK: System colours

    /// A red that adapts to the appearance.
    public static let systemRed = UIColor(SemanticColors.red)
    /// An orange that adapts to the appearance.
    public static let systemOrange = UIColor(SemanticColors.orange)
    /// A yellow that adapts to the appearance.
    public static let systemYellow = UIColor(SemanticColors.yellow)
    /// A green that adapts to the appearance.
    public static let systemGreen = UIColor(SemanticColors.green)
    /// A mint that adapts to the appearance.
    public static let systemMint = UIColor(SemanticColors.mint)
    /// A teal that adapts to the appearance.
    public static let systemTeal = UIColor(SemanticColors.teal)
    /// A cyan that adapts to the appearance.
    public static let systemCyan = UIColor(SemanticColors.cyan)
    /// A blue that adapts to the appearance.
    public static let systemBlue = UIColor(SemanticColors.blue)
    /// An indigo that adapts to the appearance.
    public static let systemIndigo = UIColor(SemanticColors.indigo)
    /// A purple that adapts to the appearance.
    public static let systemPurple = UIColor(SemanticColors.purple)
    /// A pink that adapts to the appearance.
    public static let systemPink = UIColor(SemanticColors.pink)
    /// A brown that adapts to the appearance.
    public static let systemBrown = UIColor(SemanticColors.brown)
    /// The base grey.
    public static let systemGray = UIColor(SemanticColors.gray)
    /// A second-level shade of grey.
    public static let systemGray2 = UIColor("systemGray2", C(174, 174, 178), C(99, 99, 102))
    /// A third-level shade of grey.
    public static let systemGray3 = UIColor("systemGray3", C(199, 199, 204), C(72, 72, 74))
    /// A fourth-level shade of grey.
    public static let systemGray4 = UIColor("systemGray4", C(209, 209, 214), C(58, 58, 60))
    /// A fifth-level shade of grey.
    public static let systemGray5 = UIColor("systemGray5", C(229, 229, 234), C(44, 44, 46))
    /// A sixth-level shade of grey.
    public static let systemGray6 = UIColor("systemGray6", C(242, 242, 247), C(28, 28, 30))

    // MARK: Fixed colours

    /// Black (grey 0).
    public static let black = UIColor(Color.black)
    /// White (grey 1).
    public static let white = UIColor(Color.white)
    /// Transparent (grey 0, alpha 0).
    public static let clear = UIColor(Color.clear)
    /// Grey 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Grey 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grey 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Pure red (1, 0, 0), not `systemRed`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color {
    /// A colour from a UIKit colour (Arrange's `UIColor` stand-in), as in SwiftUI; system
    /// colours keep their dark variants.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// A colour from a UIKit colour, as in SwiftUI: `Color(.systemGroupedBackground)`.
    /// Disfavoured, so that `Color(.brand)` with a generated asset symbol (which Xcode declares on
    /// both `ColorResource` and `UIColor`) picks the colour resource.
    @_disfavoredOverload
    public init(_ color: UIColor) { self = color.color }
}

extension UIColor {
    /// The same colour with another opacity (in both appearances), as UIKit's
    /// `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = Color.Components(red: color.red, green: color.green, blue: color.blue, opacity: Double(alpha))
        light.opacity = Double(alpha)
        var dark = color.dark
        dark?.opacity = Double(alpha)
        return UIColor(Color(name: nil, light: light, dark: dark))
    }

    /// The colour in its light appearance as a CoreGraphics colour, as UIKit's `cgColor`.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.opacity))
    }

    /// A UIKit colour from a CoreGraphics colour, as UIKit's `UIColor(cgColor:)`.
    public init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }
}
