import Foundation

/// One placed node as renderers see it: its layout frame in host coordinates, what it draws
/// itself, its render-time effects and its children in drawing order.
package struct RenderNode {
    /// What a leaf draws of its own.
    package enum Content {
        /// A shape, colour, gradient or style fill.
        case shape(ShapeDrawing)
        /// A leaf another target measures and draws (Text, Image), with the size and proposal it
        /// was placed with, and the foreground style its uncoloured outlines take.
        case measured(any MeasuredLeaf, size: CGSize, proposal: ProposedViewSize, foreground: Paint)
    }

    /// The node's index in the engine (stable for one build of the tree).
    package var node: Int32
    /// The node's name in dumps ("Color(red)", "padding", "HStack").
    package var name: String
    /// The node's `.id`, if it has one.
    package var id: AnyHashable?
    /// The exact layout frame in host coordinates (offsets and other effects not applied).
    package var frame: CGRect
    package var content: Content?
    /// Effects in the order they apply: the first is closest to the view.
    package var effects: [RenderEffect]
    /// For a drawing that grows into the safe area (a style background): the safe rectangle it
    /// was placed in and the rectangle that was cut from, in host coordinates. Nil when it was
    /// placed outside any safe area.
    package var safeArea: (outer: CGRect, safe: CGRect)?
    /// Children in drawing order (back to front).
    package var children: [RenderNode] {
        get { childStorage?.nodes ?? [] }
        set { childStorage = newValue.isEmpty ? nil : RenderChildren(newValue) }
    }
    /// The children, in a box that takes deep trees apart without recursing (see
    /// `RenderChildren`); `nil` for a leaf.
    fileprivate var childStorage: RenderChildren?

    package init(node: Int32, name: String, id: AnyHashable?, frame: CGRect, content: Content?, effects: [RenderEffect], children: [RenderNode]) {
        self.node = node
        self.name = name
        self.id = id
        self.frame = frame
        self.content = content
        self.effects = effects
        self.childStorage = children.isEmpty ? nil : RenderChildren(children)
    }
}

/// A render node's children. Releasing a tree 100,000 levels deep would otherwise release one
/// level inside the other and overflow the stack; this takes the levels below apart one by one.
private final class RenderChildren {
    var nodes: [RenderNode]

    init(_ nodes: [RenderNode]) { self.nodes = nodes }

    deinit {
        var pending = nodes.compactMap(\.childStorage)
        guard !pending.isEmpty else { return }
        nodes = []
        while var storage = pending.popLast() {
            // Only what nobody else holds is taken apart; a shared box is just let go.
            guard isKnownUniquelyReferenced(&storage) else { continue }
            pending.append(contentsOf: storage.nodes.compactMap(\.childStorage))
            storage.nodes = []
        }
    }
}

extension HostingView {
    /// The placed tree in drawing order, for renderers: children in order (a background before
    /// its view), stably sorted by `zIndex`; hidden subtrees and nodes that were not placed are
    /// left out. `nil` when there is nothing to draw.
    /// Runs one step of a renderer's recursion over the render tree: here, or on a fresh stack
    /// when this thread's is nearly used up (see `StackRoom`).
    package func withStackRoom<R>(_ body: () -> R) -> R {
        engine.withStackRoom(body)
    }

    package func renderTree() -> RenderNode? {
        applyPendingChanges()
        engine.enterStackRoom()
        guard engine.tree.root >= 0 else { return nil }
        return engine.renderNode(engine.tree.root, parentOrigin: .zero)
    }

    /// Lays the root view out for `proposal` with its top-left corner at the host's origin (as
    /// `ImageRenderer` does, rather than centring it in the host) and returns its size. The
    /// host's `rootFrame` is not updated; setting `size` lays out as a window again.
    package func layoutForRendering(_ proposal: ProposedViewSize) -> CGSize {
        applyPendingChanges()
        // Settled like the host's own layout, so a picture shows what `onAppear`,
        // `onPreferenceChange` and the bars that settle from preferences make of the first pass.
        var size = CGSize.zero
        layoutUntilSettled { size = renderingPass(proposal) }
        return size
    }

