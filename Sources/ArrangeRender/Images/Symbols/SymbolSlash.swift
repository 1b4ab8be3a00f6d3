import ArrangeCore
import Foundation

/// The `.slash` variants of symbols the fonts have no crossed-out glyph for (`trash.slash`,
/// `star.slash.fill`): the symbol with a stroke across it from upper left to lower right, and a
/// gap cut out of the symbol along both sides of the stroke, as SF Symbols draws them. The
/// stroke is the primary layer, the symbol the secondary one.
struct SymbolSlash: Equatable {
    /// The symbol crossed out (its `.fill` variant for a `.slash.fill` name).
    var base: String

    /// The stroke's width and the gap on each side of it, in grid units.
    static let width: CGFloat = 2
    static let gap: CGFloat = 1.5

    /// How `name` is derived, when it is a symbol Arrange has followed by `.slash` (then maybe
    /// `.fill`); nil otherwise.
    static func derivation(of name: String) -> SymbolSlash? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        guard parts.count >= 2, parts.last == "slash" else { return nil }
        let stem = parts.dropLast().joined(separator: ".")
        let base = filled ? stem + ".fill" : stem
        return SymbolArtwork.exists(base) ? SymbolSlash(base: base) : nil
    }

    /// The symbol cut along the stroke, and the stroke; or why the symbol cannot be drawn.
    func artwork(depth: Int) -> Result<SymbolArtwork, SymbolProblem> {
        let symbol: SymbolArtwork
        switch SymbolArtwork.build(base, depth: depth + 1) {
        case .success(let artwork): symbol = artwork
        case .failure(let problem): return .failure(problem)
        }
        let ink = symbol.inkBounds
        guard !ink.isNull else { return .success(symbol) }
        // At 45°, through the middle of the ink, reaching its corners' distance along the diagonal.
        let reach = max(ink.width, ink.height) / 2
        let from = CGPoint(x: ink.midX - reach, y: ink.midY - reach), to = CGPoint(x: ink.midX + reach, y: ink.midY + reach)
        let cutter = SymbolShapes.capsule(from: from, to: to, width: Self.width + 2 * Self.gap)
        guard let gap = SymbolContour.split(cutter).first?.polygon else { return .success(symbol) }
        var cut = symbol.subtracting(gap)
        for index in cut.parts.indices { cut.parts[index].level = .secondary }
        let stroke = SymbolArtwork.Part(outline: SymbolShapes.capsule(from: from, to: to, width: Self.width), level: .primary)
        return .success(SymbolArtwork(parts: cut.parts + [stroke]))
    }
}
