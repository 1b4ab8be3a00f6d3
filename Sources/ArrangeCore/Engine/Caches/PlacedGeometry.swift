import Foundation

/// What the last placement pass decided for a node, relative to its parent.
struct PlacedGeometry {
    var origin: CGPoint = .zero
    var size: CGSize = .zero
    var proposal = ProposedViewSize.unspecified
    var isPlaced = false
}
