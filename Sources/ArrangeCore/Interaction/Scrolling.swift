import Foundation

extension InteractionScene {
    /// The scroll view the entry is or contains (the first below it: a `List`'s).
    func scrollView(at index: Int) -> (index: Int, scroll: ScrollAction)? {
        for candidate in subtree(of: index) {
            if let action = action(candidate), action.kind == .scrollView, let scroll = action.scroll { return (candidate, scroll) }
        }
        return nil
    }

    /// The nearest scroll view around the entry.
    func enclosingScrollView(of index: Int) -> (index: Int, scroll: ScrollAction)? {
        for ancestor in ancestors(of: index) {
            if let action = action(ancestor), action.kind == .scrollView, let scroll = action.scroll { return (ancestor, scroll) }
        }
        return nil
    }

    /// The scroll view's offset now, and the largest it can take: the content's size less the
    /// viewport's, along the scroll axes (zero across them).
    func scrollGeometry(of index: Int, axes: Axis.Set) -> (offset: CGPoint, content: CGRect, maximum: CGPoint) {
        let viewport = entries[index].frame
        let children = subtree(of: index).dropFirst().filter { entries[$0].parent == index }
        let content = children.map { entries[$0].frame }.reduce(CGRect?.none) { $0?.union($1) ?? $1 } ?? viewport
        // Content placed at the start along a scroll axis sits there less the offset.
        let offset = CGPoint(x: axes.contains(.horizontal) ? viewport.minX - content.minX : 0,
                             y: axes.contains(.vertical) ? viewport.minY - content.minY : 0)
        let maximum = CGPoint(x: axes.contains(.horizontal) ? max(0, content.width - viewport.width) : 0,
                              y: axes.contains(.vertical) ? max(0, content.height - viewport.height) : 0)
        return (offset, content, maximum)
    }
}

extension HostingView {
    /// Scrolls the `ScrollView` (or `List`) matching `query` so its content is offset by
    /// `offset` from its start, as far as the content reaches (the offset is kept between zero
    /// and the content's length less the scroll view's, along its scroll axes); then lays out
    /// again, moving the content's frames. Arrange's own.
    ///
    ///     try host.scroll("list", to: CGPoint(x: 0, y: 200))
    ///     #expect(try host.find("row-10").frame.minY == 10 * 44 - 200)
    ///
    /// The position is kept while the scroll view keeps its identity. Throws
    /// `InteractionError` when nothing or several views match, or no scroll view is there, or
    /// scrolling is disabled (`scrollDisabled(true)`).
    @MainActor
    public func scroll(_ query: ViewQuery, to offset: CGPoint) throws {
        let scene = interactionScene()
        let index = try scene.unique(query)
        guard let scrollView = scene.scrollView(at: index) else {
            throw InteractionError(.notActionable, "\(scene.foundView(index)) is not a scroll view and has none inside it.")
        }
        try scroll(scrollView, in: scene, to: offset)
    }

    /// Scrolls the `ScrollView` (or `List`) matching `query` until the view matching `target`
    /// shows, as `ScrollViewProxy.scrollTo(_:anchor:)` does: with no anchor, by as little as
    /// brings it wholly in view; with one, so that point of the target meets the same point of
    /// the scroll view (`.top`: its top at the scroll view's top), as far as the content
    /// reaches. Then lays out again. Arrange's own.
    ///
    ///     try host.scroll("list", to: "row-40")
    ///     try host.scroll("list", to: "row-40", anchor: .top)
    @MainActor
    public func scroll(_ query: ViewQuery, to target: ViewQuery, anchor: UnitPoint? = nil) throws {
        let scene = interactionScene()
        let index = try scene.unique(query)
        guard let scrollView = scene.scrollView(at: index) else {
            throw InteractionError(.notActionable, "\(scene.foundView(index)) is not a scroll view and has none inside it.")
        }
        let targetIndex = try scene.unique(target)
        guard scene.subtree(of: scrollView.index).contains(targetIndex) else {
            throw InteractionError(.notActionable, "\(scene.foundView(targetIndex)) is not in \(scene.foundView(scrollView.index)).")
        }
        try scroll(scrollView, in: scene, toShow: targetIndex, anchor: anchor)
    }

    /// Scrolls the scroll view nearest around the view matching `target` until it shows (see
    /// `scroll(_:to:anchor:)`). Arrange's own: `try host.scroll(to: "row-40")`.
    @MainActor
    public func scroll(to target: ViewQuery, anchor: UnitPoint? = nil) throws {
        let scene = interactionScene()
        let targetIndex = try scene.unique(target)
        guard let scrollView = scene.enclosingScrollView(of: targetIndex) else {
            throw InteractionError(.notActionable, "\(scene.foundView(targetIndex)) is in no scroll view.")
        }
        try scroll(scrollView, in: scene, toShow: targetIndex, anchor: anchor)
    }

