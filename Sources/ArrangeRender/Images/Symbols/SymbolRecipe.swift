import ArrangeCore
import ArrangeText
import Foundation

/// A symbol Arrange composes from several parts — other symbols, font glyphs, or shapes it
/// draws (`SymbolShapes`) — each fitted into a box on the 24-unit grid and given its layer, for
/// SF Symbols no single icon of the fonts matches (`cloud.sun.rain.fill`: a cloud, a sun and
/// rain, each a layer the multicolour mode colours).
struct SymbolRecipe: Sendable {
    /// One part of the recipe.
    struct Part: Sendable {
        /// What the part draws.
        enum Source: Sendable {
            /// Another symbol, by SF name.
            case symbol(String)
            /// A font glyph.
            case glyph(SymbolGlyph)
            /// An outline on the grid.
            case shape([PathSegment])
            /// Letters or digits in the system font (`zzz`, `15`).
            case characters(String)
        }

        var source: Source
        /// Quarter turns clockwise the source is turned by about the grid's centre, before it
        /// is fitted (sliders standing up, a bolt lying down).
        var quarterTurns = 0
        /// Whether the source is mirrored left to right about the grid's centre first.
        var mirrored = false
        /// The box on the grid the source's ink is fitted into, keeping its proportions and
        /// centred; nil: the source as it is on the grid.
        var box: CGRect?
        /// The part's level; nil keeps the levels of a composed source (primary otherwise).
        var level: SymbolArtwork.Level?
        /// The part's multicolour colour; nil keeps the source's.
        var multicolor: Color?
        var cutsOut = false

        /// The mirroring and turning of the source about the grid's centre.
        var turn: CGAffineTransform {
            let c = SymbolFont.gridUnits / 2
            var t = CGAffineTransform(translationX: -c, y: -c)
            if mirrored { t = t.concatenating(CGAffineTransform(scaleX: -1, y: 1)) }
            // One quarter turn clockwise on screen (y down): (x, y) → (−y, x).
            for _ in 0..<((quarterTurns % 4 + 4) % 4) { t = t.concatenating(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) }
            return t.concatenating(CGAffineTransform(translationX: c, y: c))
        }
    }

    var parts: [Part]
    /// A convex region cut out of the first parts (a gap around a badge) and how many parts it
    /// is cut from.
    var cut: (region: [PathSegment], partCount: Int)?

    init(_ parts: [Part]) {
        self.parts = parts
    }

    /// This recipe with `region` (a convex outline on the grid) cut out of its first
    /// `partCount` parts.
    func cutting(_ region: [PathSegment], fromPartsBefore partCount: Int) -> SymbolRecipe {
        var recipe = self
        recipe.cut = (region, partCount)
        return recipe
    }

    /// The recipe's artwork, or the problem of its first part that cannot be drawn; `depth`
    /// counts the symbols already being composed around this one.
    func artwork(depth: Int) -> Result<SymbolArtwork, SymbolProblem> {
        var result: [SymbolArtwork.Part] = []
        for part in parts {
            var source: SymbolArtwork
            switch part.source {
            case .symbol(let name):
                switch SymbolArtwork.build(name, depth: depth + 1) {
                case .success(let artwork): source = artwork
                case .failure(let problem): return .failure(problem)
                }
            case .glyph(let glyph):
                switch SymbolArtwork.artwork(of: glyph) {
                case .success(let artwork): source = artwork
                case .failure(let problem): return .failure(problem)
                }
            case .shape(let outline):
                source = SymbolArtwork(parts: [SymbolArtwork.Part(outline: outline)])
            case .characters(let text):
                guard let glyph = SymbolFont.characters(text) else { return .failure(.unknownName) }
                source = SymbolArtwork(parts: [SymbolArtwork.Part(outline: glyph.segments)])
            }
            if part.mirrored || part.quarterTurns % 4 != 0 { source = source.applying(part.turn) }
            if let box = part.box { source = source.fitted(in: box) }
            if let cut, result.count < cut.partCount, let region = SymbolContour.split(cut.region).first?.polygon {
                source = source.subtracting(region)
            }
            for var piece in source.parts {
                if let level = part.level { piece.level = level }
                if let color = part.multicolor { piece.multicolor = color }
                piece.cutsOut = piece.cutsOut || part.cutsOut
                result.append(piece)
            }
        }
        return .success(SymbolArtwork(parts: result))
    }
}

extension SymbolArtwork {
    /// This artwork scaled to fit `box` (keeping its proportions) and centred in it.
    func fitted(in box: CGRect) -> SymbolArtwork {
        let ink = inkBounds
        guard !ink.isNull, ink.width > 0 || ink.height > 0 else { return self }
        let scale = Swift.min(ink.width > 0 ? box.width / ink.width : .infinity, ink.height > 0 ? box.height / ink.height : .infinity)
        guard scale.isFinite, scale > 0 else { return self }
        return placed(scale: scale, offset: CGPoint(x: box.midX - ink.midX * scale, y: box.midY - ink.midY * scale))
    }
}
