/// A modifier that attaches something to each node its content produced — a lifecycle action, a
/// preference write, an observer — and adds no layout node. What it attaches is keyed by the
/// modifier's identity (mixed with the node's ordinal when the content produced several), and is
/// attached again to the node that replaces one when a view is rebuilt alone (`buildAttaching`).
@usableFromInline nonisolated struct NodeAttachingModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    /// Given the builder and the identity of the attachment, what to attach to a node.
    let attachment: (_LayoutTreeBuilder, ViewIdentity) -> (Int32) -> Void
    /// The action of an `onAppear` or `onDisappear`, for the ViewInspector module's
    /// `callOnAppear()` (the attachment closure cannot be read back).
    var lifecycle: LifecycleTable.Action? = nil
    /// The preference write of `preference(key:value:)` or `transformPreference`, with its key,
    /// for the ViewInspector module's reads of modifiers written on preferences
    /// (`navigationBarHidden`, `previewDevice`…).
    var preferenceWrite: (key: ObjectIdentifier, write: PreferenceTable.Write)? = nil

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let identity = builder.identity
        builder.buildAttaching(content) { ordinal in
            attachment(builder, ordinal == 0 ? identity : identity.child(ordinal: ordinal, type: NodeAttachingModifier.self))
        }
    }
}
