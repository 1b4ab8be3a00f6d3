import Foundation

/// The order stacks and grids size their children, rows or columns in (R5, U12): less flexible
/// first (flexibility = length at ∞ − length at 0); of two infinitely flexible ones, the larger
/// minimum first. `nil` when neither comes first (the caller keeps source order), and (A20.5) when
/// either has no meaningful flexibility (NaN: its minimum and maximum are both ∞).
@inline(__always)
func comesFirstByFlexibility(_ a: (minimum: CGFloat, flexibility: CGFloat), _ b: (minimum: CGFloat, flexibility: CGFloat)) -> Bool? {
    if a.flexibility.isNaN || b.flexibility.isNaN { return nil }
    if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
    if a.flexibility.isInfinite && a.minimum != b.minimum { return a.minimum > b.minimum }
    return nil
}

/// Indices of `ranges` (each a minimum and maximum length) in the order they are sized.
func flexibilityOrder(_ ranges: [(minimum: CGFloat, maximum: CGFloat)]) -> [Int] {
    let keys = ranges.map { (minimum: $0.minimum, flexibility: $0.maximum - $0.minimum) }
    return keys.indices.sorted { a, b in comesFirstByFlexibility(keys[a], keys[b]) ?? (a < b) }
}

/// A20.1: what is left to share out after a child (a stack's, a grid's column or row) takes
/// `length`; where that is NaN (∞ − ∞, a container measured at ∞ whose child took ∞), what was
/// available stays, so every child is offered ∞.
@inline(__always)
func taking(_ length: CGFloat, from available: CGFloat) -> CGFloat {
    let left = available - length
    return left.isNaN ? available : left
}

/// A20.1 for giving a group's minimums back (−∞ + ∞ keeps what was available).
@inline(__always)
func giving(_ length: CGFloat, to available: CGFloat) -> CGFloat {
    let total = available + length
    return total.isNaN ? available : total
}
