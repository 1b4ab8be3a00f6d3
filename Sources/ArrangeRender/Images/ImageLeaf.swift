import ArrangeCore
import ArrangeText
import Foundation

/// An `Image`'s node in the layout tree (A3.2) and what renderers draw for it (`DrawableImage`).
///
/// Everything is decided when the view is built: the pixels (shared with the cache), the natural
/// size, and whether it is resizable, so measuring is a few comparisons and needs no cache.
final class ImageLeaf: MeasuredLeaf, DrawableImage {
    /// What the leaf is made from, gathered by `Image.resolve(in:report:)`.
    struct Contents {
        var name: String
        var bitmap: Bitmap?
        var scale: CGFloat = 1
        /// Pixels ÷ scale; a symbol's square; 0 × 0 for an image that could not be read.
        var naturalSize: CGSize = .zero
        var isResizable = false
        var fill = ImageFill.natural
        var smoothsPixels = true
        var placeholderLabel: String?
        /// An `Image(systemName:)`: drawn as its glyph, or as a symbol placeholder (see
        /// `SymbolPlaceholder`) when `symbol` is nil.
        var isSymbol = false
        /// The symbol's glyph, sized for its environment.
        var symbol: ResolvedSymbol?
        var interpolation: Image.Interpolation?
        var isAntialiased = true
        var renderingMode: Image.TemplateRenderingMode?
        var isDecorative = false
    }

    let contents: Contents

    init(_ contents: Contents) {
        self.contents = contents
    }

    /// The name in tree dumps: `Image("logo")`, `Image(systemName: "star")`…
    var name: String { contents.name }
    /// The image's name in dumps and the inspector.
    var layoutName: String { name }
    var naturalSize: CGSize { contents.naturalSize }
    var isResizable: Bool { contents.isResizable }

    // MARK: DrawableImage

    var bitmap: Bitmap? { contents.bitmap }
    var scale: CGFloat { contents.scale }
    var fill: ImageFill { contents.fill }
    var smoothsPixels: Bool { contents.smoothsPixels }
    var placeholderLabel: String? { contents.placeholderLabel }
    var isSymbol: Bool { contents.isSymbol }
    var isTemplate: Bool { contents.renderingMode == .template }
    var symbol: ResolvedSymbol? { contents.symbol }

    // MARK: MeasuredLeaf

    /// A3.2: the natural size whatever the proposal; resizable, the proposal, with the natural
    /// size on an unspecified axis (its ideal size, which `aspectRatio(nil)` uses for the ratio).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural = contents.naturalSize
        guard contents.isResizable else { return natural }
        // A NaN proposal counts as unspecified and a negative one as 0 (the engine reports bad
        // proposals where they arise); an infinite one is taken, as shapes take it.
        func dimension(_ proposed: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let proposed, !proposed.isNaN else { return natural }
            return max(proposed, 0)
        }
        return CGSize(width: dimension(proposal.width, natural.width), height: dimension(proposal.height, natural.height))
    }

    /// Images have no text baselines: the guides fall back to their defaults (the bottom edge).
    func baseline(last: Bool, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// The standard spacing of a view (A5).
    var spacing: ViewSpacing { ViewSpacing() }

    /// Nothing to forget: the answers are computed from fixed values.
    func invalidate() {}
}
