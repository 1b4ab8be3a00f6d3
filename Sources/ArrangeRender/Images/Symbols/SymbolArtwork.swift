import ArrangeCore
import ArrangeText
import Foundation

/// A symbol's drawing on the 24-unit design grid (y down), before it is sized to its font: one
/// part, a font glyph from `SymbolNames`, or several, composed by `SymbolRecipes` or
/// `SymbolEnclosure` — each part one of SF Symbols' layers.
struct SymbolArtwork: Sendable {
    /// The level of a layer in the hierarchical and palette modes.
    enum Level: Sendable {
        /// The first level: the mark, or the main object (a cloud).
        case primary
        /// The second level: an enclosure, or what goes with the main object (a sun, rain).
        case secondary
    }

    /// One layer of a composed symbol.
    struct Part: Sendable {
        /// The part's outline on the grid.
        var outline: [PathSegment]
        var level: Level = .primary
        /// The part's colour in the multicolour mode; nil: the foreground style, as SF Symbols
        /// draws a layer its multicolour annotation leaves undefined.
        var multicolor: Color?
        /// Whether drawing in one colour cuts the part out of the parts under it (the mark of a
        /// filled enclosure, `heart.circle.fill`) rather than adding it.
        var cutsOut = false
    }

    var parts: [Part]

    /// Whether the symbol is composed of parts that are SF Symbols' layers. A single font
    /// glyph's layers, if any, come from splitting its contours (`SymbolLayers`).
    var isComposed: Bool { parts.count > 1 }

    /// The outline drawn in one colour with the non-zero rule: every part wound clockwise, so
    /// overlapping parts add up, and cut-out parts wound the other way, so they make holes in the
    /// parts they lie on.
    var monochrome: [PathSegment] {
        guard isComposed else { return parts.first?.outline ?? [] }
        return parts.flatMap { SymbolContour.oriented($0.outline, clockwise: !$0.cutsOut) }
    }

    /// This artwork scaled by `scale` and then moved by `offset`, in grid units.
    func placed(scale: CGFloat, offset: CGPoint) -> SymbolArtwork {
        applying(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: offset.x, ty: offset.y))
    }

    /// This artwork with every part's outline transformed by `t`.
    func applying(_ t: CGAffineTransform) -> SymbolArtwork {
        SymbolArtwork(parts: parts.map { part in
            var moved = part
            moved.outline = part.outline.map { $0.applying(t) }
            return moved
        })
    }

    /// This artwork with the convex region `convex` (a polygon on the grid) cut out of every
    /// part: the gap around a slash or a badge.
    func subtracting(_ convex: [CGPoint]) -> SymbolArtwork {
        SymbolArtwork(parts: parts.map { part in
            var cut = part
            cut.outline = SymbolContour.subtracting(convex, from: part.outline)
            return cut
        })
    }

    /// The bounding box of the artwork's ink on the grid.
    var inkBounds: CGRect { Path(segments: parts.flatMap(\.outline)).boundingRect }

    /// Whether Arrange can draw a symbol named `name`: an alias, a recipe, a table glyph, or a
    /// derived enclosure, badge or slash (the glyph may still turn out missing when its font is not installed).
    static func exists(_ name: String) -> Bool {
        SymbolNames.aliases[name] != nil || SymbolRecipes.recipes[name] != nil || SymbolNames.glyphs[name] != nil
            || SymbolEnclosure.derivation(of: name) != nil || SymbolBadge.derivation(of: name) != nil || SymbolSlash.derivation(of: name) != nil
    }

    /// The artwork of the symbol `name`, or why there is none.
    static func named(_ name: String) -> Result<SymbolArtwork, SymbolProblem> {
        if let known = cache.value(for: name) { return known }
        let found = build(name, depth: 0)
        cache.store(found, for: name)
        return found
    }

    /// How deep recipes may nest symbols in one another before a cycle is assumed.
    private static let maximumDepth = 4

    /// The artwork of `name`, built from the name it is an alias of, its recipe, its table glyph
    /// or its derivation (enclosure, badge, slash).
    static func build(_ name: String, depth: Int) -> Result<SymbolArtwork, SymbolProblem> {
        guard depth <= maximumDepth else { return .failure(.unknownName) }
        if let current = SymbolNames.aliases[name] { return build(current, depth: depth + 1) }
        if let recipe = SymbolRecipes.recipes[name] { return recipe.artwork(depth: depth) }
        if let glyph = SymbolNames.glyphs[name] { return artwork(of: glyph) }
        if let derivation = SymbolEnclosure.derivation(of: name) { return derivation.artwork(depth: depth) }
        if let derivation = SymbolBadge.derivation(of: name) { return derivation.artwork(depth: depth) }
        if let derivation = SymbolSlash.derivation(of: name) { return derivation.artwork(depth: depth) }
        return .failure(.unknownName)
    }

    /// The one-part artwork of a font glyph, or why it cannot be drawn.
    static func artwork(of glyph: SymbolGlyph) -> Result<SymbolArtwork, SymbolProblem> {
        guard let outline = glyph.outline else {
            return .failure(SymbolFont.isInstalled(glyph.face) ? .missingGlyph(glyph) : .fontMissing(glyph.face))
        }
        return .success(SymbolArtwork(parts: [Part(outline: outline)]))
    }

    /// Artworks already built, by name: the fonts do not change while the process runs.
    private static let cache = ArtworkCache()

    private final class ArtworkCache: @unchecked Sendable {
        // @unchecked: `values` is only touched while `lock` is held.
        private let lock = NSLock()
        private var values: [String: Result<SymbolArtwork, SymbolProblem>] = [:]

        func value(for name: String) -> Result<SymbolArtwork, SymbolProblem>? {
            lock.lock()
            defer { lock.unlock() }
            return values[name]
        }

        func store(_ value: Result<SymbolArtwork, SymbolProblem>, for name: String) {
            lock.lock()
            defer { lock.unlock() }
            // Names come from code, so the cache stays small; a bound keeps a caller that makes
            // names up from growing it without end.
            if values.count > 4096 { values.removeAll() }
            values[name] = value
        }
    }
}
