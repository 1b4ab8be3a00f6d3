import ArrangeCore
import Foundation

/// Where an inspected view was laid out: the layout nodes of the test's host that the view was
/// built into, found by following the view's path from the root (`pathToRoot`) through the
/// views' structure, as the host built it.
///
/// The host's tree is built from the same values inspection reads, so the two correspond
/// structurally: the root view's nodes are the host's root nodes; a modifier wraps each node
/// of its content in the nodes it adds (or adds none); a stack's node has as children the
/// nodes of its content's views, in order; a `TupleView`, `Group`, `ForEach`, `AnyView` or a
/// custom view's body contributes its views' nodes side by side, an absent `if` none. Each step
/// of the path takes the nodes of one child of the previous step's view: those after the nodes
/// of the children before it. How many nodes a view builds is read from its structure, and what
/// a modifier adds is found by building the modifier around a marked view in a scratch host.
///
/// Views that SwiftUI's containers lay out among views of their own (a NavigationStack's bar, a
/// List's rows), and views shown beside a view's content (a label, an overlay), are found
/// instead by what they build: each is built alone in a scratch host, and its layout subtree
/// looked for among the container's (`BuiltShape`, `NodeSignatures`).
///
/// Every step is checked against the host: the children of a view must account for exactly the
/// nodes the host built inside it, a shape must be found as many times as the views have it, a
/// Text must be a leaf and a stack a container. A view the host did not build or place (one a
/// `ViewThatFits` did not choose), one that cannot be told apart from the container's own views,
/// and presented content throw `notSupported` saying why: never another view's frame.
struct LaidOutViews {
    /// The host's nodes.
    let tree: LaidOutTree

    /// The frame in `host` of `view` (see `InspectableView.frame()`): the frame of the nodes
    /// its value, with the modifiers applied to it, was built into; their union when it is
    /// several views (a `ForEach`, a `Group`).
    static func frame(of view: any UnwrappedView, in host: HostingView<AnyView>) throws -> CGRect {
        let steps = path(to: view)
        let layout = LaidOutViews(tree: assumingMainActor(host) { $0.laidOutTree() })
        var nodes = layout.tree.rootNodes
        for (parent, step) in zip(steps, steps.dropFirst()) {
            nodes = try layout.nodes(of: step, inside: parent, whoseNodesAre: nodes)
        }
        try layout.check(view.content, builtInto: nodes, path: view.pathToRoot)
        return try layout.frame(of: nodes, path: view.pathToRoot)
    }

    /// The host `view` is laid out in: the one `ViewHosting.host(view:)` made for the test,
    /// brought up to date, else the view `inspect()` was called on laid out anew at
    /// `ViewHosting.defaultSize` (which runs its `onAppear` actions, as showing it would).
    static func host(of view: any UnwrappedView) throws -> HostingView<AnyView> {
        guard let root = path(to: view).first?.content.medium, let rootView = root.rootView else {
            throw InspectionError.notSupported("frame() needs the view to be reached from inspect() on a view")
        }
        if let function = root.hostingFunction, let host = ViewHosting.host(function: function) {
            assumingMainActor(host) { $0.update() }
            return host
        }
        let laidOut = AnyView(rootView)
        return assumingMainActor(laidOut) { HostingView(rootView: $0, size: ViewHosting.defaultSize) }
    }

    /// The views from the root to `view`, root first.
    private static func path(to view: any UnwrappedView) -> [any UnwrappedView] {
        var steps: [any UnwrappedView] = []
        var current: (any UnwrappedView)? = view
        while let step = current {
            steps.append(step)
            current = step.parentView
        }
        return steps.reversed()
    }

    // MARK: Steps

