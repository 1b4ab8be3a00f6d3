import ArrangeCore
import Foundation

/// An environment-dependent font, as in SwiftUI.
///
/// Text styles use iOS's sizes at the environment's Dynamic Type size (`\.dynamicTypeSize`;
/// at the default, `.large`, `.body` is 17 pt, `.headline` 17 pt semibold…). System fonts resolve to the platform's sans-serif family
/// through fontconfig (DejaVu Sans on Debian) unless the environment's `defaultFontFamily`
/// names another; `.custom` fonts resolve by family name, including fonts registered with
/// `Font.register(contentsOf:)`. A family that cannot be found falls back to the default with a
/// diagnostic.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false
    /// The text style a custom size scales with (`custom(_:size:)` scales with `.body`); `nil`
    /// for fixed sizes.
    var scalesWith: TextStyle?
    var width: Width?

    init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// The point size before any scaling: a text style's default size, or the given size.
    var pointSize: CGFloat {
        switch base {
        case .textStyle(let style): return style.defaultSize
        case .system(let size), .custom(_, let size): return size
        }
    }

    /// The point size in `environment`: text styles scaled to its Dynamic Type size.
    package func scaledPointSize(in environment: EnvironmentValues) -> CGFloat {
        scaledPointSize(at: environment.dynamicTypeSize)
    }

    /// The point size at a Dynamic Type size: a text style's size from Apple's table, a custom
    /// size scaled as its text style scales, a fixed or system size as it is.
    func scaledPointSize(at size: DynamicTypeSize) -> CGFloat {
        switch base {
        case .textStyle(let style): return DynamicTypeSizes.pointSize(style, at: size)
        case .system(let points): return points
        case .custom(_, let points):
            guard let style = scalesWith else { return points }
            return DynamicTypeSizes.scale(points, relativeTo: style, at: size)
        }
    }

    /// The weight the font asks for: explicit, else the text style's (`.headline` is semibold).
    var resolvedWeight: Weight {
        if let weight { return weight }
        if case .textStyle(let style) = base { return style.defaultWeight }
        return .regular
    }

    /// A font with the large title text style (34 pt).
    public static let largeTitle = Font(.textStyle(.largeTitle))
    /// A font with the title text style (28 pt).
    public static let title = Font(.textStyle(.title))
    /// A font with the second level title text style (22 pt).
    public static let title2 = Font(.textStyle(.title2))
    /// A font with the third level title text style (20 pt).
    public static let title3 = Font(.textStyle(.title3))
    /// A font with the headline text style (17 pt semibold).
    public static let headline = Font(.textStyle(.headline))
    /// A font with the subheadline text style (15 pt).
    public static let subheadline = Font(.textStyle(.subheadline))
    /// A font with the body text style (17 pt), the default font of Text.
    public static let body = Font(.textStyle(.body))
    /// A font with the callout text style (16 pt).
    public static let callout = Font(.textStyle(.callout))
    /// A font with the footnote text style (13 pt).
    public static let footnote = Font(.textStyle(.footnote))
    /// A font with the caption text style (12 pt).
    public static let caption = Font(.textStyle(.caption))
    /// A font with the alternate caption text style (11 pt).
    public static let caption2 = Font(.textStyle(.caption2))

    /// A system font with the given size, and optionally weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size), weight: weight, design: design)
    }

    /// A system font of the given text style, and optionally design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.textStyle(style), weight: weight, design: design)
    }

    /// A custom font of the given family (or registered font) name and size, scaling with the
    /// body text style under Dynamic Type.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(.custom(name: name, size: size))
        font.scalesWith = .body
        return font
    }

    /// A custom font that scales relative to a text style under Dynamic Type (`size` is its
    /// size at the default, `.large`).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(.custom(name: name, size: size))
        font.scalesWith = textStyle
        return font
    }

    /// A custom font of a fixed size, which does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: fixedSize))
    }

    /// This font with the given weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic (the family's italic or oblique face).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font with a fixed-width design (the platform's monospaced family).
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// This font with fixed-width digits (the `tnum` feature).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class (100 to 900).
        let value: Int
        /// `value`, for tools of the package.
        package var weightValue: Int { value }
        /// Ultra light (100).
        public static let ultraLight = Weight(value: 100)
        /// Thin (200).
        public static let thin = Weight(value: 200)
        /// Light (300).
        public static let light = Weight(value: 300)
        /// Regular (400).
        public static let regular = Weight(value: 400)
        /// Medium (500).
        public static let medium = Weight(value: 500)
        /// Semibold (600).
        public static let semibold = Weight(value: 600)
        /// Bold (700).
        public static let bold = Weight(value: 700)
        /// Heavy (800).
        public static let heavy = Weight(value: 800)
        /// Black (900).
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts. On Linux, `.rounded` has no system family and uses the default.
    public enum Design: Hashable, Sendable {
        /// The default system design (sans-serif).
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A fixed-width design.
        case monospaced
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The font style for large titles.
        case largeTitle
        /// The font used for first level hierarchical headings.
        case title
        /// The font used for second level hierarchical headings.
        case title2
        /// The font used for third level hierarchical headings.
        case title3
        /// The font used for headings.
        case headline
        /// The font used for subheadings.
        case subheadline
        /// The font used for body text.
        case body
        /// The font used for callouts.
        case callout
        /// The font used in footnotes.
        case footnote
        /// The font used for standard captions.
        case caption
        /// The font used for alternate captions.
        case caption2

        /// iOS's size at the default Dynamic Type size.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .subheadline: return 15
            case .callout: return 16
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }
}

extension Font {
    /// Registers the fonts in a `.ttf`, `.otf` or `.ttc` file so `Font.custom(_:size:)` finds
    /// them by family name, and returns the family names. SwiftUI has no such call (Apple's
    /// platforms register fonts through Core Text or the app bundle); this is Arrange's.
    /// Throws `FontLoadingError` when the file cannot be read or is not a font.
    @discardableResult
    public static func register(contentsOf url: URL) throws -> [String] {
        try FontLibrary.shared.register(contentsOf: url)
    }

    /// Registers fonts from the bytes of a font file; see `register(contentsOf:)`.
    @discardableResult
    public static func register(data: Data) throws -> [String] {
        try FontLibrary.shared.register(data: data)
    }

    /// The family Arrange's built-in test font answers to: every glyph 1 em wide, ascent 0.8 em,
    /// descent 0.2 em, no line gap. Use it for layout tests that must be exact on any machine.
    public static let testFontFamily = TestFontFace.family
}
