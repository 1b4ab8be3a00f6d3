/// A collection of proxy values that represent the subviews of a layout view, as in SwiftUI.
///
/// As in SwiftUI, a slice (`subviews[2..<5]`, `prefix`, `suffix`, `dropFirst`, the subviews at a
/// sequence of indices) is a collection of its own, indexed from 0 (A21): `subviews[2...][0]` is the
/// third subview. An index out of range is reported in the host's diagnostics and gives an empty
/// subview (zero size, placed nowhere) instead of another view.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    // Used only during the layout pass that handed it out, on that pass's thread.
    /// The engine, unretained: the engine lends its own rules their children for one call
    /// (`init(lentBy:parent:context:)`), and their inner loops reach it without reference
    /// counting (`_withUnsafeGuaranteedRef`): retaining it would cost a stack a retain and a
    /// release per size computation. `owner` keeps it alive wherever the subviews may outlive the call.
    let unretainedEngine: Unmanaged<LayoutEngine>
    /// The engine again, retained, where the subviews reach code that may keep them (a custom
    /// `Layout`'s cache, a copy user code makes); `nil` only for subviews the engine lends.
    private let owner: LayoutEngine?
    /// The container node these are the children of.
    let parent: Int32
    /// Child ordinals, for a gather of chosen subviews; `nil` means the contiguous run of children
    /// from `firstOrdinal` (no allocation).
    let ordinals: [Int32]?
    /// The ordinal of the subview at index 0, when `ordinals` is `nil`.
    let firstOrdinal: Int32
    /// The number of subviews.
    public let count: Int
    /// The pass context the container is measured or placed in; its subviews inherit it.
    let context: LayoutContext

    /// As in SwiftUI.
    public typealias Element = LayoutSubview
    /// As in SwiftUI.
    public typealias Index = Int
    /// As in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    /// As in SwiftUI.
    public typealias Indices = Range<Int>

    init(engine: LayoutEngine, parent: Int32, context: LayoutContext) {
        self.init(.passUnretained(engine), owner: engine, parent: parent, context: context)
    }

    /// The children of `parent`, lent to one of the engine's own rules for the length of a call:
    /// they do not retain the engine, which the call holds (see `owner`).
    @inline(__always)
    init(lentBy engine: Unmanaged<LayoutEngine>, parent: Int32, context: LayoutContext) {
        self.init(engine, owner: nil, parent: parent, context: context)
    }

    @inline(__always)
    private init(_ engine: Unmanaged<LayoutEngine>, owner: LayoutEngine?, parent: Int32, context: LayoutContext) {
        self.unretainedEngine = engine
        self.owner = owner
        self.parent = parent
        self.ordinals = nil
        self.firstOrdinal = 0
        self.count = engine._withUnsafeGuaranteedRef { Int($0.tree.nodes[Int(parent)].childCount) }
        self.context = context
    }

    private init(_ base: LayoutSubviews, ordinals: [Int32]?, firstOrdinal: Int32, count: Int) {
        self.unretainedEngine = base.unretainedEngine
        self.owner = base.owner
        self.parent = base.parent
        self.ordinals = ordinals
        self.firstOrdinal = firstOrdinal
        self.count = count
        self.context = base.context
    }

    /// The engine, retained for as long as the caller holds it.
    var engine: LayoutEngine { unretainedEngine.takeUnretainedValue() }

    /// The index of the first subview: always 0, slices included.
    public var startIndex: Int { 0 }
    /// The index one past the last subview: the number of subviews.
    public var endIndex: Int { count }

    /// Whether these are all of the container's children, in order (not a slice or a gather).
    var isAllChildren: Bool {
        ordinals == nil && firstOrdinal == 0 && count == unretainedEngine._withUnsafeGuaranteedRef { Int($0.tree.nodes[Int(parent)].childCount) }
    }

    /// Every subview's spacing preferences merged on all edges: what a container without a
    /// spacing rule of its own reports (A5.5).
    var mergedSpacing: ViewSpacing {
        var result = ViewSpacing.empty
        for subview in self { result.formUnion(subview.spacing) }
        return result
    }

    /// The layout direction of the container these subviews belong to.
    public var layoutDirection: LayoutDirection { engine.tree.nodes[Int(parent)].layoutDirection }

    /// The indices of the subviews, from 0.
    public var indices: Range<Int> { 0..<count }

    /// The container ordinal of the subview at `index`, or `nil` (reported unless `reporting` is
    /// false) when out of range.
    @inline(__always)
    private func ordinal(at index: Int, reporting: Bool = true) -> Int32? {
        guard index >= 0 && index < count else {
            if reporting { reportOutOfRange(index) }
            return nil
        }
        return ordinalOfSubview(index)
    }

    /// Out of line, so the subscript that containers call for every child stays small enough to
    /// inline.
    @inline(never)
    private func reportOutOfRange(_ index: Int) {
        engine.diagnostics.report("LayoutSubviews index \(index) is out of range 0..<\(count) of \(engine.name(of: parent))'s subviews; an empty subview stands in.")
    }

    /// The subview at `index` (from 0, in a slice too).
    @inline(__always)
    public subscript(index: Int) -> LayoutSubview {
        guard index >= 0 && index < count else { return outOfRange(index) }
        return inRange(index)
    }

    /// The subview at `index`, which the caller knows is in range. The engine's own layouts call
    /// this in their loops: the checked subscript's reporting path, even never taken, keeps the
    /// optimiser from hoisting the container's lookups out of them (15–20% of a stack's cold
    /// layout).
    @inline(__always)
    func inRange(_ index: Int) -> LayoutSubview {
        LayoutSubview(engine: engine, node: nodeOfSubview(index), ordinal: ordinalOfSubview(index), context: context)
    }

    /// The container ordinal of subview `index`, which the caller knows is in range.
    @inline(__always)
    func ordinalOfSubview(_ index: Int) -> Int32 { ordinals.map { $0[index] } ?? firstOrdinal + Int32(index) }

    /// The node of subview `index`, which the caller knows is in range: what `inRange` makes a
    /// subview of, and what the engine's own containers ask directly (`sizeOfSubview`).
    @inline(__always)
    func nodeOfSubview(_ index: Int) -> Int32 {
        let ordinal = Int(ordinalOfSubview(index))
        return unretainedEngine._withUnsafeGuaranteedRef { $0.tree.childList[Int($0.tree.nodes[Int(parent)].firstChild) + ordinal] }
    }

    /// The stand-in for an index out of range, reported.
    @inline(never)
    private func outOfRange(_ index: Int) -> LayoutSubview {
        reportOutOfRange(index)
        return LayoutSubview(emptyIn: engine)
    }

    /// The subviews in `bounds`, as a collection of their own indexed from 0 (A21).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        let lower = Swift.max(0, Swift.min(bounds.lowerBound, count))
        let upper = Swift.max(lower, Swift.min(bounds.upperBound, count))
        if lower != bounds.lowerBound || upper != bounds.upperBound {
            engine.diagnostics.report("LayoutSubviews range \(bounds.lowerBound)..<\(bounds.upperBound) is out of range 0..<\(count) of \(engine.name(of: parent))'s subviews; it was clamped.")
        }
        if let ordinals {
            return LayoutSubviews(self, ordinals: Array(ordinals[lower..<upper]), firstOrdinal: 0, count: upper - lower)
        }
        return LayoutSubviews(self, ordinals: nil, firstOrdinal: firstOrdinal + Int32(lower), count: upper - lower)
    }

    // Range expressions are sequences of indices too; these overloads keep them slices rather
    // than gathers (the same subviews either way, without an allocation).
    /// The subviews in `bounds`, as a collection of their own indexed from 0 (A21).
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[bounds.lowerBound..<throughEnd(bounds.upperBound)] }
    /// The subviews from `bounds.lowerBound` on, as a collection of their own indexed from 0 (A21).
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.lowerBound..<endIndex] }
    /// The subviews before `bounds.upperBound`, as a collection of their own indexed from 0 (A21).
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[startIndex..<bounds.upperBound] }
    /// The subviews up to `bounds.upperBound`, as a collection of their own indexed from 0 (A21).
    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[startIndex..<throughEnd(bounds.upperBound)] }

    /// The end of a range through `last` (`Int.max` stays: it is out of range either way).
    private func throughEnd(_ last: Int) -> Int { last == .max ? last : last + 1 }

    /// The subviews at the given indices, in that order, indexed from 0. Indices out of range are
    /// reported and left out.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.compactMap { ordinal(at: $0) }
        return LayoutSubviews(self, ordinals: picked, firstOrdinal: 0, count: picked.count)
    }

    /// Neighbouring indices.
    public func index(after i: Int) -> Int { i + 1 }
    /// Neighbouring indices.
    public func index(before i: Int) -> Int { i - 1 }

    /// Whether both refer to the same thing.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.unretainedEngine.toOpaque() == rhs.unretainedEngine.toOpaque() && lhs.parent == rhs.parent && lhs.count == rhs.count
            && lhs.indices.allSatisfy { lhs.ordinal(at: $0, reporting: false) == rhs.ordinal(at: $0, reporting: false) }
    }
}
