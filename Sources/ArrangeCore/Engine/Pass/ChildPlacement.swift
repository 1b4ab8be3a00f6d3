import Foundation

/// Where a container puts one child: logical (left-to-right) origin relative to the container,
/// the child's size, and the proposal that gave that size.
///
/// A plain value with no references, so containers' lists of placements are copied and dropped
/// without reference counting: placing is a third of a cold layout, and most of it is moving
/// these.
struct ChildPlacement {
    var ordinal: Int32
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
    /// Where the child's own children go, relative to the child, when the container worked that
    /// out for it (a Grid arranges the cells of its rows): the index of their placements in the
    /// pass (`LayoutPass.arrangedChildren`, handed over with `LayoutSubviews.handOver`); -1 lets
    /// the child's rule arrange them.
    var arrangedChildren: Int32 = -1
}