    /// The nodes of `step`'s view (with its modifiers), given the nodes of `parent`'s.
    private func nodes(of step: any UnwrappedView, inside parent: any UnwrappedView, whoseNodesAre parentNodes: [Int32]) throws -> [Int32] {
        if Self.isSameView(step, as: parent) { return parentNodes }
        if step.content.view is ViewType.PopupContainer || parent.content.view is ViewType.PopupContainer {
            throw InspectionError.notSupported("frame() does not follow presented content (\(step.pathToRoot)): a sheet, popover or alert is not part of the view's layout")
        }
        let children = try? Self.children(of: parent)
        let index = children.flatMap { try? Self.index(of: step, among: $0, parentPath: parent.pathToRoot) }
        guard !step.isSupplementary, !parent.isSupplementary, let children, let index else {
            // A view shown beside the parent's content (a label, an overlay): found among the
            // nodes of the parent and its modifiers by what it builds.
            let shape = try BuiltShape(of: step.content, path: step.pathToRoot)
            return try nodes(shaped: [shape], within: parentNodes, path: step.pathToRoot, container: parent.pathToRoot)[0]
        }
        let own = try ownNodes(of: parent.content, builtInto: parentNodes, path: parent.pathToRoot)
        let inside: [Int32]
        if NodeCounting.groupsViews(parent.content.view) {
            inside = own
        } else if NodeCounting.isPlainContainer(parent.content.view), own.count == 1, let node = tree.node(own[0]), node.role == .container {
            inside = node.children
        } else {
            // One of SwiftUI's views that lays its content out among views of its own (a
            // NavigationStack's bar, a List's rows): the content's views are found inside it by
            // what they build. Those it does not build (the tabs a TabView does not show) are
            // passed over.
            let shapes = try (0..<children.count).map { position -> BuiltShape in
                guard let child = try? children.element(at: position) else { return BuiltShape.empty }
                return try BuiltShape(of: child, path: step.pathToRoot)
            }
            return try nodes(shaped: shapes, within: own, path: step.pathToRoot, container: parent.pathToRoot, target: index, whole: true)[index]
        }
        let counts = try (0..<children.count).map { try Self.nodeCount(of: children, at: $0) }
        let offset = counts[..<index].reduce(0, +)
        guard counts.reduce(0, +) == inside.count else {
            throw InspectionError.notSupported(
                "frame() cannot place \(step.pathToRoot): the views inside \(parent.pathToRoot) come to \(counts.reduce(0, +)) laid-out views, the host built \(inside.count)")
        }
        return Array(inside[offset..<(offset + counts[index])])
    }

    /// The nodes that views of `shapes` (in order) were built into, for each view, found among
    /// the nodes in the subtrees of `roots` by their shapes: each shape must be there exactly as
    /// many times as the views have it, in the same order, else the views are not told apart
    /// from the container's own (a title that is also a row's text) and `notSupported` is
    /// thrown. A view whose shape is not there at all was not built: its nodes are empty, unless
    /// it is the `target`, which must be there.
    ///
    /// With `whole`, the target's nodes must be all the container built for it: each the primary
    /// view of a modifier's node, or among views that are all the content's. A container that
    /// builds a view otherwise than it is built on its own (a Form's picker, whose label it shows
    /// beside the menu the picker builds alone) would otherwise give the frame of a part of it.
    private func nodes(shaped shapes: [BuiltShape], within roots: [Int32], path: String, container: String,
                       target: Int = 0, whole: Bool = false) throws -> [[Int32]] {
        let wanted = Set(shapes.flatMap(\.signatures))
        // The subtrees' nodes in depth-first order, with their signatures.
        let subtrees = NodeSignatures(tree: tree, roots: roots)
        let candidates = subtrees.preorder
        var matches: [Int: [Int32]] = [:]
        for (node, signature) in candidates where wanted.contains(signature) { matches[signature, default: []].append(node) }
        var multiplicity: [Int: Int] = [:]
        for (position, shape) in shapes.enumerated() where position == target || shape.signatures.allSatisfy({ matches[$0] != nil }) {
            for signature in shape.signatures { multiplicity[signature, default: 0] += 1 }
        }
        var used: [Int: Int] = [:]
        var result: [[Int32]] = []
        var placed: [Int32] = []
        for (position, shape) in shapes.enumerated() {
            guard position == target || shape.signatures.allSatisfy({ matches[$0] != nil }) else {
                result.append([])
                continue
            }
            var nodes: [Int32] = []
            for signature in shape.signatures {
                let found = matches[signature] ?? []
                guard found.count == multiplicity[signature] else {
                    throw InspectionError.notSupported(found.isEmpty
                        ? "frame() found no views of \(path) inside \(container): the host did not build it there"
                        : "frame() cannot tell \(path) apart inside \(container): the host built \(found.count) views like those of its content there")
                }
                let next = used[signature, default: 0]
                used[signature] = next + 1
                nodes.append(found[next])
            }
            result.append(nodes)
            placed += nodes
        }
        let order = Dictionary(candidates.enumerated().map { ($1.node, $0) }, uniquingKeysWith: { first, _ in first })
        guard zip(placed, placed.dropFirst()).allSatisfy({ (order[$0] ?? 0) < (order[$1] ?? 0) }) else {
            throw InspectionError.notSupported("frame() cannot tell \(path) apart inside \(container): the host built its views in another order")
        }
        if whole {
            let content = Set(placed)
            for node in result[target] {
                guard let parent = subtrees.parent[node], let holder = tree.node(parent) else { continue }
                let isPrimary = holder.role == .wrapper && holder.children.first == node
                guard isPrimary || holder.children.allSatisfy(content.contains) else {
                    throw InspectionError.notSupported(
                        "frame() cannot tell where \(path) ends inside \(container): the host builds it with views of its own beside it (\(holder.name))")
                }
            }
        }
        return result
    }