    /// One layout pass at `proposal`, the image being the root's container.
    private func renderingPass(_ proposal: ProposedViewSize) -> CGSize {
        engine.beginPass()
        guard engine.tree.root >= 0 else { return .zero }
        // The image is the outermost container of container-relative frames; an unspecified
        // dimension gets SwiftUI's placeholder length.
        let container = proposal.replacingUnspecifiedDimensions()
        let context = engine.rootContext(container: container, safeArea: nil)
        var size = engine.size(engine.tree.root, proposal, context)
        if !(size.width.isFinite && size.height.isFinite) {
            engine.diagnostics.report("The root view's size \(size) for proposal \(proposal) is not finite; non-finite dimensions are drawn as 0.")
            size = CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        }
        engine.place(engine.tree.root, origin: .zero, parentOrigin: .zero, size: size, proposal: proposal, context)
        return size
    }
}

extension LayoutEngine {
    func renderNode(_ node: Int32, parentOrigin: CGPoint) -> RenderNode? {
        let placed = caches.placements[Int(node)]
        guard placed.isPlaced else { return nil }
        let attributes = tree.renderAttributes[node]
        if attributes?.isHidden == true { return nil }
        let origin = CGPoint(x: parentOrigin.x + placed.origin.x, y: parentOrigin.y + placed.origin.y)
        let frame = CGRect(origin: origin, size: placed.size)

        var content: RenderNode.Content?
        var safeArea: (outer: CGRect, safe: CGRect)?
        if let drawing = attributes?.drawing {
            content = .shape(drawing)
            if let placedIn = caches.safeAreaDrawings[node], let area = placedIn { safeArea = (area.outer, area.safe) }
        } else if let leaf = measuredLeaf(of: node) {
            content = .measured(leaf, size: placed.size, proposal: placed.proposal, foreground: foregroundPaint(of: node))
        }

        var effects = attributes?.effects ?? []
        if tree.nodes[Int(node)].flags.contains(.clipsContent) {
            let outsets = caches.scrollClipOutsets[node] ?? EdgeInsets()
            effects.insert(.clip(OutsetRectangle(outsets: outsets), FillStyle(antialiased: false)), at: 0)
        }

        var children: [RenderNode] = []
        for child in drawingOrder(of: node) {
            // One level of a recursion as deep as the tree (`StackRoom`).
            if let rendered = withStackRoom({ renderNode(child, parentOrigin: origin) }) { children.append(rendered) }
        }
        var rendered = RenderNode(node: node, name: name(of: node), id: tree.idOfNode[node], frame: frame, content: content, effects: effects, children: children)
        rendered.safeArea = safeArea
        return rendered
    }

    /// The children of `node` back to front: a background before the view it is behind, then a
    /// stable sort by each child's z-index.
    private func drawingOrder(of node: Int32) -> [Int32] {
        let info = tree.nodes[Int(node)]
        var children = (0..<Int(info.childCount)).map { tree.childList[Int(info.firstChild) + $0] }
        // A single child needs no order (and looking for its z-index down a chain of modifiers at
        // every level would make deep trees quadratic).
        guard children.count > 1 else { return children }
        if tree.nodes[Int(node)].flags.contains(.drawsSecondChildBehind), children.count == 2 {
            children.swapAt(0, 1)
        }
        let keyed = children.map { (node: $0, z: effectiveZIndex($0)) }
        guard keyed.contains(where: { $0.z != 0 }) else { return children }
        return keyed.enumerated()
            .sorted { $0.element.z != $1.element.z ? $0.element.z < $1.element.z : $0.offset < $1.offset }
            .map(\.element.node)
    }

    /// A view's z-index: set on its node or, since modifiers applied after `zIndex` (padding,
    /// frames, overlays) wrap that node, on the node they wrap, as with other traits.
    private func effectiveZIndex(_ node: Int32) -> Double {
        var current = node
        while true {
            if let z = tree.renderAttributes[current]?.zIndex, z != 0 { return z }
            guard tree.nodes[Int(current)].flags.contains(.wrapsFirstChild), tree.nodes[Int(current)].childCount > 0 else { return 0 }
            current = tree.childList[Int(tree.nodes[Int(current)].firstChild)]
        }
    }
}
