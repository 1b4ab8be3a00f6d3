import ArrangeCore
import Foundation

/// One layer of a symbol drawn in the hierarchical, palette or multicolour mode: part of the
/// glyph's outline and the paint it is filled with (resolved when the image is built).
struct SymbolLayer: Equatable {
    /// The layer's outline, in the same coordinates as `ResolvedSymbol.outline`.
    var outline: [PathSegment]
    /// Whether the outline is filled with the even-odd rule (parts nested in it are holes).
    var isEvenOdd: Bool
    var paint: Paint
}

/// The layers of a symbol in the hierarchical, palette and multicolour modes. A composed symbol
/// (`SymbolArtwork` with several parts) has its parts as layers; a composite SF Symbol Arrange
/// draws with one font glyph is split into SF Symbols' layers: an enclosure (circle, square,
/// triangle… — the secondary layer) and the mark inside it (the primary layer).
///
/// A Material glyph such as `cancel` (for `xmark.circle.fill`) is a filled circle with the cross
/// cut out of it: its outermost contour is the enclosure, and the contours inside it are the
/// mark. An outline glyph (`highlight_off`, for `xmark.circle`) is a ring: its outer contour and
/// the large contour just inside it (a bounding box over half the outer one's) make the
/// enclosure, and the rest is the mark. Names qualify when a shape component (`circle`,
/// `square`, `triangle`…) follows the mark's name, as in SF Symbols' naming.
enum SymbolLayers {
    /// Components of SF names that enclose a mark.
    static let enclosures: Set<String> = ["circle", "square", "triangle", "octagon", "shield", "rectangle", "app", "diamond", "hexagon", "seal", "bubble"]

    /// Whether `name` is a mark inside an enclosure (`xmark.circle.fill`, but not `circle.fill`).
    static func isComposite(_ name: String) -> Bool {
        let parts = name.split(separator: ".").map(String.init)
        guard let index = parts.firstIndex(where: { enclosures.contains($0) }) else { return false }
        return index > 0
    }

    /// The enclosure and mark of a composite symbol's `outline`, each with its fill rule, or
    /// `nil` when the glyph has no contour inside its outermost one.
    static func split(_ outline: [PathSegment], filled: Bool) -> (enclosure: [PathSegment], enclosureEvenOdd: Bool, mark: [PathSegment])? {
        let contours = SymbolContour.split(outline)
        guard contours.count > 1 else { return nil }
        // Depth: how many other contours contain the contour's first point.
        let depths = contours.indices.map { i in
            contours.indices.filter { j in j != i && contours[j].contains(contours[i].polygon[0]) }.count
        }
        guard let outerArea = contours.indices.filter({ depths[$0] == 0 }).map({ contours[$0].boxArea }).max(), outerArea > 0 else { return nil }
        var enclosure: [PathSegment] = [], mark: [PathSegment] = []
        var enclosureIsRing = false
        for (i, contour) in contours.enumerated() {
            let large = contour.boxArea > outerArea / 2
            if depths[i] == 0 || (depths[i] == 1 && large) {
                // A fill symbol's enclosure is solid: a ring's inner edge is left out, so the
                // hierarchical layer fills the whole shape, as SF Symbols' `.fill` do.
                if depths[i] == 1 {
                    if filled { continue }
                    enclosureIsRing = true
                }
                enclosure += contour.segments
            } else {
                mark += contour.segments
            }
        }
        guard !mark.isEmpty, !enclosure.isEmpty else { return nil }
        return (enclosure, enclosureIsRing, mark)
    }

    /// The layers of the symbol `name` (drawn as `artwork`, already sized) in `mode`, with
    /// their paints resolved in `environment`; empty when the symbol draws as one outline in the
    /// foreground style (monochrome, or a symbol with no layers in that mode). A composed
    /// artwork's parts are its layers; a single glyph is split into enclosure and mark.
    static func layers(name: String, artwork: SymbolArtwork, mode: SymbolRenderingMode?, in environment: EnvironmentValues) -> [SymbolLayer] {
        guard let mode, mode != .monochrome, let first = artwork.parts.first else { return [] }
        let scheme = environment.colorScheme
        let levels = environment.foregroundLevels
        let primary: Paint, secondary: Paint
        if mode == .palette, !levels.styles.isEmpty {
            // Each layer takes the style of its level; with one style given, both take it.
            primary = levels.styles[0].resolved(for: scheme)
            secondary = levels.styles[min(1, levels.styles.count - 1)].resolved(for: scheme)
        } else {
            // Hierarchical (and a palette with no styles): the foreground style's first and
            // second levels.
            primary = levels.paint(level: 0).resolved(for: scheme)
            secondary = levels.paint(level: 1).resolved(for: scheme)
        }
        let table = SymbolMulticolor.colors[name]
        if artwork.isComposed || (mode == .multicolor && first.multicolor != nil) {
            if mode == .multicolor {
                guard table != nil || artwork.parts.contains(where: { $0.multicolor != nil }) else { return [] }
                return artwork.parts.map { part in
                    // A part's own colour, else the table's for its level, else the foreground
                    // style, as SF Symbols fills the layers its annotations leave undefined.
                    let tableColor = part.level == .secondary ? table?.enclosure : (table?.mark ?? table?.enclosure)
                    let paint = (part.multicolor ?? tableColor).map { Paint.color($0.resolved(for: scheme)) } ?? primary
                    return SymbolLayer(outline: part.outline, isEvenOdd: false, paint: paint)
                }
            }
            return artwork.parts.map { SymbolLayer(outline: $0.outline, isEvenOdd: false, paint: $0.level == .primary ? primary : secondary) }
        }
        let outline = first.outline
        if mode == .multicolor {
            guard let colors = table else { return [] }
            if let mark = colors.mark, isComposite(name), let parts = split(outline, filled: name.hasSuffix(".fill")) {
                return [SymbolLayer(outline: parts.enclosure, isEvenOdd: parts.enclosureEvenOdd, paint: .color(colors.enclosure.resolved(for: scheme))),
                        SymbolLayer(outline: parts.mark, isEvenOdd: true, paint: .color(mark.resolved(for: scheme)))]
            }
            return [SymbolLayer(outline: outline, isEvenOdd: false, paint: .color(colors.enclosure.resolved(for: scheme)))]
        }
        guard isComposite(name), let parts = split(outline, filled: name.hasSuffix(".fill")) else { return [] }
        return [SymbolLayer(outline: parts.enclosure, isEvenOdd: parts.enclosureEvenOdd, paint: secondary),
                SymbolLayer(outline: parts.mark, isEvenOdd: true, paint: primary)]
    }
}
