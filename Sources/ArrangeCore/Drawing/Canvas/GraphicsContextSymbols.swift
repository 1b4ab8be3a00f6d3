import Foundation

extension GraphicsContext {
    /// A static drawing of one of a canvas's symbol views, ready to draw, as in SwiftUI.
    public struct ResolvedSymbol {
        let drawable: any CanvasDrawable
        /// The symbol view's ideal size.
        public let size: CGSize
    }

    /// The canvas's symbol view tagged `id`, drawn at its ideal size; `nil` when the canvas has
    /// no symbol with that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let found = symbolResolver?.resolve(AnyHashable(id)) else { return nil }
        return ResolvedSymbol(drawable: found.drawable, size: found.size)
    }

    /// Draws a resolved symbol stretched into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recordDrawable(symbol.drawable, in: rect, paint: nil)
    }

    /// Draws a resolved symbol at its size, its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        recordDrawable(symbol.drawable, in: GraphicsContext.rect(of: symbol.size, at: point, anchor: anchor), paint: nil)
    }

    /// The rectangle of `size` whose unit point `anchor` is at `point`.
    package static func rect(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}
