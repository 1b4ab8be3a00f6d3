import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A custom `Layout` whose two passes run the test's closures, so a test can look at
/// `ProposedViewSize`, `LayoutSubviews`, `LayoutSubview` and `ViewDimensions` from the inside.
/// By default it answers `size` and places every subview at the bounds' origin with its ideal size.
struct UnitProbeLayout: Layout {
    var size = CGSize(width: 100, height: 100)
    var onSize: @Sendable (ProposedViewSize, LayoutSubviews) -> Void = { _, _ in }
    var onPlace: @Sendable (CGRect, LayoutSubviews) -> Void = { bounds, subviews in
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        onSize(proposal, subviews)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        onPlace(bounds, subviews)
    }
}

/// Whether `a` and `b` differ by at most `tolerance`.
@MainActor func unitClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether every coordinate of `a` is within `tolerance` of `b`'s.
@MainActor func unitClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return unitClose(a.minX, b.minX, tolerance: tolerance) && unitClose(a.minY, b.minY, tolerance: tolerance)
        && unitClose(a.width, b.width, tolerance: tolerance) && unitClose(a.height, b.height, tolerance: tolerance)
}
