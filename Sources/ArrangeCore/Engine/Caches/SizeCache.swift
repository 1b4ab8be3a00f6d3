import Foundation

/// The answers of nodes to their recent proposals. Stacks probe every child at 0, ∞ and the real
/// size, and again when placing; remembering the answers keeps nested stacks linear instead of
/// exponential (Engine design in issue 2). Slots are reused round-robin.
///
/// Only nodes that remember an answer get room here, on their first (`LayoutNode.sizeLine`):
/// leaves and frames that answer alone never do, and on a row of framed colours they are all but
/// one of the nodes. Room once given is kept when answers are forgotten, so a cold relayout
/// allocates nothing.
///
/// Lookups touch one cache line per remembering node first: a line of 32-bit fingerprints of the
/// proposals held. Only a matching fingerprint reads the full entry, so a miss (the common case
/// on a cold layout) costs one memory access instead of a scan over every slot.
///
/// A node asked more distinct proposals in one pass than its line holds keeps the answers its
/// line lets go in an overflow table until the pass ends (`endPass`): within a pass no answer is
/// computed twice. Nested `Grid`s need it — a grid probes each cell at several proposals that
/// change from level to level, so an inner grid is asked dozens of distinct proposals, and with
/// answers let go round-robin the work multiplied with the depth. The table is empty on
/// ordinary trees and costs one check on a full line's miss.
struct SizeCache {
    /// The most answers a line holds.
    static let slotsPerNode = 12
    /// The answers a line has room for at first: most nodes are asked three or four distinct
    /// proposals in a pass (a stack's probes at 0 and ∞ and its offer), so a line grows to the
    /// full twelve only for the nodes that need it, and the rest hold a third of the memory.
    static let firstSlots = 4

    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// One cache line per remembering node: 12 fingerprints, where its entries start, how many
    /// it has room for (`firstSlots`, then `slotsPerNode`), the number filled and the next slot.
    struct Line {
        var fingerprints: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var base: Int32
        var capacity: UInt8
        var filled: UInt8 = 0
        var next: UInt8 = 0
    }

    private var lines: [Line] = []
    private var entries: [Entry] = []
    /// Where lines that grew had their first room: new lines take it before the entries grow.
    private var freeFirstRooms: [Int32] = []

    /// A proposal as its two dimension keys.
    private struct ProposalKey: Hashable {
        var width: UInt64
        var height: UInt64
    }

    /// Answers let go by full lines during the current pass, by line.
    private var overflow: [Int32: [ProposalKey: CGSize]] = [:]

