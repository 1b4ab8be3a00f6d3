import Foundation

/// Each node's answers to its recent proposals. Stacks probe every child at 0, ∞ and the real
/// size, and again when placing; remembering the answers keeps nested stacks linear instead of
/// exponential (Engine design in issue 2). Slots are reused round-robin.
struct SizeCache {
    static let slotsPerNode = 8

    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    private var entries: [Entry] = []
    private var filled: [UInt8] = []
    private var next: [UInt8] = []

    mutating func reserve(nodes: Int) {
        entries.reserveCapacity(nodes * SizeCache.slotsPerNode)
    }

    mutating func addNode() {
        entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: SizeCache.slotsPerNode))
        filled.append(0)
        next.append(0)
    }

    /// A proposal dimension as bits: `nil` is a NaN payload no arithmetic produces.
    @inline(__always)
    static func key(_ value: CGFloat?) -> UInt64 {
        guard let value else { return 0x7FF8_DEAD_BEEF_0001 }
        return value == 0 ? 0 : UInt64(value.bitPattern)  // -0 and 0 are one proposal
    }

    @inline(__always)
    func lookup(_ node: Int32, _ w: UInt64, _ h: UInt64) -> CGSize? {
        let base = Int(node) * SizeCache.slotsPerNode
        let count = Int(filled[Int(node)])
        var i = 0
        while i < count {
            let e = entries[base + i]
            if e.width == w && e.height == h { return e.size }
            i += 1
        }
        return nil
    }

    mutating func store(_ node: Int32, _ w: UInt64, _ h: UInt64, _ size: CGSize) {
        let n = Int(node)
        let slot = Int(next[n])
        entries[n * SizeCache.slotsPerNode + slot] = Entry(width: w, height: h, size: size)
        next[n] = UInt8((slot + 1) % SizeCache.slotsPerNode)
        if Int(filled[n]) < SizeCache.slotsPerNode { filled[n] += 1 }
    }

    mutating func removeAll() {
        for i in filled.indices { filled[i] = 0; next[i] = 0 }
    }

    var memoryFootprint: Int {
        entries.capacity * MemoryLayout<Entry>.stride + filled.capacity + next.capacity
    }
}
