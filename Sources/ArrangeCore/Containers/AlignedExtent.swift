import Foundation

/// The union of children's ranges along one axis, after they were aligned on a common line
/// (A4.4, A13.3), kept free of NaN when a child was measured at an infinite proposal (A20.2,
/// A20.4).
///
/// Naive arithmetic turns an infinitely long child centred on the line into the range
/// `−∞ … −∞ + ∞ = NaN`; here a child that is infinite along the axis makes the whole extent
/// infinite whatever the alignment, and a range whose ends are NaN or inverted counts as empty.
struct AlignedExtent {
    private(set) var low = CGFloat.infinity
    private(set) var high = -CGFloat.infinity
    /// Whether some child is infinitely long along the axis.
    private(set) var isInfinite = false

    /// An empty extent, or (A20.2) one that starts as the range `[0, 0]`.
    init(includingOrigin: Bool = false) {
        if includingOrigin { low = 0; high = 0 }
    }

    /// Adds a child that starts at `origin` and is `length` long.
    @inline(__always)
    mutating func add(origin: CGFloat, length: CGFloat) {
        if length == .infinity { isInfinite = true; return }
        let end = origin + length
        // NaN compares false, so a NaN or inverted range falls through as empty.
        guard origin <= end else { return }
        if origin < low { low = origin }
        if end > high { high = end }
    }

    /// Whether no child with a usable range was added (and the extent did not start at the origin).
    var isEmpty: Bool { !isInfinite && low > high }

    /// Where the union starts: 0 when it is empty or infinite, so children keep finite positions.
    var start: CGFloat { isEmpty || isInfinite || !low.isFinite ? 0 : low }

    /// The union's length: ∞ when a child is infinite, 0 when empty.
    var length: CGFloat {
        if isInfinite { return .infinity }
        return isEmpty ? 0 : high - low
    }
}
