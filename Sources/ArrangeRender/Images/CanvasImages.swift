import ArrangeCore
import ArrangeText
import Foundation

extension GraphicsContext {
    /// An image resolved for a context, ready to draw, as in SwiftUI: the file read and
    /// decoded, or the symbol found, in the context's environment. An image that cannot be read
    /// draws its placeholder (its problem is not reported from a canvas).
    public struct ResolvedImage {
        let leaf: ImageLeaf
        /// The image's natural size (a symbol's glyph box).
        public let size: CGSize
        /// The distance from the top of the image to its baseline (its height: images sit on
        /// the baseline).
        public let baseline: CGFloat
        /// The shading a template image (a symbol) is filled with; `nil` for other images.
        public var shading: GraphicsContext.Shading?
    }

    /// Resolves `image` in the context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let leaf = image.resolve(in: environment, report: { _ in })
        return ResolvedImage(leaf: leaf, size: leaf.naturalSize, baseline: leaf.naturalSize.height,
                             shading: leaf.isSymbol ? .foreground : nil)
    }

    /// Draws a resolved image stretched into `rect` (`style` is accepted).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recordDrawable(image.leaf, in: rect, paint: image.shading.map { paint(of: $0) })
    }

    /// Draws a resolved image at its size, with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: GraphicsContext.rect(of: image.size, at: point, anchor: anchor))
    }

    /// Draws an image stretched into `rect` (`style` is accepted).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its natural size, with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