    /// Scrolls so the target entry shows (see `scroll(_:to:anchor:)`).
    private func scroll(_ scrollView: (index: Int, scroll: ScrollAction), in scene: InteractionScene, toShow target: Int, anchor: UnitPoint?) throws {
        let offset = Self.offset(of: scrollView, in: scene, toShow: scene.entries[target].frame, anchor: anchor)
        try self.scroll(scrollView, in: scene, to: offset)
    }

    /// The offset of the scroll view that shows `frame` (in host coordinates, as laid out now)
    /// as `scroll(_:to:anchor:)` describes, not yet kept within the content.
    private static func offset(of scrollView: (index: Int, scroll: ScrollAction), in scene: InteractionScene, toShow frame: CGRect, anchor: UnitPoint?) -> CGPoint {
        let geometry = scene.scrollGeometry(of: scrollView.index, axes: scrollView.scroll.axes)
        let viewport = scene.entries[scrollView.index].frame
        // The target's place in the content, which does not move as it scrolls.
        let start = CGPoint(x: frame.minX - geometry.content.minX, y: frame.minY - geometry.content.minY)
        func along(_ start: CGFloat, _ length: CGFloat, _ viewportLength: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return start + unit * length - unit * viewportLength }
            // Already in view: no scrolling; else the least that shows it (its start when it is
            // longer than the viewport).
            let visibleStart = current, visibleEnd = current + viewportLength
            if start >= visibleStart && start + length <= visibleEnd { return current }
            if start < visibleStart || length > viewportLength { return start }
            return start + length - viewportLength
        }
        return CGPoint(
            x: along(start.x, frame.width, viewport.width, geometry.offset.x, anchor?.x),
            y: along(start.y, frame.height, viewport.height, geometry.offset.y, anchor?.y))
    }

    /// `offset` kept between zero and the largest the scroll view's content allows, along its
    /// scroll axes (zero across them).
    private static func clamped(_ offset: CGPoint, _ scrollView: (index: Int, scroll: ScrollAction), in scene: InteractionScene) -> CGPoint {
        let axes = scrollView.scroll.axes
        let maximum = scene.scrollGeometry(of: scrollView.index, axes: axes).maximum
        return CGPoint(x: axes.contains(.horizontal) ? min(max(offset.x.finiteOrZero, 0), maximum.x) : 0,
                       y: axes.contains(.vertical) ? min(max(offset.y.finiteOrZero, 0), maximum.y) : 0)
    }

    /// Sets the scroll view's offset, kept within its content, and applies it.
    private func scroll(_ scrollView: (index: Int, scroll: ScrollAction), in scene: InteractionScene, to offset: CGPoint) throws {
        let disabled = ([scrollView.index] + scene.ancestors(of: scrollView.index)).contains { index in
            scene.annotations(index).contains { if case .scrollDisabled(true) = $0 { true } else { false } }
        }
        if disabled {
            throw InteractionError(.disabled, "\(scene.foundView(scrollView.index)) has scrolling disabled (scrollDisabled(true)).")
        }
        scrollView.scroll.setOffset(Self.clamped(offset, scrollView, in: scene))
        applyPendingChanges()
    }
}

extension HostingView {
    /// Performs the waiting `ScrollViewProxy.scrollTo(_:anchor:)` requests on the layout just
    /// made, oldest first: each finds the view marked `.id(id)`, then scrolls each scroll view
    /// around it, innermost first, so it shows (see `scroll(_:to:anchor:)`; `scrollDisabled`
    /// stops people, not code, as in SwiftUI). The new offsets are applied by the next pass.
    func performScrollRequests() {
        let requests = graph.scrollPositions.takeRequests()
        guard !requests.isEmpty else { return }
        let scene = InteractionScene(engine: engine)
        for request in requests {
            guard let target = scene.entries.indices.first(where: { engine.tree.idOfNode[scene.entries[$0].node] == request.id }) else {
                engine.diagnostics.report("ScrollViewProxy.scrollTo(\(quoted(request.id))) found no view with that id (.id(_:)); nothing scrolled.")
                continue
            }
            var frame = scene.entries[target].frame
            var current = target
            var scrolled = false
            while let scrollView = scene.enclosingScrollView(of: current) {
                let before = scene.scrollGeometry(of: scrollView.index, axes: scrollView.scroll.axes).offset
                let offset = Self.clamped(Self.offset(of: scrollView, in: scene, toShow: frame, anchor: request.anchor), scrollView, in: scene)
                scrollView.scroll.setOffset(offset)
                // The view moves with the content: an outer scroll view shows it where it now is.
                frame = frame.offsetBy(dx: before.x - offset.x, dy: before.y - offset.y)
                current = scrollView.index
                scrolled = true
            }
            if !scrolled {
                engine.diagnostics.report("ScrollViewProxy.scrollTo(\(quoted(request.id))): the view with that id is in no scroll view; nothing scrolled.")
            }
        }
    }
}
