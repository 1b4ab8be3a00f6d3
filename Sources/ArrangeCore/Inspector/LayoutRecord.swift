import Foundation

/// What one recorded layout pass did, node by node: Arrange's answer to "why is this view that
/// size?". SwiftUI has no equivalent.
///
/// Turn recording on with `HostingView.recordsLayout` (or the `recordsLayout:` argument of the
/// initialisers) and read `HostingView.layoutRecord`, or call `HostingView.recordLayout()` for one
/// pass from scratch. The record is a tree of ``Node`` values mirroring the layout tree: each node
/// has its final frame and proposal, every proposal it answered in the order it was asked
/// (``Probe``, including answers recalled from its cache), the explicit alignment-guide values it
/// reported (``Guide``), and for stacks and `ViewThatFits` the decisions they made (``StackSizing``,
/// ``Choice``). Every event carries a `sequence` number, so events of different nodes can be put
/// back in the order they happened.
///
/// `description` is the tree as indented text (what `arrange explain` prints); the record is
/// `Codable`, with infinite lengths written as the strings `"inf"` and `"-inf"` because JSON has
/// no infinity.
public struct LayoutRecord: Equatable, Sendable {
    /// The host's size for the pass.
    public var hostSize: CGSize
    /// Where the root view's answer was placed, in host coordinates.
    public var rootFrame: CGRect
    /// The pass's counters (as `HostingView.statistics`): recording does not change them.
    public var statistics: LayoutStatistics
    /// The host's diagnostics after the pass (bad input that was handled).
    public var diagnostics: [String]
    /// The root of the layout tree, or `nil` for an empty view.
    public var root: Node?

    /// Creates a record; the host makes these, the initialiser exists for tests and decoding.
    public init(hostSize: CGSize, rootFrame: CGRect, statistics: LayoutStatistics, diagnostics: [String], root: Node?) {
        self.hostSize = hostSize
        self.rootFrame = rootFrame
        self.statistics = statistics
        self.diagnostics = diagnostics
        self.root = root
    }

    /// One node of the layout tree — a leaf, a modifier or a container — and what it did.
    public struct Node: Equatable, Sendable {
        /// The node's number in the layout tree (build order); unique within a record.
        public var index: Int
        /// What the node is, as dumps name it: "HStack", "Color(red)", "frame", "padding"…
        public var name: String
        /// The node's `.id(_:)`, as text, if it has one.
        public var id: String?
        /// The node's layout frame in host coordinates, or `nil` when it is not shown.
        public var frame: CGRect?
        /// The proposal its container placed it with, or `nil` when it is not shown.
        public var proposal: ProposedViewSize?
        /// Whether and when the node was placed.
        public var placement: Placement
        /// The node's layout priority (A10).
        public var priority: Double
        /// Every proposal the node answered during the pass, in the order it was asked.
        public var probes: [Probe]
        /// Explicit alignment-guide values the node reported, in order.
        public var guides: [Guide]
        /// For stacks: how each distribution of the children went, in order.
        public var stackSizings: [StackSizing]
        /// For `ViewThatFits`: each choice of a child, in order.
        public var choices: [Choice]
        /// The node's children, in source order.
        public var children: [Node] {
            get { childStorage.nodes }
            set { childStorage = newValue.isEmpty ? .none : NodeChildren(newValue) }
        }
        /// Where `children` live: a box whose release takes the subtree apart without recursion.
        fileprivate var childStorage: NodeChildren

        /// Creates a node record.
        public init(
            index: Int, name: String, id: String? = nil, frame: CGRect? = nil, proposal: ProposedViewSize? = nil,
            placement: Placement, priority: Double = 0, probes: [Probe] = [], guides: [Guide] = [],
            stackSizings: [StackSizing] = [], choices: [Choice] = [], children: [Node] = []
        ) {
            self.index = index
            self.name = name
            self.id = id
            self.frame = frame
            self.proposal = proposal
            self.placement = placement
            self.priority = priority
            self.probes = probes
            self.guides = guides
            self.stackSizings = stackSizings
            self.choices = choices
            self.childStorage = children.isEmpty ? .none : NodeChildren(children)
        }

        /// How many of the node's answers were recalled from its size cache.
        public var cacheHits: Int { probes.reduce(0) { $0 + ($1.source == .cache ? 1 : 0) } }

        /// Compares two nodes and their subtrees, field by field; iterative, so records as deep as
        /// any tree compare on any stack.
        ///
        /// - Complexity: O(n) in the nodes of the smaller subtree.
        public static func == (lhs: Node, rhs: Node) -> Bool {
            var pending = [(lhs, rhs)]
            while let (left, right) = pending.popLast() {
                guard left.index == right.index, left.name == right.name, left.id == right.id, left.frame == right.frame,
                      left.proposal == right.proposal, left.placement == right.placement, left.priority == right.priority,
                      left.probes == right.probes, left.guides == right.guides, left.stackSizings == right.stackSizings,
                      left.choices == right.choices, left.children.count == right.children.count else { return false }
                if left.childStorage !== right.childStorage { pending.append(contentsOf: zip(left.children, right.children)) }
            }
            return true
        }
    }

