import Observation

/// How the tree builder gives views with bodies their records: state installed before the body
/// is evaluated, the body's nodes remembered so the view can be built again alone.
extension _LayoutTreeBuilder {
    /// Builds the body of `view` (a view that is not primitive) under its record.
    func buildBody<V: View>(of view: V, countsAsBody: Bool = true) {
        let (record, previous) = enterRecord(V.self)
        if let previous, let old = (record.view as? RecordedViewValue<V>)?.view,
           canKeep(record, previous: previous, sameInputs: graph.plan(for: V.self).isEquivalent(old, view)) {
            return keep(record)
        }
        let given = view
        withReads(of: record) {
            var view = view
            let missing = graph.plan(for: V.self).install(into: &view, record: record, environment: environment)
            record.view = RecordedViewValue(view)
            guard missing.isEmpty else {
                return leaveOut(record, "\(V.self)", "the view is left out", missing: missing)
            }
            guard !buildsItselfWithoutEnd(given) else {
                report("\(V.self)'s body contains \(V.self) with the same values, \(Self.selfNestingLimit) times over: it builds itself without end "
                       + "(a modifier on a line of its own, without its leading dot, applies to `self`); the inner one is left out.")
                return buildContent(of: record, evaluatesBody: false) { EmptyView() }
            }
            let key = ObjectIdentifier(V.self)
            bodiesBeingBuilt[key, default: []].append(given)
            defer { bodiesBeingBuilt[key]?.removeLast() }
            let installed = view
            buildContent(of: record, evaluatesBody: countsAsBody) { assumingMainActor(installed) { $0.body } }
        }
    }

    /// How many times a view may contain itself, with the same values, before it is taken to
    /// build itself without end (a view whose environment changes as it nests is rare, and
    /// never this deep).
    static var selfNestingLimit: Int { 100 }

    /// Whether the last `selfNestingLimit` enclosing views of `view`'s type, being built, all
    /// have its values: its body would build it again forever.
    private func buildsItselfWithoutEnd<V: View>(_ view: V) -> Bool {
        guard let enclosing = bodiesBeingBuilt[ObjectIdentifier(V.self)], enclosing.count >= Self.selfNestingLimit else { return false }
        let plan = graph.plan(for: V.self)
        return enclosing.suffix(Self.selfNestingLimit).allSatisfy { ($0 as? V).map { plan.isEquivalent($0, view) } ?? false }
    }

    /// Runs `build` noting the environment keys read in `record.readMask` (its `@Environment`
    /// properties when installed, and every read while its body is built, views inside
    /// included); the enclosing view's reads include them.
    private func withReads(of record: ViewRecord, _ build: () -> Void) {
        let enclosingReads = environment.reads
        let reads = EnvironmentReads()
        environment.reads = reads
        build()
        environment.reads = enclosingReads
        enclosingReads?.mask |= reads.mask
        record.readMask = reads.mask
    }

    /// Builds the body of a custom `ViewModifier` applied to `content`, under its record (a
    /// modifier can hold state too).
    func buildModifierBody<M: ViewModifier, C: View>(_ modifier: M, content: C) {
        let (record, _) = enterRecord(ModifiedContent<C, M>.self)
        // (A modifier's content comes from the enclosing view, which is being built again: a
        // modifier with a body is always built again with it.)
        withReads(of: record) {
            var modifier = modifier
            let missing = graph.plan(for: M.self).install(into: &modifier, record: record, environment: environment)
            record.view = RecordedViewValue(ModifiedContent(content: content, modifier: modifier))
            guard missing.isEmpty else {
                return leaveOut(record, "\(M.self)", "the modifier and its content are left out", missing: missing)
            }
            let installed = modifier
            withModifierContent({ $0.build(content) }) {
                buildContent(of: record) { assumingMainActor(installed) { $0.body(content: _ViewModifier_Content()) } }
            }
        }
    }

