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

    /// The frame in its host of `view` (see `InspectableView.frame()`): the frame of the nodes
    /// its value, with the modifiers applied to it, was built into; their union when it is
    /// several views (a `ForEach`, a `Group`).
    static func frame(of view: any UnwrappedView) throws -> CGRect {
        var steps: [any UnwrappedView] = []
        var current: (any UnwrappedView)? = view
        while let step = current {
            steps.append(step)
            current = step.parentView
        }
        steps.reverse()
        guard let root = steps.first, root.content.medium.rootView != nil else {
            throw InspectionError.notSupported("frame() needs the view to be reached from inspect() on a view")
        }
        let host = try Self.host(of: root.content)
        let layout = LaidOutViews(tree: assumingMainActor(host) { $0.laidOutTree() })
        var nodes = layout.tree.rootNodes
        for (parent, step) in zip(steps, steps.dropFirst()) {
            nodes = try layout.nodes(of: step, inside: parent, whoseNodesAre: nodes)
        }
        try layout.check(view.content, builtInto: nodes, path: view.pathToRoot)
        return try layout.frame(of: nodes, path: view.pathToRoot)
    }

    /// The host `content`'s view is laid out in: the one `ViewHosting.host(view:)` made for the
    /// test, brought up to date, else the inspected root laid out anew at
    /// `ViewHosting.defaultSize` (which runs its `onAppear` actions, as showing it would).
    static func host(of content: Content) throws -> HostingView<AnyView> {
        if let function = content.medium.hostingFunction, let host = ViewHosting.host(function: function) {
            assumingMainActor(host) { $0.update() }
            return host
        }
        guard let root = content.medium.rootView else {
            throw InspectionError.notSupported("frame() needs the view to be reached from inspect() on a view")
        }
        let view = AnyView(root)
        return assumingMainActor(view) { HostingView(rootView: $0, size: ViewHosting.defaultSize) }
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

/// What a view builds, as signatures of the layout subtrees it builds (one per top-level
/// node): found by building the view alone in a scratch host, in the environment inspection
/// gives it.
struct BuiltShape {
    /// The signatures of its top-level nodes, in order.
    let signatures: [Int]

    /// A view that builds nothing.
    static let empty = BuiltShape(signatures: [])

    private init(signatures: [Int]) { self.signatures = signatures }

    /// The shape of the view in `content`, with its modifiers.
    init(of content: Content, path: String) throws {
        guard let value = content.builtValue ?? (content.medium.viewModifiers.isEmpty ? content.view : nil),
              let view = value as? any SwiftUIView else {
            throw InspectionError.notSupported(
                "frame() cannot find \(path) in the host: it finds it by building it on its own, and this is not a view it can build (a modifier's content, a toolbar)")
        }
        let input = (AnyView(view), content.medium.environment)
        signatures = assumingMainActor(input) { input in
            let tree = HostingView(buildingOnly: input.0, environment: input.1).laidOutTree()
            let signatures = NodeSignatures(tree: tree, roots: tree.rootNodes)
            return tree.rootNodes.map { signatures.signature[$0] ?? 0 }
        }
    }
}

/// Signatures of the layout subtrees under some nodes: a hash of each node's name and its
/// children's signatures, in order. A GeometryReader's children are left out: they are built
/// when it is placed, so a scratch host does not have them.
struct NodeSignatures {
    /// The nodes in depth-first order, each with its signature.
    private(set) var preorder: [(node: Int32, signature: Int)] = []
    /// The signature of each node.
    private(set) var signature: [Int32: Int] = [:]
    /// The parent of each node below the roots.
    private(set) var parent: [Int32: Int32] = [:]

    init(tree: LaidOutTree, roots: [Int32]) {
        // Depth first without recursing: the order, then the signatures children first.
        var order: [Int32] = []
        var pending = Array(roots.reversed())
        while let node = pending.popLast() {
            order.append(node)
            guard let current = tree.node(node), !current.buildsChildrenWhenPlaced else { continue }
            for child in current.children { parent[child] = node }
            pending.append(contentsOf: current.children.reversed())
        }
        for node in order.reversed() {
            guard let current = tree.node(node) else { continue }
            var hasher = Hasher()
            hasher.combine(current.name)
            if !current.buildsChildrenWhenPlaced {
                for child in current.children { hasher.combine(signature[child] ?? 0) }
            }
            signature[node] = hasher.finalize()
        }
        preorder = order.map { ($0, signature[$0] ?? 0) }
    }
}

/// How many layout nodes a view value builds, read from its structure: a view that only groups
/// views (a `TupleView`, `Group`, `ForEach`, `AnyView`, a custom view's body) builds its views'
/// nodes, an empty or absent view none, SwiftUI's leaves and stacks one; any other of SwiftUI's
/// views (a Section builds its header beside its content) as many as it builds in a scratch
/// host.
enum NodeCounting {
    /// The nodes `value` builds; `medium` is what applies to it (for the environment custom
    /// views' bodies are evaluated in).
    static func count(of value: Any, medium: Content.Medium) throws -> Int {
        if value is AbsentView || value is EmptyView { return 0 }
        if let modified = value as? ModifiedContentValue {
            // A modifier wraps each node of its content, or marks it: as many nodes.
            return try count(of: modified.contentValue, medium: Unwrapping.adding(modified.modifierValue, to: medium))
        }
        if let optional = value as? OptionalViewValue {
            return try optional.wrappedView.map { try count(of: $0, medium: medium) } ?? 0
        }
        if let modifying = value as? any ModifyingView { return try count(of: modifying.modifiedView, medium: medium) }
        if Inspector.typeName(value: value, generics: .remove) == "LayoutView" { return 1 }
        if let inner = transparentWrappedView(value) { return try count(of: inner, medium: medium) }
        if let children = Unwrapping.tupleChildren(value) {
            return try children.reduce(0) { $0 + (try count(of: $1, medium: medium)) }
        }
        let content = Content(value, medium: medium)
        if groupsViews(value) {
            let children: LazyGroup<Content>
            if !Inspector.isSystemType(value: value) {
                children = try CustomViews.body(of: content)
            } else if let marker = SearchIndex.marker(of: content) as? any MultipleViewContent.Type {
                children = try marker.children(content)
            } else if let marker = SearchIndex.marker(of: content) as? any SingleViewContent.Type {
                let child = try marker.child(content)
                children = LazyGroup(count: 1) { _ in child }
            } else {
                throw InspectionError.notSupported("frame() cannot count the views of \(Inspector.typeName(value: value))")
            }
            var total = 0
            for index in 0..<children.count {
                guard let child = try? children.element(at: index) else { continue }
                total += try count(of: child.builtValue ?? child.view, medium: child.medium)
            }
            return total
        }
        guard let view = value as? any SwiftUIView else { return 1 }
        if expectedRole(of: value) != nil || isPlainContainer(value) { return 1 }
        // Another of SwiftUI's views (a Section builds its header beside its content): built
        // in a scratch host to count its nodes.
        let probe = AnyView(view)
        let environment = medium.environment
        return assumingMainActor((probe, environment)) { HostingView(buildingOnly: $0.0, environment: $0.1).laidOutTree().rootNodes.count }
    }

    /// Whether the view builds the nodes of the views it holds side by side, with none of its
    /// own: `TupleView`, `Group`, `ForEach`, `AnyView`, and custom views (their body).
    static func groupsViews(_ view: Any) -> Bool {
        if Unwrapping.tupleChildren(view) != nil { return true }
        if !Inspector.isSystemType(value: view) { return view is any SwiftUIView }
        let name = Inspector.typeName(value: view, generics: .remove)
        return name == "Group" || name == "ForEach" || name == "AnyView"
    }

    /// Whether the view is a container whose one node holds its content's nodes as they are,
    /// and nothing else: stacks, grids, ViewThatFits, a GeometryReader.
    static func isPlainContainer(_ view: Any) -> Bool {
        guard Inspector.isSystemType(value: view) else { return false }
        switch Inspector.typeName(value: view, generics: .remove) {
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits", "GeometryReader":
            return true
        default:
            return false
        }
    }

    /// The view inside a wrapper that builds only it (`EquatableView`, a conditional's
    /// branch); `nil` for other values.
    static func transparentWrappedView(_ value: Any) -> Any? {
        let name = Inspector.typeName(value: value, generics: .remove)
        if name == "EquatableView" { return try? Inspector.attribute(label: "content", value: value) }
        if name == "_ConditionalContent", let storage = try? Inspector.attribute(label: "storage", value: value) {
            return Mirror(reflecting: storage).children.first?.value
        }
        return nil
    }

    /// The kind of node a view of this type is built into, where the type says: a leaf for
    /// text, images, colours and shapes, a container for stacks; `nil` for other views.
    static func expectedRole(of view: Any) -> LaidOutTree.Role? {
        guard Inspector.isSystemType(value: view) else { return nil }
        switch Inspector.typeName(value: view, generics: .remove) {
        case "Text", "Image", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer", "Divider":
            return .leaf
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid":
            return .container
        default:
            return nil
        }
    }
}

/// What a modifier adds around the view it modifies, found by building it around a marked
/// view in a scratch host: the path (child indices) from the outermost node it builds down to
/// the modified view's node; empty for a modifier that adds no node.
enum ModifierProbe {
    /// The mark of the probe's view.
    private struct Marker: Hashable {}

    /// The path from the nodes `modifier` builds to its content's node, in `environment`.
    static func pathToContent(of modifier: Any, environment: EnvironmentValues, path: String) throws -> [Int] {
        guard let modifier = modifier as? any ViewModifier else {
            throw InspectionError.notSupported("frame() cannot follow \(Inspector.typeName(value: modifier)) applied to \(path)")
        }
        let probe = AnyView(marked(modifier))
        return try pathToMarker(in: probe, environment: environment, around: path, name: Inspector.typeName(value: modifier, generics: .remove))
    }

    /// The path from the nodes an Arrange view made for a modifier (`ModifyingView`) builds to
    /// its content's: found by building it around its own content in a scratch host, its
    /// content alone, and comparing the two.
    static func pathToContent(of modifying: any ModifyingView, environment: EnvironmentValues, path: String) throws -> [Int] {
        guard let whole = modifying as? any SwiftUIView, let content = modifying.modifiedView as? any SwiftUIView else {
            throw InspectionError.notSupported("frame() cannot follow the modifiers of \(path)")
        }
        let (outer, inner) = assumingMainActor((AnyView(whole), AnyView(content), environment)) { input in
            (HostingView(buildingOnly: input.0, environment: input.2).laidOutTree(), HostingView(buildingOnly: input.1, environment: input.2).laidOutTree())
        }
        let outerNames = outer.rootNodes.compactMap { outer.node($0)?.name }
        let innerNames = inner.rootNodes.compactMap { inner.node($0)?.name }
        if outerNames == innerNames { return [] }
        if outer.rootNodes.count == 1, let root = outer.node(outer.rootNodes[0]), root.role == .wrapper,
           let first = root.children.first, [outer.node(first)?.name] == innerNames.map(Optional.some) {
            return [0]
        }
        throw InspectionError.notSupported("frame() cannot follow \(Inspector.typeName(value: whole, generics: .remove)) applied to \(path)")
    }

    /// The probe's view: a colour no modifier is likely to add, marked with an `.id` (which a
    /// modifier may replace: `.id` itself).
    private static var markedView: some SwiftUIView {
        Color(red: 0.1234, green: 0.5678, blue: 0.9012).id(Marker())
    }

    private static func marked<M: ViewModifier>(_ modifier: M) -> some SwiftUIView {
        markedView.modifier(modifier)
    }

    private static func pathToMarker(in probe: AnyView, environment: EnvironmentValues, around path: String, name: String) throws -> [Int] {
        let tree = assumingMainActor((probe, environment)) { HostingView(buildingOnly: $0.0, environment: $0.1).laidOutTree() }
        let marker = AnyHashable(Marker())
        guard tree.rootNodes.count == 1 else {
            throw InspectionError.notSupported("frame() cannot follow \(name) applied to \(path): it does not build one view around its content")
        }
        let markedName = assumingMainActor(AnyView(markedView)) { view -> String? in
            let tree = HostingView(buildingOnly: view).laidOutTree()
            return tree.rootNodes.first.flatMap { tree.node($0)?.name }
        }
        // Depth first, without recursing: the paths to the nodes that carry the mark, and to
        // the leaves of the marked view's name (when a modifier replaced the mark).
        var pending: [(node: Int32, path: [Int])] = [(tree.rootNodes[0], [])]
        var found: [[Int]] = []
        var named: [[Int]] = []
        while let (node, steps) = pending.popLast() {
            guard let current = tree.node(node) else { continue }
            if current.id == marker { found.append(steps) }
            if current.role == .leaf, current.name == markedName { named.append(steps) }
            for (index, child) in current.children.enumerated() { pending.append((child, steps + [index])) }
        }
        if found.isEmpty { found = named }
        guard found.count == 1 else {
            throw InspectionError.notSupported("frame() cannot follow \(name) applied to \(path): it does not build its content once")
        }
        return found[0]
    }
}
