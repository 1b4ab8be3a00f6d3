import Foundation

/// What the last placement pass decided for a node, relative to its parent.
struct PlacedGeometry {
    var origin: CGPoint = .zero
    var size: CGSize = .zero
    /// The proposal, each dimension as its bits (`SizeCache.key`; `nil` is a NaN payload no
    /// arithmetic makes): 16 bytes where two optional lengths take 32, on every node.
    private var proposedWidth = SizeCache.key(nil)
    private var proposedHeight = SizeCache.key(nil)
    var isPlaced = false

    init() {}

    init(origin: CGPoint, size: CGSize, proposal: ProposedViewSize, isPlaced: Bool) {
        self.origin = origin
        self.size = size
        self.proposal = proposal
        self.isPlaced = isPlaced
    }

    var proposal: ProposedViewSize {
        get { ProposedViewSize(width: SizeCache.dimension(proposedWidth), height: SizeCache.dimension(proposedHeight)) }
        set {
            proposedWidth = SizeCache.key(newValue.width)
            proposedHeight = SizeCache.key(newValue.height)
        }
    }
}
