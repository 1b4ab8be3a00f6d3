import ArrangeCore
import Foundation

/// The icon font `Image(systemName:)` draws its glyphs from: Google's Material Icons (Apache
/// License 2.0), which Debian packages as `fonts-material-design-icons-iconfont` and the README's
/// commands install. Icons are found by name through the font's ligatures (shaping "home" gives
/// the house glyph), so no codepoint list is needed at run time.
package enum SymbolFont {
    /// The font's family name, as fontconfig knows it.
    package static let family = "Material Icons"

    /// One icon's outline.
    package struct Glyph: Sendable {
        /// The outline in font units, y up from the baseline (the icon's 24-unit design grid is
        /// the em square, its bottom on the baseline).
        package var segments: [PathSegment]
        package var unitsPerEm: CGFloat
    }

    /// Where Debian's package puts the TrueType file.
    static let debianPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The face: Debian's TrueType file, else what fontconfig finds under the family name. The
    /// file is read first because the package also installs WOFF and WOFF2 copies of the font,
    /// which fontconfig may prefer and FreeType may not read.
    private static let loadedFace: (any FontFace)? = {
        if let face = try? HarfBuzzFontFace(path: debianPath) { return face }
        let (face, substituted) = FontLibrary.shared.face(for: FontRequest(family: family))
        return substituted ? nil : face
    }()

    /// The face, or nil when the font is not installed.
    private static func face() -> (any FontFace)? { loadedFace }

    /// Whether the icon font is installed.
    package static var isInstalled: Bool { face() != nil }

    /// The outline of the icon named `name` (a Material icon name such as "favorite_border"),
    /// or nil when the font is missing or has no such icon (its name then shapes as letters).
    package static func glyph(named name: String) -> Glyph? {
        guard let face = face(), !name.isEmpty else { return nil }
        let units = Array(name.utf16)
        let shaped = face.shape(units, range: 0..<units.count, rightToLeft: false, features: [])
        guard shaped.count == 1, let only = shaped.first, only.glyph != 0 else { return nil }
        let segments = face.outline(of: only.glyph)
        guard !segments.isEmpty else { return nil }
        return Glyph(segments: segments, unitsPerEm: CGFloat(face.metrics.unitsPerEm))
    }
}

/// What a symbol's size follows in its environment: the font a `Text` there would use.
package struct SymbolTextMetrics: Sendable, Equatable {
    /// The font's point size (a text style's size at the environment's Dynamic Type size).
    package var pointSize: CGFloat
    /// The font's weight (100–900).
    package var weight: Int
    /// The font's cap height in points.
    package var capHeight: CGFloat

    /// The metrics of the environment's font (`.body` when none is set).
    package init(in environment: EnvironmentValues) {
        let text = environment.symbolText
        let font = text.font ?? .body
        let weight = text.fontWeight ?? font.resolvedWeight
        var size = font.scaledPointSize(in: environment)
        if !size.isFinite || size < 0 { size = 0 }
        var family: String?
        if case .custom(let name, _) = font.base { family = name } else { family = text.defaultFontFamily }
        let face = FontLibrary.shared.face(for: FontRequest(family: family, weight: weight.value)).face
        pointSize = size
        self.weight = weight.value
        capHeight = CGFloat(face.metrics.capHeight / face.metrics.unitsPerEm) * size
    }
}