    /// Whether `step` is `parent` itself, typed: an accessor called on a view of any type
    /// (`inspect().vStack()`) gives the view it holds. Its view and the value it was built
    /// from are of the parent's types, which no view inside it can be (a container's type
    /// includes its content's).
    private static func isSameView(_ step: any UnwrappedView, as parent: any UnwrappedView) -> Bool {
        guard parent.isClassified, Unwrapping.tupleChildren(parent.content.view) == nil,
              Swift.type(of: step.content.view) == Swift.type(of: parent.content.view) else { return false }
        switch (step.content.builtValue, parent.content.builtValue) {
        case let (step?, parent?): return Swift.type(of: step) == Swift.type(of: parent)
        case (nil, nil): return true
        default: return false
        }
    }

    /// The views inside `parent`'s view, as the accessors that reach them number them: its
    /// content's views, or a custom view's body.
    private static func children(of parent: any UnwrappedView) throws -> LazyGroup<Content> {
        let content = parent.content
        if let marker = SearchIndex.marker(of: content) {
            if let multiple = marker as? any MultipleViewContent.Type { return try multiple.children(content) }
            if let single = marker as? any SingleViewContent.Type {
                let child = try single.child(content)
                return LazyGroup(count: 1) { _ in child }
            }
        } else if !Inspector.isSystemType(value: content.view), content.view is any SwiftUIView {
            return try CustomViews.body(of: content)
        }
        throw InspectionError.notSupported("frame() cannot follow the views inside \(parent.pathToRoot) (\(Inspector.typeName(value: content.view)))")
    }

    /// Which of `children` `step` is: the one at its index when it is of its type, else the only
    /// one of its type.
    private static func index(of step: any UnwrappedView, among children: LazyGroup<Content>, parentPath: String) throws -> Int {
        let type = Swift.type(of: step.content.view)
        if let index = step.inspectionIndex ?? (children.count == 1 ? 0 : nil), index < children.count,
           let child = try? children.element(at: index), Swift.type(of: child.view) == type {
            return index
        }
        let sameType = (0..<children.count).filter { position in
            (try? children.element(at: position)).map { Swift.type(of: $0.view) == type } ?? false
        }
        guard sameType.count == 1 else {
            throw InspectionError.notSupported("frame() cannot tell which view inside \(parentPath) \(step.pathToRoot) is")
        }
        return sameType[0]
    }

    /// How many nodes the child at `position` builds; none for an absent one (an `if` that is
    /// false).
    private static func nodeCount(of children: LazyGroup<Content>, at position: Int) throws -> Int {
        let child: Content
        do {
            child = try children.element(at: position)
        } catch InspectionError.viewNotFound {
            return 0
        }
        return try NodeCounting.count(of: child.builtValue ?? child.view, medium: child.medium)
    }

