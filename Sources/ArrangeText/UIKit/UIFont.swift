import ArrangeCore
import Foundation

/// A font, as UIKit's `UIFont`, for SwiftUI code that makes fonts with UIKit and passes them to
/// `Font(_:)`. Arrange's stand-in is a description (system or named family, size, weight, text
/// style) that `Font(_:)` turns into the same SwiftUI font; it measures nothing itself.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font as SwiftUI uses it.
    let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's name (`.SFUI-Regular` style names for the system font).
    public let fontName: String
    /// The family's name.
    public let familyName: String

    private init(font: Font, pointSize: CGFloat, fontName: String, familyName: String) {
        self.font = font
        self.pointSize = pointSize
        self.fontName = fontName
        self.familyName = familyName
    }

    /// The font of the named family at `size`; `nil` when `fontName` is empty, as UIKit answers
    /// for a font it cannot find (Arrange finds families when text is shaped, falling back to
    /// the system font then).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(font: .custom(fontName, size: fontSize), pointSize: fontSize, fontName: fontName, familyName: fontName)
    }

    /// The system font at `fontSize` with `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUIWeight), pointSize: fontSize,
               fontName: ".SFUI-\(weight.name)", familyName: ".SF UI Text")
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize, fontName: ".SFUI-RegularItalic", familyName: ".SF UI Text")
    }

    /// The monospaced system font at `fontSize` with `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUIWeight, design: .monospaced), pointSize: fontSize,
               fontName: ".SFMono-\(weight.name)", familyName: ".SF Mono")
    }

    /// The system font with digits of equal width at `fontSize` with `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUIWeight).monospacedDigit(), pointSize: fontSize,
               fontName: ".SFUI-\(weight.name)", familyName: ".SF UI Text")
    }

    /// The font of a text style at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.swiftUIStyle), pointSize: style.pointSize, fontName: ".SFUI-Regular", familyName: ".SF UI Text")
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let resized: Font = fontName.hasPrefix(".") ? .system(size: fontSize) : .custom(fontName, size: fontSize)
        return UIFont(font: resized, pointSize: fontSize, fontName: fontName, familyName: familyName)
    }

    /// The system font's size for labels (17 points).
    public static var labelFontSize: CGFloat { 17 }
    /// The system font's size for buttons (18 points).
    public static var buttonFontSize: CGFloat { 18 }
    /// The system font's usual size (14 points).
    public static var systemFontSize: CGFloat { 14 }
    /// The smaller system font size (12 points).
    public static var smallSystemFontSize: CGFloat { 12 }

    /// Whether both describe the same font.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.font == rhs.font
    }
    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
    /// A textual description, used in dumps and messages.
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// A font weight, as UIKit's `UIFont.Weight` (its raw values run from -1, the lightest, to 1).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight as UIKit numbers it.
        public var rawValue: CGFloat
        /// A weight from UIKit's number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from UIKit's number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultra light weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// The light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// The medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The black weight.
        public static let black = Weight(rawValue: 0.62)

        /// The nearest of the named weights, as SwiftUI's.
        var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }

        /// The weight's name in a system font's name.
        var name: String {
            let names: [(CGFloat, String)] = [(-0.8, "Ultralight"), (-0.6, "Thin"), (-0.4, "Light"), (0, "Regular"), (0.23, "Medium"),
                                              (0.3, "Semibold"), (0.4, "Bold"), (0.56, "Heavy"), (0.62, "Black")]
            return names.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? "Regular"
        }
    }

    /// A dynamic text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name.
        public var rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title text style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The title 1 text style.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The title 2 text style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The title 3 text style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline text style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline text style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body text style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout text style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote text style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The caption 1 text style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The caption 2 text style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The SwiftUI style of the same name (`.body` for an unknown one).
        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }

        /// The style's size at the default content size.
        var pointSize: CGFloat { Font.system(swiftUIStyle).pointSize }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font, as SwiftUI's `Font(_:)` (UIFont is a CTFont on iOS).
    public init(_ font: UIFont) { self = font.font }
}
