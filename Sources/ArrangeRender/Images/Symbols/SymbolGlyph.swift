import ArrangeCore
import ArrangeText
import Foundation

/// An icon of one of the two icon fonts (`SymbolFont`) that stands in for an SF Symbol.
enum SymbolGlyph: Hashable, Sendable {
    /// A Material Icons ligature name ("favorite_border").
    case material(String)
    /// A Material Design Icons name ("weather-partlycloudy").
    case community(String)

    /// The font the icon is in.
    var face: SymbolFont.Face {
        switch self {
        case .material: return .material
        case .community: return .community
        }
    }

    /// The icon's name in its font.
    var name: String {
        switch self {
        case .material(let name), .community(let name): return name
        }
    }

    /// The icon's outline on the 24-unit grid (y down), or nil when its font is missing or has
    /// no such icon.
    var outline: [PathSegment]? {
        SymbolFont.glyph(named: name, in: face)?.segments
    }
}
