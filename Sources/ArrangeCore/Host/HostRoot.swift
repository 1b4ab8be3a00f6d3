/// The host's root position: the root view as the body of a view of the host's own, so that a
/// new root view or environment updates the tree from this view's record — views whose inputs
/// and environment did not change keep their nodes — instead of building it anew. Its body is
/// not counted in `bodyEvaluations`.
@usableFromInline nonisolated struct HostRoot<Content: View>: View {
    let content: Content
    @usableFromInline var body: Content { content }

    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildBody(of: view, countsAsBody: false)
    }
}
