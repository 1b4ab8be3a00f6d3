/// A collection of proxy values that represent the subviews of a layout view, as in SwiftUI.
///
/// Slicing keeps the original indices: `subviews[2...]` starts at index 2.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    // Used only during the layout pass that handed it out, on that pass's thread.
    let engine: LayoutEngine
    /// The container node these are the children of.
    let parent: Int32
    /// Child ordinals; `nil` means all children in order (no allocation).
    let ordinals: [Int32]?
    /// The index of the first subview.
    public let startIndex: Int
    /// The index one past the last subview.
    public let endIndex: Int

    /// As in SwiftUI.
    public typealias Element = LayoutSubview
    /// As in SwiftUI.
    public typealias Index = Int
    /// As in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    /// As in SwiftUI.
    public typealias Indices = Range<Int>

    init(engine: LayoutEngine, parent: Int32) {
        self.engine = engine
        self.parent = parent
        self.ordinals = nil
        self.startIndex = 0
        self.endIndex = Int(engine.nodes[Int(parent)].childCount)
    }

    private init(engine: LayoutEngine, parent: Int32, ordinals: [Int32]?, startIndex: Int, endIndex: Int) {
        self.engine = engine
        self.parent = parent
        self.ordinals = ordinals
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Whether these are all of the container's children, in order (not a slice or a gather).
    var isAllChildren: Bool {
        ordinals == nil && startIndex == 0 && endIndex == Int(engine.nodes[Int(parent)].childCount)
    }

    /// Every subview's spacing preferences merged on all edges: what a container without a
    /// spacing rule of its own reports (A5.5).
    var mergedSpacing: ViewSpacing {
        var result = ViewSpacing.empty
        for subview in self { result.formUnion(subview.spacing) }
        return result
    }

    /// The layout direction of the container these subviews belong to.
    public var layoutDirection: LayoutDirection { engine.nodes[Int(parent)].layoutDirection }

    /// The index of the first subview.
    public var indices: Range<Int> { startIndex..<endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        let ordinal = ordinals.map { $0[index] } ?? Int32(index)
        let child = engine.childList[Int(engine.nodes[Int(parent)].firstChild) + Int(ordinal)]
        return LayoutSubview(engine: engine, node: child, ordinal: ordinal)
    }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(engine: engine, parent: parent, ordinals: ordinals, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }

    // Range expressions are sequences of indices too; these overloads keep them slices (with
    // their original indices) rather than gathers.
    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[bounds.lowerBound..<(bounds.upperBound + 1)] }
    /// The index one past the last subview.
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.lowerBound..<endIndex] }
    /// The index of the first subview.
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[startIndex..<bounds.upperBound] }
    /// The index of the first subview.
    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[startIndex..<(bounds.upperBound + 1)] }

    /// The subviews at the given indices, in that order, indexed from 0.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { index in ordinals.map { $0[index] } ?? Int32(index) }
        return LayoutSubviews(engine: engine, parent: parent, ordinals: picked, startIndex: 0, endIndex: picked.count)
    }

    /// Neighbouring indices.
    public func index(after i: Int) -> Int { i + 1 }
    /// Neighbouring indices.
    public func index(before i: Int) -> Int { i - 1 }

    /// Whether both refer to the same thing.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.engine === rhs.engine && lhs.parent == rhs.parent && lhs.ordinals == rhs.ordinals
            && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}