    /// Evaluates view code (a body, a `ForEach`'s content closure) on behalf of the current
    /// record: the `@Observable` properties it reads invalidate that record when they change
    /// (the Observation module; one registration per evaluation, as SwiftUI does).
    @inline(__always)
    func evaluateTracked<T>(_ evaluate: () -> T) -> T {
        guard let record = currentRecord else { return evaluate() }
        return withObservationTracking(evaluate) { [weak record] in record?.invalidate() }
    }

    /// Evaluates view code for the elements `0..<count` (a `ForEach`'s content closure) on
    /// behalf of the current record, as `evaluateTracked` does, but up to `trackingBatch`
    /// elements under one observation registration, and hands each result with its offset to
    /// `build` once its batch is evaluated. Only the evaluations are tracked, never the building,
    /// so reads inside the elements' own bodies stay with their own records. The batch is raw
    /// memory, not an array: this code is unspecialised, and generic containers and tuples would
    /// look up their metadata for every element. It is temporary memory, on the stack unless
    /// large, not an allocation per `ForEach`.
    /// Inlined where it is used, so the closures it is given are not called through contexts.
    @inline(__always)
    func evaluateTrackedInBatches<Content>(count: Int, _ evaluate: (Int) -> Content, then build: (Content, Int) -> Void) {
        guard currentRecord != nil else {
            for offset in 0..<Swift.max(count, 0) { build(evaluate(offset), offset) }
            return
        }
        let capacity = Swift.min(count, Self.trackingBatch)
        guard capacity > 0 else { return }
        withUnsafeTemporaryAllocation(of: Content.self, capacity: capacity) { buffer in
            guard let batch = buffer.baseAddress else { return }
            var start = 0
            while start < count {
                let end = Swift.min(start + capacity, count)
                evaluateTracked {
                    for offset in start..<end { (batch + (offset - start)).initialize(to: evaluate(offset)) }
                }
                for offset in start..<end { build((batch + (offset - start)).move(), offset) }
                start = end
            }
        }
    }

    /// How many `ForEach` elements are evaluated under one observation registration: enough to
    /// make the registration's cost small per element, few enough to hold little at a time.
    static var trackingBatch: Int { 32 }

    /// Whether the view of `record`, built again inside an enclosing view that is being built
    /// again, can keep its nodes as they are (`previous` is its last build, given only when it was
    /// not invalidated since): its inputs are the same,
    /// no environment value it (or anything built inside it) read changed, and it sits in the same
    /// kind of place (enclosing stack axis, grid content) in the same tree. Its nodes then keep
    /// their remembered answers and placements, and its body is not evaluated.
    private func canKeep(_ record: ViewRecord, previous: BuildContext, sameInputs: @autoclosure () -> Bool) -> Bool {
        guard record.snapshots != nil, record.treeGeneration == graph.treeGeneration,
              deferredParent == nil, modifierContents.isEmpty, previous.modifierContents.isEmpty,
              previous.stackAxis == stackAxis, previous.isBuildingGridContent == isBuildingGridContent
        else { return false }
        guard record.readMask == 0 || previous.environment.changedKeys(comparedTo: environment) & record.readMask == 0 else { return false }
        return sameInputs()
    }

    /// Keeps the nodes of `record` (see `canKeep`): restored to how the view left them (the
    /// enclosing views apply their edits again) and handed to the enclosing view.
    private func keep(_ record: ViewRecord) {
        guard let snapshots = record.snapshots else { return }
        for (node, snapshot) in zip(record.outputs, snapshots) {
            engine.tree.nodes[Int(node)].priority = snapshot.priority
            engine.tree.nodes[Int(node)].traits = snapshot.traits
            if snapshot.attributes != nil || engine.tree.renderAttributes[node] != nil {
                engine.tree.renderAttributes[node, default: RenderAttributes()] = snapshot.attributes ?? RenderAttributes()
            }
            engine.assignID(snapshot.id, to: node)
            if snapshot.annotations != nil || engine.tree.annotations[node] != nil { engine.tree.annotations[node] = snapshot.annotations }
            graph.preferences.truncateWriters(node, to: snapshot.preferenceWriters)
            if let log = graph.editLogs[node], log.last.map({ $0.stamp > record.finishedAt }) == true {
                graph.editLogs[node] = log.filter { $0.stamp <= record.finishedAt }
            }
            graph.keptNodes.insert(node)
        }
        output.append(contentsOf: record.outputs)
        environment.reads?.mask |= record.readMask
    }

