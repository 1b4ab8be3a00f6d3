import Foundation

/// The placements a custom layout's `placeSubviews` makes through `LayoutSubview.place`,
/// collected for that one call.
///
/// The engine hands it to the layout inside the subviews of that call only, so a placement made
/// anywhere else (in `sizeThatFits`, through subviews kept from an earlier call, on a subview of
/// another layout) finds no open collector of its parent and is reported instead of recorded.
/// A class so that copies of the subviews handed out all reach the same collection.
final class PlacementCollector {
    /// The layout node whose children are being placed.
    let parent: Int32
    /// Each child's placement by ordinal, `nil` until placed.
    var placements: [ChildPlacement?]
    /// Whether `placeSubviews` is still running; closed collectors accept nothing.
    var isOpen = true

    init(parent: Int32, childCount: Int) {
        self.parent = parent
        self.placements = Array(repeating: nil, count: childCount)
    }
}
