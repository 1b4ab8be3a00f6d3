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

    /// A placement from its parts as `PlacementTable` keeps them.
    init(origin: CGPoint, size: CGSize, proposalKeys: (width: UInt64, height: UInt64), isPlaced: Bool) {
        self.origin = origin
        self.size = size
        proposedWidth = proposalKeys.width
        proposedHeight = proposalKeys.height
        self.isPlaced = isPlaced
    }

    /// The proposal as its two keys (see `proposedWidth`).
    var proposalKeys: (width: UInt64, height: UInt64) { (proposedWidth, proposedHeight) }

    var proposal: ProposedViewSize {
        get { ProposedViewSize(width: SizeCache.dimension(proposedWidth), height: SizeCache.dimension(proposedHeight)) }
        set {
            proposedWidth = SizeCache.key(newValue.width)
            proposedHeight = SizeCache.key(newValue.height)
        }
    }
}
