import Foundation

/// Each node's answers to its recent proposals. Stacks probe every child at 0, ∞ and the real
/// size, and again when placing; remembering the answers keeps nested stacks linear instead of
/// exponential (Engine design in issue 2). Slots are reused round-robin.
///
/// Lookups touch one cache line per node first: a line of 32-bit fingerprints of the proposals
/// held. Only a matching fingerprint reads the full entry, so a miss (the common case on a
/// cold layout) costs one memory access instead of a scan over every slot.
struct SizeCache {
    static let slotsPerNode = 12

    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// One cache line per node: 12 fingerprints, the number of slots filled and the next slot.
    struct Line {
        var fingerprints: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var filled: UInt8 = 0
        var next: UInt8 = 0
    }

    private var lines: [Line] = []
    private var entries: [Entry] = []

    mutating func addNode() {
        lines.append(Line())
        entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: SizeCache.slotsPerNode))
    }

    /// A proposal dimension as bits: `nil` is a NaN payload no arithmetic produces.
    @inline(__always)
    static func key(_ value: CGFloat?) -> UInt64 {
        guard let value else { return 0x7FF8_DEAD_BEEF_0001 }
        return value == 0 ? 0 : UInt64(value.bitPattern)  // -0 and 0 are one proposal
    }

    @inline(__always)
    private static func fingerprint(_ w: UInt64, _ h: UInt64) -> UInt32 {
        let mixed = (w &* 0x9E37_79B9_7F4A_7C15) ^ (h &* 0xC2B2_AE3D_27D4_EB4F)
        return UInt32(truncatingIfNeeded: mixed >> 29) | 1  // never 0, so empty slots never match
    }

    @inline(__always)
    func lookup(_ node: Int32, _ w: UInt64, _ h: UInt64) -> CGSize? {
        let line = lines[Int(node)]
        let count = Int(line.filled)
        guard count > 0 else { return nil }
        let wanted = SizeCache.fingerprint(w, h)
        return withUnsafeBytes(of: line.fingerprints) { raw -> CGSize? in
            let prints = raw.bindMemory(to: UInt32.self)
            let base = Int(node) * SizeCache.slotsPerNode
            for i in 0..<count where prints[i] == wanted {
                let e = entries[base + i]
                if e.width == w && e.height == h { return e.size }
            }
            return nil
        }
    }

    mutating func store(_ node: Int32, _ w: UInt64, _ h: UInt64, _ size: CGSize) {
        let n = Int(node)
        let slot = Int(lines[n].next)
        entries[n * SizeCache.slotsPerNode + slot] = Entry(width: w, height: h, size: size)
        let print = SizeCache.fingerprint(w, h)
        withUnsafeMutableBytes(of: &lines[n].fingerprints) { raw in
            raw.bindMemory(to: UInt32.self)[slot] = print
        }
        lines[n].next = UInt8((slot + 1) % SizeCache.slotsPerNode)
        if Int(lines[n].filled) < SizeCache.slotsPerNode { lines[n].filled += 1 }
    }

    /// Forgets one node's answers.
    mutating func forget(_ node: Int32) {
        lines[Int(node)].filled = 0
        lines[Int(node)].next = 0
    }

    mutating func removeAll() {
        for i in lines.indices {
            lines[i].filled = 0
            lines[i].next = 0
        }
    }

    var memoryFootprint: Int {
        lines.capacity * MemoryLayout<Line>.stride + entries.capacity * MemoryLayout<Entry>.stride
    }
}
