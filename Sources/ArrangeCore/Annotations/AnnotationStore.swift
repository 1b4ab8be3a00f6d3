import Foundation

/// The per-node store of `ViewAnnotation`s: `LayoutEngine.annotations`, by node. Few nodes have
/// any, so it is a dictionary; detached nodes keep theirs but are unreachable (every query walks
/// the live tree from the root), and a build from the root starts a new engine.
///
/// Annotations follow a node the way render attributes and `.id` do: they are applied through
/// `buildUpdating` (so an edit an enclosing view made is replayed on the node that replaces a
/// rebuilt view's), and a view kept as it was restores its nodes' annotations from its
/// `OutputSnapshot` before the enclosing views apply theirs again.
@usableFromInline nonisolated struct AnnotatingModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let annotations: [ViewAnnotation]

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let annotations = self.annotations
        let engine = builder.engine
        builder.buildUpdating(content) { _, node in
            engine.tree.annotations[node, default: []].append(contentsOf: annotations)
        }
    }
}

nonisolated extension View {
    /// Records `annotations` on the nodes this view produces, with no layout effect.
    func annotated(_ annotations: ViewAnnotation...) -> ModifiedContent<Self, AnnotatingModifier> {
        modifier(AnnotatingModifier(annotations: annotations))
    }
}
