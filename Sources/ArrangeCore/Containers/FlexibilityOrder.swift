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
