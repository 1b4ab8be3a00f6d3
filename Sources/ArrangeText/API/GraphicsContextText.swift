import ArrangeCore
import Foundation

extension GraphicsContext {
    /// A text view resolved for a context, ready to measure and draw, as in SwiftUI: laid out
    /// by the text engine in the context's environment, drawn as glyph outlines.
    ///
    /// Where Arrange differs: colour emoji (bitmap glyphs) and images inside the text are not
    /// drawn in a canvas, and problems resolving the text (formats, Markdown) are not reported.
    public struct ResolvedText {
        let leaf: TextLeaf
        /// The shading uncoloured parts of the text are filled with (the foreground style by default).
        public var shading: GraphicsContext.Shading = .foreground

        /// The size of the text laid out in `size` (a width to wrap in, a height to fit).
        public func measure(in size: CGSize) -> CGSize {
            leaf.sizeThatFits(ProposedViewSize(size))
        }

        /// The distance from the top of the text laid out in `size` to its first baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            baseline(last: false, in: size)
        }

        /// The distance from the top of the text laid out in `size` to its last baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            baseline(last: true, in: size)
        }

        private func baseline(last: Bool, in size: CGSize) -> CGFloat {
            let proposal = ProposedViewSize(size)
            let measured = leaf.sizeThatFits(proposal)
            return leaf.baseline(last: last, size: measured, proposal: proposal) ?? measured.height
        }
    }

    /// Resolves `text` in the context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let content = ArrangeText.ResolvedText(text, environment: environment, report: { _ in })
        return ResolvedText(leaf: TextLeaf(content))
    }

    /// Draws resolved text laid out in `rect` (wrapped to its width), from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let proposal = ProposedViewSize(rect.size)
        draw(text, size: text.leaf.sizeThatFits(proposal), proposal: proposal, origin: rect.origin)
    }

    /// Draws resolved text at its ideal size, with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.leaf.sizeThatFits(.unspecified)
        draw(text, size: size, proposal: .unspecified, origin: GraphicsContext.rect(of: size, at: point, anchor: anchor).origin)
    }

    /// Draws text laid out in `rect` (wrapped to its width), from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws text at its ideal size, with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Records the text's outlines laid out at `size` for `proposal`, moved to `origin`: runs with
    /// a colour of their own in it, the others in the text's shading.
    private func draw(_ text: ResolvedText, size: CGSize, proposal: ProposedViewSize, origin: CGPoint) {
        guard let drawing = text.leaf.drawing(size: size, proposal: proposal) else { return }
        let move = CGAffineTransform(translationX: origin.x, y: origin.y)
        let shading = paint(of: text.shading)
        for outline in drawing.outlines where !outline.segments.isEmpty {
            let paint = (outline.color.map(Paint.color) ?? shading).multiplyingOpacity(outline.opacity)
            recordPath(outline.segments.map { $0.applying(move) }, paint: paint)
        }
    }
}
