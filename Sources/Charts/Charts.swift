// Linux's `Charts` (Arrange's own module): Swift Charts' API — `Chart`, its marks (`BarMark`,
// `LineMark`, `PointMark`, `AreaMark`, `RuleMark`, `RectangleMark`, `SectorMark`), plottable
// values, series styled `by:` a value, scales, axes and legends — drawn as Swift Charts draws
// them at rest: a plot area with grid lines, the y axis's labels on the trailing side, the x
// axis's below, and a legend under the plot when marks are styled by a series.
@_exported import Foundation
