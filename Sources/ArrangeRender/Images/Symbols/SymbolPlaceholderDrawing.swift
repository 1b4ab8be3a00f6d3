import ArrangeCore
import Foundation

extension SymbolPlaceholder {
    /// What `Image(systemName:)` draws for a name without a glyph: a rounded square outline in
    /// the foreground style (symbols are template images, so they take the foreground colour),
    /// centred in `frame`, with no text — a name cut to the square's width reads as noise. The
    /// square's side is the frame's shorter side, less a tenth of it on each edge (symbols leave
    /// a margin inside their box); the line is a tenth of the side thick and lies wholly inside
    /// the square; the outer corners are rounded by a fifth of the side. For the default 20 × 20
    /// symbol: the outline covers 2…4 and 16…18 on each axis, 2 points thick.
    static func items(in frame: CGRect, paint: Paint) -> [PathItem] {
        let side = min(frame.width, frame.height)
        guard side > 0, side.isFinite else { return [] }
        let lineWidth = side / 10
        let margin = side / 10
        // The stroke is centred on the path: the path runs half a line inside the square.
        let inset = margin + lineWidth / 2
        let square = CGRect(x: frame.midX - side / 2 + inset, y: frame.midY - side / 2 + inset,
                            width: side - 2 * inset, height: side - 2 * inset)
        guard square.width > 0 else { return [] }
        let path = Path(roundedRect: square, cornerRadius: side / 5 - lineWidth / 2)
        return [PathItem(segments: path.segments, paint: paint, paintBounds: frame,
                         mode: .stroke(StrokeStyle(lineWidth: lineWidth), antialiased: true))]
    }
}
