import ArrangeCore
import Foundation

/// The icon fonts `Image(systemName:)` draws its glyphs from, both packaged by Debian and installed
/// by the README's commands:
///
/// - Google's Material Icons (Apache License 2.0, `fonts-material-design-icons-iconfont`): icons
///   are found by name through the font's ligatures (shaping "home" gives the house glyph), so no
///   codepoint list is needed at run time.
/// - Material Design Icons 1.6.50 (the font under the SIL Open Font License 1.1, its icons under
///   CC BY 4.0; `fonts-materialdesignicons-webfont`): outline styles and icons Material Icons lacks
///   (weather, `apple`, `bell-outline`…), found by codepoint through `MaterialDesignIconCodepoints`.
///
/// Both fonts draw each icon on a 24-unit design grid; glyphs are returned in that grid, so the
/// two fonts' icons can be sized, combined and compared alike.
package enum SymbolFont {
    /// One of the icon fonts.
    package enum Face: String, Sendable, CaseIterable {
        /// Google's Material Icons, icons named by ligature ("favorite_border").
        case material
        /// Material Design Icons, icons named as in its codepoint list ("weather-partlycloudy").
        case community

        /// The font's family name, as fontconfig knows it.
        package var family: String {
            switch self {
            case .material: return "Material Icons"
            case .community: return "Material Design Icons"
            }
        }

        /// The Debian package that installs the font.
        package var debianPackage: String {
            switch self {
            case .material: return "fonts-material-design-icons-iconfont"
            case .community: return "fonts-materialdesignicons-webfont"
            }
        }

        /// Where the Debian package puts the TrueType file.
        var debianPath: String {
            switch self {
            case .material: return "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
            case .community: return "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
            }
        }
    }

    /// The family name of the main icon font (Material Icons), for messages.
    package static let family = Face.material.family

    /// The side of both fonts' design grid, in grid units.
    package static let gridUnits: CGFloat = 24

    /// One icon's outline.
    package struct Glyph: Sendable {
        /// The outline in the icon's 24-unit design grid, y down from the grid's top-left corner.
        package var segments: [PathSegment]
    }

    /// A loaded face and where its design grid lies in font units.
    private struct LoadedFace: Sendable {
        var face: any FontFace
        /// The font-unit y of the grid's bottom edge: 0 for Material Icons (the em square is the
        /// grid, its bottom on the baseline), the descender for Material Design Icons (its em
        /// square runs from the descender, −64 of 512, to the ascender).
        var gridBottom: CGFloat
        var unitsPerEm: CGFloat
    }

    /// The faces: Debian's TrueType files, else what fontconfig finds under the family name. The
    /// files are read first because the packages also install WOFF, WOFF2 and SVG copies, which
    /// fontconfig may prefer and FreeType may not read.
    private static let faces: [Face: LoadedFace] = {
        var faces: [Face: LoadedFace] = [:]
        for kind in Face.allCases {
            var face: (any FontFace)? = try? HarfBuzzFontFace(path: kind.debianPath)
            if face == nil {
                let (found, substituted) = FontLibrary.shared.face(for: FontRequest(family: kind.family))
                face = substituted ? nil : found
            }
            guard let face else { continue }
            let metrics = face.metrics
            let bottom = kind == .community ? -CGFloat(metrics.descender) : 0
            faces[kind] = LoadedFace(face: face, gridBottom: bottom, unitsPerEm: CGFloat(metrics.unitsPerEm))
        }
        return faces
    }()

    /// Whether the icon font `face` is installed.
    package static func isInstalled(_ face: Face = .material) -> Bool { faces[face] != nil }

    /// The outline of the icon named `name` in `face` (a Material ligature such as
    /// "favorite_border", or a Material Design Icons name such as "bell-outline"), or nil when the
    /// font is missing or has no such icon (a Material name then shapes as letters).
    package static func glyph(named name: String, in face: Face = .material) -> Glyph? {
        guard let loaded = faces[face], !name.isEmpty else { return nil }
        let units: [UInt16]
        switch face {
        case .material:
            units = Array(name.utf16)
        case .community:
            guard let codepoint = MaterialDesignIconCodepoints.codepoints[name], let scalar = Unicode.Scalar(codepoint) else { return nil }
            units = Array(String(Character(scalar)).utf16)
        }
        let shaped = loaded.face.shape(units, range: 0..<units.count, rightToLeft: false, features: [])
        guard shaped.count == 1, let only = shaped.first, only.glyph != 0 else { return nil }
        let segments = loaded.face.outline(of: only.glyph)
        guard !segments.isEmpty, loaded.unitsPerEm > 0 else { return nil }
        // Font units, y up from the baseline → grid units, y down from the grid's top.
        let unit = gridUnits / loaded.unitsPerEm
        let toGrid = CGAffineTransform(a: unit, b: 0, c: 0, d: -unit, tx: 0, ty: gridUnits + loaded.gridBottom * unit)
        return Glyph(segments: segments.map { $0.applying(toGrid) })
    }

    /// The outline of `text` (a number or letter of a symbol such as `1.circle`) in the system
    /// font's semibold face, as SF Symbols draws those marks in SF Pro: one em is the grid's 24
    /// units, y down, the baseline on the grid's bottom edge; nil when the text shapes to no
    /// outline (a character the font lacks).
    package static func characters(_ text: String) -> Glyph? {
        let face = FontLibrary.shared.face(for: FontRequest(weight: 600)).face
        let units = Array(text.utf16)
        guard !units.isEmpty, face.metrics.unitsPerEm > 0 else { return nil }
        let unit = gridUnits / CGFloat(face.metrics.unitsPerEm)
        var segments: [PathSegment] = []
        var x: CGFloat = 0
        for shaped in face.shape(units, range: 0..<units.count, rightToLeft: false, features: []) {
            guard shaped.glyph != 0 else { return nil }
            let place = CGAffineTransform(a: unit, b: 0, c: 0, d: -unit, tx: (x + CGFloat(shaped.offsetX)) * unit,
                                          ty: gridUnits - CGFloat(shaped.offsetY) * unit)
            segments += face.outline(of: shaped.glyph).map { $0.applying(place) }
            x += CGFloat(shaped.advance)
        }
        return segments.isEmpty ? nil : Glyph(segments: segments)
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