    /// Whether and when a node was placed.
    public enum Placement: String, Equatable, Sendable, Codable {
        /// Placed by this pass.
        case placed
        /// Placed by an earlier pass and kept: its container placed it again with the same size
        /// and proposal, or was itself kept, so nothing below it could have changed.
        case kept
        /// Left out by its container (the children a `ViewThatFits` did not choose, and their
        /// subtrees): it has no frame.
        case notShown
        /// Never placed (a bug in a custom layout would show here; the diagnostics say more).
        case notPlaced
    }

    /// Which half of a pass an event happened in.
    public enum Phase: String, Equatable, Sendable, Codable {
        /// Working out sizes, from the host's proposal to the root down.
        case measuring
        /// Placing: containers work out where children go, and may ask them again.
        case placing
    }

    /// One proposal a node received and the size it answered.
    public struct Probe: Equatable, Sendable {
        /// Where the answer came from.
        public enum Source: String, Equatable, Sendable, Codable {
            /// Worked out (asking the children as needed), then remembered.
            case computed
            /// Recalled from the node's remembered answers, or made up of two of them dimension
            /// by dimension when nothing below mixes the axes: no work done.
            case cache
            /// Answered by arithmetic without asking anything (leaves, and frames that need no
            /// child): cheaper than remembering, so never cached.
            case arithmetic
        }

        /// The event's place in the pass, counting every recorded event from 0.
        public var sequence: Int
        /// Measuring or placing.
        public var phase: Phase
        /// The proposal (`nil` dimension: ideal; 0: minimum; infinity: maximum).
        public var proposal: ProposedViewSize
        /// The node's answer.
        public var size: CGSize
        /// Where the answer came from.
        public var source: Source

        /// Whether the answer was recalled from the size cache.
        public var isCacheHit: Bool { source == .cache }

        /// Creates a probe record.
        public init(sequence: Int, phase: Phase, proposal: ProposedViewSize, size: CGSize, source: Source) {
            self.sequence = sequence
            self.phase = phase
            self.proposal = proposal
            self.size = size
            self.source = source
        }
    }

    /// An explicit alignment-guide value a node reported to whoever asked (its container, a guide
    /// closure or a composite merging its children's explicit values): an `alignmentGuide`, a
    /// text baseline, a composite's merge of its children's values or a custom layout's
    /// `explicitAlignment`. Default values are not recorded: they follow from the size (a
    /// fraction of it, or a custom guide's `defaultValue`), and recording them would put a test
    /// on the path every container takes for every child.
    public struct Guide: Equatable, Sendable {
        /// The event's place in the pass.
        public var sequence: Int
        /// The guide, in lower camel case: "leading", "horizontalCenter", "firstTextBaseline", or a
        /// custom `AlignmentID`'s type name without a trailing "ID" ("oneThirdWidth").
        public var name: String
        /// The axis the guide measures.
        public var axis: Axis
        /// The node's size the value is for.
        public var size: CGSize
        /// The value, in the node's own logical coordinates (leading = 0).
        public var value: CGFloat

        /// Creates a guide record.
        public init(sequence: Int, name: String, axis: Axis, size: CGSize, value: CGFloat) {
            self.sequence = sequence
            self.name = name
            self.axis = axis
            self.size = size
            self.value = value
        }
    }

    /// One distribution of a stack's length among its children (A4.2, A4.3).
    ///
    /// For a finite or infinite proposal along the axis, `steps` are in the order the stack
    /// sized its children: higher priority first, then less flexible first. For an unspecified
    /// one every child is asked for its ideal length, in source order, and `isRanked` is false.
    public struct StackSizing: Equatable, Sendable {
        /// One child's turn.
        public struct Step: Equatable, Sendable {
            /// The child's position among the stack's children (source order).
            public var child: Int
            /// Its length along the axis for a proposal of 0 (when ranked).
            public var minimum: CGFloat?
            /// Its length for a proposal of infinity less its minimum (when ranked).
            public var flexibility: CGFloat?
            /// Its layout priority.
            public var priority: Double
            /// What the stack offered it.
            public var offer: ProposedViewSize
            /// What it took.
            public var size: CGSize

            /// Creates a step record.
            public init(child: Int, minimum: CGFloat?, flexibility: CGFloat?, priority: Double, offer: ProposedViewSize, size: CGSize) {
                self.child = child
                self.minimum = minimum
                self.flexibility = flexibility
                self.priority = priority
                self.offer = offer
                self.size = size
            }
        }

