import ArrangeCore
import ArrangeText
import Foundation

/// The `.circle`, `.square`, `.app`, `.rectangle` and `.diamond` variants of symbols the fonts
/// have no enclosed glyph for (`heart.circle`, `trash.square.fill`, `plus.app`), and the numbers
/// and letters in circles and squares (`1.circle`, `a.square.fill`): the mark — the base symbol, or characters of the system font —
/// fitted into an enclosure Arrange draws. An outline enclosure is a ring around the plain mark;
/// a filled one is a disc with the mark (its `.fill` variant when there is one) cut out of it, as
/// SF Symbols draws them. The enclosure is the secondary layer, the mark the primary one.
struct SymbolEnclosure: Equatable {
    /// The shape around the mark.
    enum Shape: String {
        /// A circle.
        case circle
        /// A rounded square.
        case square
        /// An app icon's rounder square.
        case app
        /// A rounded rectangle wider than tall.
        case rectangle
        /// A square standing on a corner.
        case diamond
    }

    /// What is enclosed.
    enum Mark: Equatable {
        /// A symbol, by SF name.
        case symbol(String)
        /// One to three characters (`1`, `42`, `a`) drawn in the system font.
        case characters(String)
    }

    var mark: Mark
    var shape: Shape
    var filled: Bool

    /// The circle: the grid's live area (2…22), as Material's own circled icons draw it.
    static let circleRadius: CGFloat = 10
    /// The rounded square: 3…21 on the grid, its corners rounded by 4 units (an app's by 5.5).
    static let square = CGRect(x: 3, y: 3, width: 18, height: 18)
    static let squareRadius: CGFloat = 4
    static let appRadius: CGFloat = 5.5
    /// The rectangle: 1.5…22.5 across, 5…19 down, its corners rounded by 3.5.
    static let rectangle = CGRect(x: 1.5, y: 5, width: 21, height: 14)
    static let rectangleRadius: CGFloat = 3.5
    /// The diamond's corners, on the live area's edges.
    static let diamond = [CGPoint(x: 12, y: 1.5), CGPoint(x: 22.5, y: 12), CGPoint(x: 12, y: 22.5), CGPoint(x: 1.5, y: 12)]
    /// The outline enclosures' line, in grid units (Material's outline icons draw 2).
    static let lineWidth: CGFloat = 2
    /// The side of the box the mark is fitted into, centred on the grid: a little over half the
    /// enclosure, the share SF Symbols' enclosed marks take (less in the narrower rectangle and
    /// diamond).
    var markSide: CGFloat {
        switch shape {
        case .circle: return 10.5
        case .square, .app: return 10
        case .rectangle: return 8.5
        case .diamond: return 8
        }
    }

    /// Characters fill their box more than icons do (icons leave a margin), so they get a
    /// tenth less.
    static let characterShare: CGFloat = 0.9

    /// How `name` is derived, when it ends in an enclosure's name (then maybe `.fill`) after a
    /// symbol Arrange has or after up to three letters or digits; nil otherwise.
    static func derivation(of name: String) -> SymbolEnclosure? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        guard parts.count >= 2, let last = parts.last, let shape = Shape(rawValue: last) else { return nil }
        let base = parts.dropLast().joined(separator: ".")
        if filled, SymbolArtwork.exists(base + ".fill") {
            return SymbolEnclosure(mark: .symbol(base + ".fill"), shape: shape, filled: true)
        }
        if SymbolArtwork.exists(base) {
            return SymbolEnclosure(mark: .symbol(base), shape: shape, filled: filled)
        }
        if (1...3).contains(base.count), base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return SymbolEnclosure(mark: .characters(base), shape: shape, filled: filled)
        }
        return nil
    }

    /// The enclosure's outline on the grid.
    var enclosure: [PathSegment] { Self.outline(of: shape, filled: filled) }

    /// The outline of the enclosure `shape` on the grid: solid when `filled`, else its line.
    static func outline(of shape: Shape, filled: Bool) -> [PathSegment] {
        let centre = CGPoint(x: SymbolFont.gridUnits / 2, y: SymbolFont.gridUnits / 2)
        switch (shape, filled) {
        case (.circle, true): return SymbolShapes.circle(center: centre, radius: Self.circleRadius)
        case (.circle, false): return SymbolShapes.ring(center: centre, radius: Self.circleRadius, width: Self.lineWidth)
        case (.square, true): return SymbolShapes.roundedRect(Self.square, radius: Self.squareRadius)
        case (.square, false): return SymbolShapes.frame(Self.square, radius: Self.squareRadius, width: Self.lineWidth)
        case (.app, true): return SymbolShapes.roundedRect(Self.square, radius: Self.appRadius)
        case (.app, false): return SymbolShapes.frame(Self.square, radius: Self.appRadius, width: Self.lineWidth)
        case (.rectangle, true): return SymbolShapes.roundedRect(Self.rectangle, radius: Self.rectangleRadius)
        case (.rectangle, false): return SymbolShapes.frame(Self.rectangle, radius: Self.rectangleRadius, width: Self.lineWidth)
        case (.diamond, true): return SymbolShapes.polygon(Self.diamond)
        case (.diamond, false):
            // The inner diamond's edges lie a line's width inside: its half-diagonal is shorter
            // by the width times √2.
            let halfDiagonal: CGFloat = 10.5, inset = lineWidth * 2.squareRoot()
            return SymbolShapes.polygon(diamond)
                + SymbolShapes.polygon(SymbolShapes.shrunk(diamond, towards: centre, by: inset / halfDiagonal), clockwise: false)
        }
    }

    /// The enclosure and the mark fitted inside it, or why the mark cannot be drawn.
    func artwork(depth: Int) -> Result<SymbolArtwork, SymbolProblem> {
        let markArtwork: SymbolArtwork
        let side: CGFloat
        switch mark {
        case .symbol(let name):
            switch SymbolArtwork.build(name, depth: depth + 1) {
            case .success(let artwork): markArtwork = artwork
            case .failure(let problem): return .failure(problem)
            }
            side = markSide
        case .characters(let text):
            guard let glyph = SymbolFont.characters(text) else { return .failure(.unknownName) }
            markArtwork = SymbolArtwork(parts: [SymbolArtwork.Part(outline: glyph.segments)])
            side = markSide * Self.characterShare
        }
        let centre = SymbolFont.gridUnits / 2
        let fitted = markArtwork.fitted(in: CGRect(x: centre - side / 2, y: centre - side / 2, width: side, height: side))
        // The mark is one layer, whatever layers it had on its own.
        let mark = SymbolArtwork.Part(outline: fitted.monochrome, level: .primary, cutsOut: filled)
        return .success(SymbolArtwork(parts: [SymbolArtwork.Part(outline: enclosure, level: .secondary), mark]))
    }
}
