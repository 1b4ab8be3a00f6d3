import Foundation

/// A layout rule the tree can hold: its type says how it is stored and which `NodeKind` refers
/// to it. Builders add a node through one generic entry point (`LayoutEngine.addNode(_:rule:)`)
/// with the rule itself; the conformance, one line beside the rule, is all the storing there is.
protocol StoredRule {
    /// Stores the rule in `rules` (or keeps it inline, when it is a few bytes) and returns the
    /// kind that refers to it: `.unary(.padding(rules.append(self)))`.
    func kind(storingIn rules: inout RuleStore) -> NodeKind
    /// What the tree notes on the rule's node when it is added (`NodeFlags`): each family's
    /// protocol gathers it from what the rule declares (`LeafRule`, `UnaryRule`, `ContainerRule`).
    var nodeFlags: NodeFlags { get }
}

/// Where a tree keeps the rules its nodes refer to: every rule that is plain data (frames,
/// padding, stacks, grids: no references) as bytes in one word array, each at a slot its node's
/// kind names; rules holding references (custom layouts, measured leaves, GeometryReaders,
/// closures) boxed in an object list.
///
/// One store for every kind of rule, so a new rule needs no list of its own, and growing the
/// store ahead of a `ForEach` (`TreeGrowthMark`) is two numbers. Reading a rule is one load from
/// the word array: the type is known where it is read (its registry line), and only that type
/// ever wrote the slot.
struct RuleStore {
    /// Plain-data rules, each starting at a word boundary: 8-byte alignment suits every rule.
    private(set) var words: [UInt64] = []
    /// Rules with references, boxed.
    private(set) var objects: [AnyObject] = []

    /// Whether rules of type `R` are kept as bytes (plain data, at most word-aligned).
    @inline(__always)
    private static func storesBytes<R>(_: R.Type) -> Bool {
        _isPOD(R.self) && MemoryLayout<R>.alignment <= MemoryLayout<UInt64>.alignment
    }

    /// Stores `rule` and returns its slot. O(size of the rule), amortised.
    @inline(__always)
    mutating func append<R>(_ rule: R) -> Int32 {
        guard Self.storesBytes(R.self) else {
            objects.append(StoredRuleBox(rule))
            return Int32(objects.count - 1)
        }
        let slot = words.count
        let count = Swift.max(1, (MemoryLayout<R>.size + 7) / 8)
        for _ in 0..<count { words.append(0) }
        words.withUnsafeMutableBytes { $0.storeBytes(of: rule, toByteOffset: slot * 8, as: R.self) }
        return Int32(slot)
    }

    /// The rule of type `R` at `slot`, which `append` returned for a rule of that type. O(1).
    @inline(__always)
    subscript<R>(slot: Int32, as _: R.Type) -> R {
        guard Self.storesBytes(R.self) else {
            return unsafeDowncast(objects[Int(slot)], to: StoredRuleBox<R>.self).rule
        }
        precondition(slot >= 0 && Int(slot) * 8 + MemoryLayout<R>.size <= words.count * 8, "rule slot out of range")
        return words.withUnsafeBytes { $0.load(fromByteOffset: Int(slot) &* 8, as: R.self) }
    }

    /// The boxed rules of type `R`, in the order they were stored (build order). O(objects).
    func objects<R>(of _: R.Type) -> [R] {
        objects.compactMap { ($0 as? StoredRuleBox<R>)?.rule }
    }

    /// The last boxed rule of type `R` for which `match` gives a value, and that value. Looks
    /// back from the end: O(objects after it).
    func lastObject<R, T>(of _: R.Type, _ match: (R) -> T?) -> T? {
        for object in objects.reversed() {
            if let box = object as? StoredRuleBox<R>, let found = match(box.rule) { return found }
        }
        return nil
    }

    /// What the store holds now, to make room for more like it (`TreeGrowthMark`).
    var mark: (words: Int, objects: Int) { (words.count, objects.count) }

    /// Makes room for `scale` of what the store gained since `mark`.
    mutating func reserveRoom(since mark: (words: Int, objects: Int), _ scale: (Int) -> Int) {
        words.reserveRoom(forMore: scale(words.count - mark.words))
        objects.reserveRoom(forMore: scale(objects.count - mark.objects))
    }

    /// Approximate bytes held.
    var memoryFootprint: Int {
        words.capacity * MemoryLayout<UInt64>.stride + objects.capacity * MemoryLayout<AnyObject>.stride
    }
}

/// A rule that holds references, as the store keeps it.
private final class StoredRuleBox<R> {
    let rule: R
    init(_ rule: R) { self.rule = rule }
}