        /// The event's place in the pass.
        public var sequence: Int
        /// The stack's axis.
        public var axis: Axis
        /// The proposal being distributed (when placing, the one the stack distributes again).
        public var proposal: ProposedViewSize
        /// The children in the order they were sized.
        public var steps: [Step]
        /// The earlier proposal whose lengths along the axis the stack offered again, or `nil`
        /// when it distributed this proposal afresh. A stack whose subtree keeps its axes apart
        /// (nothing below wraps text, keeps an aspect ratio or reads a guide across the axes)
        /// gives its children the same lengths for every proposal of the same length along its
        /// axis, and asks them only for their answers across it again.
        public var lengthsFrom: ProposedViewSize?

        /// Whether the children were ranked by priority and flexibility (false: ideal lengths
        /// in source order, for an unspecified proposal along the axis, or lengths kept from an
        /// earlier proposal).
        public var isRanked: Bool { steps.first?.minimum != nil }

        /// Creates a stack-sizing record.
        public init(sequence: Int, axis: Axis, proposal: ProposedViewSize, steps: [Step], lengthsFrom: ProposedViewSize? = nil) {
            self.sequence = sequence
            self.axis = axis
            self.proposal = proposal
            self.steps = steps
            self.lengthsFrom = lengthsFrom
        }
    }

    /// A `ViewThatFits` choosing the child to show (A16).
    public struct Choice: Equatable, Sendable {
        /// Why that child.
        public enum Reason: String, Equatable, Sendable, Codable {
            /// The first child whose ideal size fits the proposal on the constrained axes.
            case fits
            /// No child fits: the last one is shown.
            case noneFits
            /// No axis is constrained: the first child is shown.
            case unconstrained
        }

        /// The event's place in the pass.
        public var sequence: Int
        /// The proposal the choice is for.
        public var proposal: ProposedViewSize
        /// The chosen child's position among the children.
        public var chosen: Int
        /// Why it was chosen.
        public var reason: Reason

        /// Creates a choice record.
        public init(sequence: Int, proposal: ProposedViewSize, chosen: Int, reason: Reason) {
            self.sequence = sequence
            self.proposal = proposal
            self.chosen = chosen
            self.reason = reason
        }
    }
}

extension LayoutRecord {
    /// Every node of the tree, parents before children, in source order.
    public var allNodes: [Node] {
        var result: [Node] = []
        root?.walk { node, _ in
            result.append(node)
            return true
        }
        return result
    }

    /// The first node (in `allNodes` order) whose id, as text, is `id`.
    public func node(id: String) -> Node? {
        allNodes.first { $0.id == id }
    }

    /// The nodes called `name` ("HStack", "frame"…), in `allNodes` order.
    public func nodes(named name: String) -> [Node] {
        allNodes.filter { $0.name == name }
    }
}

extension LayoutRecord.Node {
    /// Visits this node and its subtree, parents before children in source order, with each
    /// node's depth below this one; `visit` returns false to skip a node's children. Iterative, so
    /// a record as deep as any tree is walked on any thread's stack.
    ///
    /// - Complexity: O(n) in the nodes visited.
    package func walk(_ visit: (LayoutRecord.Node, Int) -> Bool) {
        var pending = [(self, 0)]
        while let (node, depth) = pending.popLast() {
            guard visit(node, depth) else { continue }
            pending.append(contentsOf: node.children.reversed().lazy.map { ($0, depth + 1) })
        }
    }
}

/// The children of a `LayoutRecord.Node`, in a box of their own.
///
/// A node holds its children, which hold theirs: releasing a record of a tree 100,000 levels deep
/// would release 100,000 nested values, one call inside the other, and overflow any thread's
/// stack. The box's `deinit` takes the subtree apart level by level instead, each level's boxes
/// released with their children already moved out. A node's `children` setter replaces the box,
/// so boxes are never changed once shared: values keep their semantics.
final class NodeChildren: @unchecked Sendable {
    // @unchecked: `nodes` changes only in `deinit`, when no other reference exists.
    fileprivate var nodes: [LayoutRecord.Node]

    /// The box of every node without children.
    static let none = NodeChildren([])

    init(_ nodes: [LayoutRecord.Node]) {
        self.nodes = nodes
    }

    deinit {
        guard !nodes.isEmpty else { return }
        var pending = nodes
        nodes = []
        while var node = pending.popLast() {
            // A box another value still holds is not released here; it keeps its children.
            if isKnownUniquelyReferenced(&node.childStorage), !node.childStorage.nodes.isEmpty {
                pending.append(contentsOf: node.childStorage.nodes)
                node.childStorage.nodes = []
            }
        }
    }
}
