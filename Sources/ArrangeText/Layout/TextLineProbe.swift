import ArrangeCore
import Foundation

/// Where a string's lines break and how wide they are, laid out as a `Text(verbatim:)` in an
/// environment: what tools that compare Arrange's text with another engine's need (the text
/// calibration). Arrange's own.
package struct TextLineProbe: Sendable, Equatable {
    /// The UTF-16 offset at which each line starts (the first is 0).
    package var lineStarts: [Int]
    /// Each line's width in points, before rounding to the pixel grid.
    package var lineWidths: [CGFloat]
    /// The size the Text answers (rounded to the environment's pixel grid).
    package var size: CGSize

    /// Lays `string` out for a proposed `width` (nil: one line per paragraph) in `environment`.
    package init(_ string: String, width: CGFloat?, in environment: EnvironmentValues) {
        let resolved = ResolvedText(Text(verbatim: string), environment: environment, report: { _ in })
        let layout = TextLeaf(resolved).layout(for: ProposedViewSize(width: width, height: nil))
        lineStarts = layout.lines.map(\.range.lowerBound)
        lineWidths = layout.lines.map(\.width)
        size = layout.size
    }
}
