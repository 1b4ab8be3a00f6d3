import Foundation

/// The order stacks and grids size their children, rows or columns in (R5, U12): less flexible
/// first (flexibility = length at ∞ − length at 0); of two infinitely flexible ones, the larger
/// minimum first. `nil` when neither comes first (the caller keeps source order).
@inline(__always)
func comesFirstByFlexibility(_ a: (minimum: CGFloat, flexibility: CGFloat), _ b: (minimum: CGFloat, flexibility: CGFloat)) -> Bool? {
    if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
    if a.flexibility.isInfinite && a.minimum != b.minimum { return a.minimum > b.minimum }
    return nil
}

/// Indices of `ranges` (each a minimum and maximum length) in the order they are sized.
func flexibilityOrder(_ ranges: [(minimum: CGFloat, maximum: CGFloat)]) -> [Int] {
    let keys = ranges.map { range -> (minimum: CGFloat, flexibility: CGFloat) in
        let spread = range.maximum - range.minimum
        return (range.minimum, spread.isNaN ? 0 : spread)
    }
    return keys.indices.sorted { a, b in comesFirstByFlexibility(keys[a], keys[b]) ?? (a < b) }
}