    // MARK: Nodes of one view

    /// The nodes of `content`'s view itself: `nodes` (those of the value with its modifiers)
    /// with the nodes its modifiers added stepped through.
    private func ownNodes(of content: Content, builtInto nodes: [Int32], path: String) throws -> [Int32] {
        guard var value = content.builtValue else {
            guard content.medium.viewModifiers.isEmpty else {
                throw InspectionError.notSupported("frame() cannot follow the modifiers of \(path)")
            }
            return nodes
        }
        var nodes = nodes
        while true {
            if let modified = value as? ModifiedContentValue {
                let steps = try ModifierProbe.pathToContent(of: modified.modifierValue, environment: content.medium.environment, path: path)
                nodes = try nodes.map { try follow(steps, from: $0, path: path) }
                value = modified.contentValue
            } else if let optional = value as? OptionalViewValue {
                guard let wrapped = optional.wrappedView else { return [] }
                value = wrapped
            } else if let modifying = value as? any ModifyingView {
                let steps = try ModifierProbe.pathToContent(of: modifying, environment: content.medium.environment, path: path)
                nodes = try nodes.map { try follow(steps, from: $0, path: path) }
                value = modifying.modifiedView
            } else if Inspector.typeName(value: value, generics: .remove) == "LayoutView",
                      let wrapped = try? Inspector.attribute(label: "content", value: value) {
                // A custom `Layout` applied to views: its node holds the views inspection sees
                // in its place.
                nodes = try nodes.flatMap { node -> [Int32] in
                    guard let found = tree.node(node), found.role == .container else {
                        throw InspectionError.notSupported("frame() expected a custom layout's container around \(path)")
                    }
                    return found.children
                }
                value = wrapped
            } else if let inner = NodeCounting.transparentWrappedView(value) {
                value = inner
            } else {
                return nodes
            }
        }
    }

    /// The node reached from `node` through the children at `steps`.
    private func follow(_ steps: [Int], from node: Int32, path: String) throws -> Int32 {
        var current = node
        for step in steps {
            guard let found = tree.node(current), step < found.children.count else {
                throw InspectionError.notSupported("frame() found the host's nodes around \(path) other than its modifiers build them")
            }
            current = found.children[step]
        }
        return current
    }

    /// Checks that `nodes` are the view's: its own node is of the kind its type builds (a leaf
    /// for a Text, a container for a stack), and the nodes are what the view builds on its own
    /// (the same layout subtrees, names and all), when it can be built on its own.
    private func check(_ content: Content, builtInto nodes: [Int32], path: String) throws {
        if let expected = NodeCounting.expectedRole(of: content.view) {
            let own = try ownNodes(of: content, builtInto: nodes, path: path)
            guard own.count == 1, let node = tree.node(own[0]), node.role == expected else {
                throw InspectionError.notSupported("frame() found \(path) built otherwise than its type builds; its frame is not known")
            }
        }
        guard let shape = try? BuiltShape(of: content, path: path) else { return }
        let signatures = NodeSignatures(tree: tree, roots: nodes)
        guard shape.signatures == nodes.map({ signatures.signature[$0] ?? 0 }) else {
            throw InspectionError.notSupported("frame() found \(path) built otherwise in the host than on its own; its frame is not known")
        }
    }

    /// The frame of `nodes`: their union, when all were placed.
    private func frame(of nodes: [Int32], path: String) throws -> CGRect {
        guard !nodes.isEmpty else {
            throw InspectionError.notSupported("\(path) builds no views in the host, so it has no frame")
        }
        var union: CGRect?
        for node in nodes {
            guard let frame = tree.node(node)?.frame else {
                throw InspectionError.notSupported(
                    "\(path) is built but was not placed in the host (a view ViewThatFits did not choose, or content its container does not show), so it has no frame")
            }
            union = union.map { $0.union(frame) } ?? frame
        }
        return union ?? .zero
    }
}
