import Foundation

/// Each node's last placement (`PlacedGeometry`), by node. Whether a node is placed is kept as
/// one bit per node beside the geometries, so a geometry is 48 bytes rather than 56 with its
/// flag and padding, on every node of the tree.
struct PlacementTable {
    /// Origin, size and proposal keys of each node's last placement.
    private struct Stored {
        var origin: CGPoint
        var size: CGSize
        var proposedWidth: UInt64
        var proposedHeight: UInt64
    }

    private var stored: [Stored] = []
    /// Bit `i % 64` of word `i / 64`: whether node `i` is placed.
    private var placedBits: [UInt64] = []

    /// The number of nodes.
    var count: Int { stored.count }
    /// The nodes' indices.
    var indices: Range<Int> { stored.indices }

    /// Node `node`'s placement. O(1).
    subscript(node: Int) -> PlacedGeometry {
        get {
            let s = stored[node]
            return PlacedGeometry(origin: s.origin, size: s.size, proposalKeys: (s.proposedWidth, s.proposedHeight), isPlaced: isPlaced(node))
        }
        set {
            let keys = newValue.proposalKeys
            stored[node] = Stored(origin: newValue.origin, size: newValue.size, proposedWidth: keys.width, proposedHeight: keys.height)
            setPlaced(node, newValue.isPlaced)
        }
    }

    /// Records that node `node` is placed at `origin`, `size` long, proposed `proposal`;
    /// returns whether it was placed before with the same size and proposal. O(1): the
    /// placing pass's path, without making a `PlacedGeometry` twice.
    @inline(__always)
    mutating func place(_ node: Int, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) -> Bool {
        let w = SizeCache.key(proposal.width), h = SizeCache.key(proposal.height)
        let before = stored[node]
        let unchanged = isPlaced(node) && before.size == size && before.proposedWidth == w && before.proposedHeight == h
        stored[node] = Stored(origin: origin, size: size, proposedWidth: w, proposedHeight: h)
        placedBits[node >> 6] |= 1 << UInt64(node & 63)
        return unchanged
    }

    /// Whether node `node` is placed. O(1).
    @inline(__always)
    func isPlaced(_ node: Int) -> Bool { placedBits[node >> 6] & (1 << UInt64(node & 63)) != 0 }

    /// Marks node `node` placed or not. O(1).
    @inline(__always)
    mutating func setPlaced(_ node: Int, _ placed: Bool) {
        if placed { placedBits[node >> 6] |= 1 << UInt64(node & 63) } else { placedBits[node >> 6] &= ~(1 << UInt64(node & 63)) }
    }

    /// Adds a node's placement at the end. Amortised O(1).
    @inline(__always)
    mutating func append(_ geometry: PlacedGeometry) {
        let node = stored.count
        if node & 63 == 0 { placedBits.append(0) }
        let keys = geometry.proposalKeys
        stored.append(Stored(origin: geometry.origin, size: geometry.size, proposedWidth: keys.width, proposedHeight: keys.height))
        if geometry.isPlaced { placedBits[node >> 6] |= 1 << UInt64(node & 63) }
    }

    /// Makes room for `extra` more nodes.
    mutating func reserveRoom(forMore extra: Int) {
        stored.reserveRoom(forMore: extra)
        placedBits.reserveRoom(forMore: extra / 64 + 1)
    }

    /// Marks every node not placed, keeping the geometries. O(nodes / 64).
    mutating func forgetPlacements() {
        for i in placedBits.indices { placedBits[i] = 0 }
    }

    /// Approximate bytes held.
    var memoryFootprint: Int {
        stored.capacity * MemoryLayout<Stored>.stride + placedBits.capacity * MemoryLayout<UInt64>.stride
    }
}
