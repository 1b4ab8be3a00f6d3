import ArrangeCore
import Foundation

/// The `.badge.` variants of symbols the fonts have no badged glyph for
/// (`person.crop.circle.badge.checkmark`, `calendar.badge.minus`): the symbol, a little smaller,
/// with a disc at its lower right that has the badge's mark cut out of it, and a gap cut out of
/// the symbol around the disc, as SF Symbols draws its badges. The symbol is the primary layer,
/// the badge the secondary one; in multicolour a plus or checkmark badge is green and a minus or
/// xmark badge red (estimated from SF Symbols' previews).
struct SymbolBadge: Equatable {
    /// The symbol that carries the badge.
    var base: String
    /// The symbol in the badge.
    var mark: String

    /// Where the symbol is fitted, on the grid.
    static let symbolBox = CGRect(x: 2, y: 2, width: 17.5, height: 17.5)
    /// The badge's disc: its centre and radius, the gap around it, and the side of the box its
    /// mark is fitted into, in grid units.
    static let centre = CGPoint(x: 17.5, y: 17.5)
    static let radius: CGFloat = 4.5
    static let gap: CGFloat = 1.3
    static let markSide: CGFloat = 5

    /// How `name` is derived, when it is a symbol Arrange has, `.badge.`, and a mark Arrange has
    /// (`X.badge.Y`, and the older `X.badge.Y.fill` for `X.fill.badge.Y`); nil otherwise.
    static func derivation(of name: String) -> SymbolBadge? {
        guard let range = name.range(of: ".badge.") else { return nil }
        var base = String(name[..<range.lowerBound])
        var tokens = name[range.upperBound...].split(separator: ".").map(String.init)
        if tokens.last == "fill", tokens.count > 1 {
            tokens.removeLast()
            base += ".fill"
        }
        // A mark named after its enclosure first, as badges name them ("shield.checkmark"), is
        // the symbol named the usual way round ("checkmark.shield").
        let candidates = [tokens.joined(separator: "."), tokens.reversed().joined(separator: ".")]
        guard !tokens.isEmpty, SymbolArtwork.exists(base), let mark = candidates.first(where: SymbolArtwork.exists) else { return nil }
        return SymbolBadge(base: base, mark: mark)
    }

    /// The badge's multicolour colour, by the mark's first name component.
    var color: Color? {
        switch mark.split(separator: ".").first {
        case "plus", "checkmark": return SymbolMulticolor.positive
        case "minus", "xmark": return SymbolMulticolor.negative
        default: return nil
        }
    }

    /// The symbol with the gap cut out, the disc and the mark; or why a part cannot be drawn.
    func artwork(depth: Int) -> Result<SymbolArtwork, SymbolProblem> {
        let symbol: SymbolArtwork, markArtwork: SymbolArtwork
        switch (SymbolArtwork.build(base, depth: depth + 1), SymbolArtwork.build(mark, depth: depth + 1)) {
        case (.success(let b), .success(let m)):
            symbol = b
            markArtwork = m
        case (.failure(let problem), _), (_, .failure(let problem)):
            return .failure(problem)
        }
        let c = Self.centre
        let hole = SymbolShapes.circle(center: c, radius: Self.radius + Self.gap)
        guard let gap = SymbolContour.split(hole).first?.polygon else { return .success(symbol) }
        var parts = symbol.fitted(in: Self.symbolBox).subtracting(gap).parts
        for index in parts.indices { parts[index].level = .primary }
        let side = Self.markSide
        let fitted = markArtwork.fitted(in: CGRect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side))
        // The mark is a hole in the disc in every mode, wound against it.
        let disc = SymbolShapes.circle(center: c, radius: Self.radius) + SymbolContour.oriented(fitted.monochrome, clockwise: false)
        return .success(SymbolArtwork(parts: parts + [SymbolArtwork.Part(outline: disc, level: .secondary, multicolor: color)]))
    }
}