    /// Room for one more node's answers; returns its line (what `LayoutNode.sizeLine` keeps).
    mutating func addLine() -> Int32 {
        if let room = freeFirstRooms.popLast() {
            lines.append(Line(base: room, capacity: UInt8(SizeCache.firstSlots)))
        } else {
            lines.append(Line(base: Int32(entries.count), capacity: UInt8(SizeCache.firstSlots)))
            entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: SizeCache.firstSlots))
        }
        return Int32(lines.count - 1)
    }

    /// Gives a full line of `firstSlots` room for `slotsPerNode` answers, at the end of the
    /// entries; its first room goes to the next new line.
    @inline(never)
    private mutating func grow(_ n: Int) {
        let old = Int(lines[n].base), count = Int(lines[n].capacity)
        let base = entries.count
        // One entry at a time: appending a slice of the array itself would copy all of it.
        for i in old..<old + count { entries.append(entries[i]) }
        entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: SizeCache.slotsPerNode - count))
        freeFirstRooms.append(Int32(old))
        lines[n].base = Int32(base)
        lines[n].capacity = UInt8(SizeCache.slotsPerNode)
        lines[n].next = lines[n].filled
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

    /// The answer remembered on `line` for the proposal (`w`, `h`); a negative line (a node
    /// that never remembered anything) has none.
    @inline(__always)
    func lookup(_ line: Int32, _ w: UInt64, _ h: UInt64) -> CGSize? {
        guard line >= 0 else { return nil }
        let held = lines[Int(line)]
        let count = Int(held.filled)
        guard count > 0 else { return nil }
        let wanted = SizeCache.fingerprint(w, h)
        return withUnsafeBytes(of: held.fingerprints) { raw -> CGSize? in
            let prints = raw.bindMemory(to: UInt32.self)
            let base = Int(held.base)
            for i in 0..<count where prints[i] == wanted {
                let e = entries[base + i]
                if e.width == w && e.height == h { return e.size }
            }
            return count == SizeCache.slotsPerNode && !overflow.isEmpty ? overflowAnswer(line, w, h) : nil
        }
    }

    /// For a node that keeps its axes apart (no `NodeFlags.mixesAxes`): the width of an answer
    /// remembered for the proposed width `w` and the height of one remembered for the proposed
    /// height `h`, when the line holds both; the node would answer exactly that. A nested stack
    /// is asked every pairing of a few widths and heights (its parent's probes at 0, ∞ and the
    /// offer along each axis), and this answers most pairings from the others. O(answers held).
    func composedAnswer(_ line: Int32, _ w: UInt64, _ h: UInt64) -> CGSize? {
        guard line >= 0 else { return nil }
        let held = lines[Int(line)]
        let base = Int(held.base)
        var width: CGFloat?, height: CGFloat?
        for i in base..<base + Int(held.filled) {
            let e = entries[i]
            if width == nil && e.width == w { width = e.size.width }
            if height == nil && e.height == h { height = e.size.height }
        }
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    @inline(never)
    private func overflowAnswer(_ line: Int32, _ w: UInt64, _ h: UInt64) -> CGSize? {
        overflow[line]?[ProposalKey(width: w, height: h)]
    }

    mutating func store(_ line: Int32, _ w: UInt64, _ h: UInt64, _ size: CGSize) {
        let n = Int(line)
        if _slowPath(lines[n].filled == lines[n].capacity && Int(lines[n].capacity) < SizeCache.slotsPerNode) { grow(n) }
        let slot = Int(lines[n].next)
        let base = Int(lines[n].base)
        if Int(lines[n].filled) == SizeCache.slotsPerNode {
            let evicted = entries[base + slot]
            overflow[line, default: [:]][ProposalKey(width: evicted.width, height: evicted.height)] = evicted.size
        }
        entries[base + slot] = Entry(width: w, height: h, size: size)
        let print = SizeCache.fingerprint(w, h)
        withUnsafeMutableBytes(of: &lines[n].fingerprints) { raw in
            raw.bindMemory(to: UInt32.self)[slot] = print
        }
        lines[n].next = slot + 1 == Int(lines[n].capacity) ? 0 : UInt8(slot + 1)
        if lines[n].filled < lines[n].capacity { lines[n].filled += 1 }
    }

    /// Forgets one line's answers (nothing for a node without one).
    /// Every answer remembered on `line`, as (width key, height key, size); `nil` when the line
    /// has none or may have let an answer go (it filled up), so the list may be incomplete.
    func answers(_ line: Int32) -> [(width: UInt64, height: UInt64, size: CGSize)]? {
        guard line >= 0, Int(line) < lines.count else { return nil }
        let count = Int(lines[Int(line)].filled)
        guard count > 0, count < SizeCache.slotsPerNode else { return nil }
        let base = Int(lines[Int(line)].base)
        return (0..<count).map { i in (entries[base + i].width, entries[base + i].height, entries[base + i].size) }
    }

    /// The proposed dimension a key stands for (the inverse of `key(_:)`).
    @inline(__always)
    static func dimension(_ key: UInt64) -> CGFloat? {
        if key == SizeCache.key(nil) { return nil }
        return key == 0 ? 0 : CGFloat(Double(bitPattern: key))
    }

    /// A cache holding only the lines `kept`, with their answers: its line i is line `kept[i]`
    /// of this one (a compacted tree's, `LayoutEngine.compactTree`). O(kept lines).
    func keeping(_ kept: [Int32]) -> SizeCache {
        var result = SizeCache()
        result.lines.reserveCapacity(kept.count)
        result.entries.reserveCapacity(kept.count * SizeCache.firstSlots)
        for line in kept {
            var held = lines[Int(line)]
            let first = Int(held.base)
            held.base = Int32(result.entries.count)
            result.lines.append(held)
            result.entries.append(contentsOf: entries[first..<first + Int(held.capacity)])
        }
        return result
    }

    mutating func forget(_ line: Int32) {
        guard line >= 0 else { return }
        lines[Int(line)].filled = 0
        lines[Int(line)].next = 0
        if !overflow.isEmpty { overflow[line] = nil }
    }

    mutating func removeAll() {
        for i in lines.indices {
            lines[i].filled = 0
            lines[i].next = 0
        }
        endPass()
    }

    /// Lets go of the answers full lines let go during the pass (nothing to do, and nothing
    /// spent, when none did). The lines keep theirs. When lines grew during the pass and the
    /// entries' storage doubled past what they hold, the storage is trimmed to them (with an
    /// eighth to spare): a tree whose entries just passed a power of two would otherwise hold
    /// almost twice the room it uses for as long as it lives.
    @inline(__always)
    mutating func endPass() {
        if !overflow.isEmpty { overflow.removeAll() }
        if _slowPath(entries.capacity - entries.count > entries.count / 4 && entries.count >= 1024) { trimEntries() }
    }

    /// Moves the entries to storage of their count and an eighth. O(entries).
    @inline(never)
    private mutating func trimEntries() {
        var trimmed: [Entry] = []
        trimmed.reserveCapacity(entries.count + entries.count / 8)
        trimmed.append(contentsOf: entries)
        entries = trimmed
    }

    var memoryFootprint: Int {
        lines.capacity * MemoryLayout<Line>.stride + entries.capacity * MemoryLayout<Entry>.stride
            + freeFirstRooms.capacity * MemoryLayout<Int32>.stride
            + overflow.values.reduce(overflow.capacity * MemoryLayout<(Int32, [ProposalKey: CGSize])>.stride) {
                $0 + $1.capacity * MemoryLayout<(ProposalKey, CGSize)>.stride
            }
    }
}
