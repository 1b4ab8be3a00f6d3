/// Evaluating one view's body again, alone, and putting what it builds in place of what it
/// built before: the heart of an update after a state change.
extension ViewGraph {
    /// Applies the changes waiting in the graph to the tree of `engine`: each invalidated view
    /// (outermost first) has its body evaluated again and its nodes replaced. Returns `false`
    /// when the tree must be built again from the root instead (a view at the root changed the
    /// number of views it produces).
    func applyChanges(to engine: LayoutEngine) -> Bool {
        let dirty = takeDirtyRecords().sorted { ($0.context?.depth ?? 0) < ($1.context?.depth ?? 0) }
        keptNodes.removeAll(keepingCapacity: true)
        for record in dirty where record.isDirty {
            // Evaluated already as part of an enclosing view rebuilt in this update, or gone.
            guard records[record.identity] === record else { continue }
            if !rebuild(record, in: engine) { return false }
        }
        return true
    }

    /// Builds `record`'s view again where it was and splices its new nodes in. When the view now
    /// produces a different number of nodes, its enclosing view is rebuilt instead (the
    /// enclosing container's children change); `false` when there is none.
    private func rebuild(_ record: ViewRecord, in engine: LayoutEngine) -> Bool {
        // A view a list reads through is built again by the list's body.
        if record.isReadAsListContent, let parent = record.parent {
            parent.isDirty = true
            return rebuild(parent, in: engine)
        }
        guard let context = record.context, let view = record.view else { return false }
        beginBuild()
        let builder = _LayoutTreeBuilder(engine: engine, environment: context.environment, graph: self)
        builder.stackAxis = context.stackAxis
        builder.isBuildingGridContent = context.isBuildingGridContent
        builder.modifierContents = context.modifierContents
        builder.depth = context.depth
        builder.identity = record.identity
        builder.currentRecord = record.parent
        let siblings = record.parent?.children.count ?? 0
        let oldOutputs = record.outputs
        let oldFinish = record.finishedAt
        EnvironmentValues.$current.withValue(builder.environment) { builder.asBuilding { view.buildAgain(in: builder) } }
        // The record is already among its parent's children.
        if let parent = record.parent, parent.children.count > siblings { parent.children.removeLast(parent.children.count - siblings) }
        let newOutputs = builder.output
        guard newOutputs.count == oldOutputs.count else {
            // The new nodes stay (they are the record's outputs now, which the enclosing view
            // keeps when it is built again); the old ones are detached with the enclosing view's.
            guard let parent = record.parent else { return false }
            parent.isDirty = true
            return rebuild(parent, in: engine)
        }
        for (old, new) in zip(oldOutputs, newOutputs) where old != new {
            engine.replaceSubtree(old, with: new, keeping: keptNodes)
            // Enclosing views whose output this node was (a body that is just this view) now
            // produce the new node.
            var ancestor = record.parent
            while let current = ancestor, let i = current.outputs.firstIndex(of: old) {
                current.outputs[i] = new
                // Its snapshot was of the old node: it is built again next time.
                current.snapshots = nil
                ancestor = current.parent
            }
            // Edits enclosing views applied after this view was built (an `.id`, a priority, an
            // offset) apply to the new node too.
            let edits = editLogs.removeValue(forKey: old) ?? []
            for edit in edits where edit.stamp > oldFinish {
                edit.apply(new)
                logEdit(on: new, edit.apply)
            }
        }
        return true
    }
}