    /// The record of the view being built at the current identity: the one it had, or a new one,
    /// with where it was built before (`nil` for a new one, or one invalidated since).
    private func enterRecord<V>(_ type: V.Type) -> (ViewRecord, BuildContext?) {
        let key = ObjectIdentifier(type)
        var record: ViewRecord
        var previous: BuildContext?
        if let existing = graph.records[identity] {
            if existing.type == key && existing.seenInBuild != graph.buildGeneration {
                record = existing
                // An invalidated view is built again whatever its inputs: no previous build to keep.
                previous = existing.isDirty ? nil : existing.context
            } else if existing.seenInBuild == graph.buildGeneration {
                // Two views at one identity in one build: ForEach data with repeated ids. The
                // second gets state of its own that does not outlive this build.
                report("Two views have the same identity (a ForEach with repeated ids?); the state of the second is not kept.")
                record = ViewRecord(identity: identity, type: key, graph: graph, parent: currentRecord)
            } else {
                // Another type at this identity: another view, with fresh state.
                graph.discard(existing)
                record = ViewRecord(identity: identity, type: key, graph: graph, parent: currentRecord)
                graph.records[identity] = record
            }
        } else {
            record = ViewRecord(identity: identity, type: key, graph: graph, parent: currentRecord)
            graph.records[identity] = record
        }
        record.seenInBuild = graph.buildGeneration
        record.parent = currentRecord
        if let parent = currentRecord, parent !== deferredParent { parent.children.append(record) }
        record.isDirty = false
        record.context = BuildContext(environment: environment, stackAxis: stackAxis, isBuildingGridContent: isBuildingGridContent,
                                      modifierContents: modifierContents, depth: depth)
        return (record, previous)
    }

    /// A view whose `@EnvironmentObject`s are not all in the environment: SwiftUI stops the
    /// program; Arrange reports it and leaves the view out (its body, which would read the
    /// missing object, is not evaluated, and it produces no nodes). The record stays, so the view
    /// is built again when its parent is, and appears once an enclosing view supplies the object.
    private func leaveOut(_ record: ViewRecord, _ name: String, _ consequence: String, missing: [Any.Type]) {
        let types = missing.map { "\($0)" }.joined(separator: ", ")
        report("\(name) reads an @EnvironmentObject of type \(types) that no enclosing view supplies with environmentObject(_:); \(consequence).")
        buildContent(of: record, evaluatesBody: false) { EmptyView() }
    }

    /// Evaluates a body with `record` as the current record and builds it; afterwards the
    /// record knows its output nodes, and views its body no longer builds leave the graph.
    private func buildContent<Body: View>(of record: ViewRecord, evaluatesBody: Bool = true, _ evaluate: () -> Body) {
        let previousChildren = record.children
        record.children = []
        let enclosing = currentRecord
        currentRecord = record
        let start = output.count
        if evaluatesBody { graph.bodyEvaluations += 1 }
        let body = evaluateTracked(evaluate)
        build(body)
        currentRecord = enclosing
        record.outputs = Array(output[start...])
        graph.editStamp += 1
        record.finishedAt = graph.editStamp
        record.treeGeneration = graph.treeGeneration
        record.snapshots = record.outputs.map { node in
            OutputSnapshot(priority: engine.tree.nodes[Int(node)].priority, traits: engine.tree.nodes[Int(node)].traits,
                           attributes: engine.tree.renderAttributes[node], id: engine.tree.idOfNode[node],
                           annotations: engine.tree.annotations[node],
                           preferenceWriters: graph.preferences.writerCount(node))
        }
        for node in record.outputs where graph.editLogs[node] == nil { graph.editLogs[node] = [] }
        for child in previousChildren where child.seenInBuild != graph.buildGeneration { graph.discard(child) }
    }
}
