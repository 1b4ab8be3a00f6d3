/// The view `overlayPreferenceValue` and `backgroundPreferenceValue` put over or behind their
/// content: a reader of the preference value its sibling (the modified view) produces, built when
/// placed — after the sibling, so anchors in the value are resolved — and built again when the
/// value changes. Its content fills it and is aligned in it, as an overlay's would be.
@usableFromInline nonisolated struct PreferenceValueReader<K: PreferenceKey, V: View>: View {
    let alignment: Alignment
    let transform: (K.Value) -> V

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let source = PreferenceSource<K>()
        let position = builder.deferredPosition
        let preferences = builder.graph.preferences
        let box = GeometryReaderBox(environment: builder.environment, graph: builder.graph) { _, builder in
            position.enter(builder)
            let content = builder.evaluateTracked { view.transform(source.value) }
            return builder.nodes(of: content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: view.alignment))
        }
        box.refreshInput = { engine, reader in source.refresh(reader: reader, engine: engine, preferences: preferences) }
        builder.addGeometryReader(box)
    }
}

/// The preference value a reader last read.
private final class PreferenceSource<K: PreferenceKey> {
    var value = K.defaultValue
    private var hasValue = false

    /// Reads the value the reader's sibling (its parent's first child) produces; `true` when it
    /// changed (values that cannot be compared count as changed).
    func refresh(reader: Int32, engine: LayoutEngine, preferences: PreferenceTable) -> Bool {
        let parent = engine.tree.nodes[Int(reader)].parent
        guard parent >= 0 else { return false }
        let sibling = engine.tree.childList[Int(engine.tree.nodes[Int(parent)].firstChild)]
        let new = preferences.value(K.self, at: sibling, in: engine)
        defer { value = new; hasValue = true }
        return !(hasValue && valuesEqual(value, new))
    }
}
