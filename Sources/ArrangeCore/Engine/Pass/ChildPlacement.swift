import Foundation

/// Where a container puts one child: logical (left-to-right) origin relative to the container,
/// the child's size, and the proposal that gave that size.
struct ChildPlacement {
    var ordinal: Int32
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
    /// Where the child's own children go, relative to the child, when the container worked that
    /// out for it (a Grid arranges the cells of its rows); `nil` lets the child's rule arrange
    /// them.
    var children: [ChildPlacement]? = nil
}
