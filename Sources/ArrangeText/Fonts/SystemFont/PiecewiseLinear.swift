import ArrangeCore
import Foundation

/// A table's value at `x`: linear between its rows (sorted by x), the first row's value below it
/// and the last row's above it. The tracking by point size and the constants by weight are read
/// this way.
///
/// Complexity: O(*n*) in the table's rows.
func piecewiseLinear(_ table: [(x: CGFloat, y: CGFloat)], at x: CGFloat) -> CGFloat {
    guard let first = table.first, let last = table.last else { return 0 }
    if x <= first.x { return first.y }
    if x >= last.x { return last.y }
    for (lower, upper) in zip(table, table.dropFirst()) where x <= upper.x {
        return lower.y + (upper.y - lower.y) * (x - lower.x) / (upper.x - lower.x)
    }
    return last.y
}
