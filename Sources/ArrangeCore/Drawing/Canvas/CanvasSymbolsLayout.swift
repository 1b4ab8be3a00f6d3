import Foundation

/// The layout a renderer puts a canvas's symbol views in to draw them on their own: each at
/// its ideal size with its top-left corner at the origin, its tag noted in `tags` (by subview,
/// in order), so `GraphicsContext.resolveSymbol(id:)` can find it.
package struct CanvasSymbolsLayout: Layout {
    /// Where the layout notes each subview's tag and ideal size when it places them.
    /// `@unchecked`: written by one host's layout pass and read after it, on one thread.
    package final class Tags: @unchecked Sendable {
        package var tags: [AnyHashable?] = []
        package var sizes: [CGSize] = []
        package init() {}
    }

    let tags: Tags

    package init(tags: Tags) { self.tags = tags }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
        }
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        tags.tags = subviews.map { $0[TagValueKey.self] }
        tags.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: .unspecified)
        }
    }
}
