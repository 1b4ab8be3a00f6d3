import Foundation

/// A host's view graph: the records of its views with bodies, by identity, and the changes
/// waiting to be applied.
///
/// State may be written from any thread; such writes only mark records dirty here, under a lock.
/// Everything else is used by the host's thread (one thread at a time, as the host itself).
final class ViewGraph: @unchecked Sendable {
    /// Records by identity.
    var records: [ViewIdentity: ViewRecord] = [:]
    /// Counts builds, so a record knows whether the build under way has seen it.
    var buildGeneration: UInt64 = 0
    /// Counts trees: a build from the root makes a new one, whose nodes are not the old one's.
    var treeGeneration: UInt64 = 0
    /// Advances with every edit applied to a node after it was built (see `NodeEdit`).
    var editStamp: UInt64 = 0
    /// Edits applied by enclosing views to the output nodes of records, by node, oldest first:
    /// replayed on the new nodes when a record is rebuilt alone. Only nodes that are some
    /// record's output have an entry.
    var editLogs: [Int32: [NodeEdit]] = [:]
    /// The views' lifecycle actions (`onAppear`, `task`…).
    let lifecycle = LifecycleTable()
    /// The views' preference writes and observers (`preference`, `onPreferenceChange`…).
    let preferences = PreferenceTable()
    /// Where the scroll views are scrolled to (see `ScrollPositionTable`).
    let scrollPositions = ScrollPositionTable()
    /// Layout plans of view types (which fields are graph properties), computed once per type.
    var plans: [ObjectIdentifier: ViewTypePlan] = [:]

    /// Output nodes of views kept as they were in the update under way (see
    /// `_LayoutTreeBuilder.keep`): the subtrees they replace are detached around them.
    var keptNodes: Set<Int32> = []

    /// Work counted during the update under way (see `HostingView.statistics`).
    var bodyEvaluations = 0

    private let lock = NSLock()
    private var dirty: [ViewRecord] = []
    private var hasDirty = false

    /// Gives everything that refers to layout nodes their numbers in a compacted tree
    /// (`LayoutEngine.compactTree`, `renumbered[old]`, -1 for a node that is gone). A record one
    /// of whose nodes is gone is a view no longer in the tree: it leaves the graph.
    func renumberNodes(_ renumbered: [Int32]) {
        func map(_ node: Int32) -> Int32 { node >= 0 && Int(node) < renumbered.count ? renumbered[Int(node)] : -1 }
        for (identity, record) in records where record.treeGeneration == treeGeneration {
            let outputs = record.outputs.map(map)
            if outputs.contains(-1) {
                records[identity] = nil
            } else {
                record.outputs = outputs
            }
        }
        editLogs = renumberedKeys(editLogs, map)
        keptNodes = Set(keptNodes.map(map).filter { $0 >= 0 })
        lifecycle.renumberNodes(map)
        preferences.renumberNodes(map)
    }

    /// Marks `record` for evaluation at the next update; safe from any thread.
    func markDirty(_ record: ViewRecord) {
        lock.withLock {
            dirty.append(record)
            hasDirty = true
        }
    }

    /// Whether changes are waiting (cheap: one lock).
    var hasPendingChanges: Bool { lock.withLock { hasDirty } }

    /// Takes the records marked dirty since the last call, each once, that are still in the graph.
    func takeDirtyRecords() -> [ViewRecord] {
        let taken: [ViewRecord] = lock.withLock {
            defer { dirty.removeAll(); hasDirty = false }
            return dirty
        }
        var seen = Set<ObjectIdentifier>()
        var result: [ViewRecord] = []
        for record in taken where seen.insert(ObjectIdentifier(record)).inserted {
            guard records[record.identity] === record else { continue }
            record.isDirty = true
            result.append(record)
        }
        return result
    }

    /// The layout plan of `V`, computed on first use.
    @inline(__always)
    func plan<V>(for type: V.Type) -> ViewTypePlan {
        let key = ObjectIdentifier(type)
        if let plan = plans[key] { return plan }
        let plan = ViewTypePlan(V.self)
        plans[key] = plan
        return plan
    }

    /// Drops everything the graph holds (its host is gone): edit logs, records (their state
    /// detached), lifecycle entries (running tasks cancelled), preference writers and observers.
    func tearDown() {
        editLogs.removeAll()
        for record in records.values { record.detachStorage() }
        records.removeAll()
        lifecycle.tearDown()
        preferences.tearDown()
        plans.removeAll()
    }

    /// Removes `record` and everything built inside it from the graph; their state is detached.
    /// (`onDisappear` runs from the lifecycle table, when their nodes leave the laid-out tree.)
    func discard(_ record: ViewRecord) {
        for child in record.children { discard(child) }
        record.children.removeAll()
        if records[record.identity] === record { records[record.identity] = nil }
        record.detachStorage()
    }
}

/// Storage a record keeps for a graph property: detached when the record is discarded, so a
/// binding that outlives its view no longer invalidates anything.
protocol GraphStorage: AnyObject {
    func detach()
}

/// An edit an enclosing view applied to a node another view produced (a layout priority, an id,
/// an offset), kept so that it can be applied again to the node that replaces it.
struct NodeEdit {
    let stamp: UInt64
    let apply: (Int32) -> Void
}

extension ViewGraph {
    /// Logs `apply`, just applied to `node` by an enclosing view, for replay (see `editLogs`).
    func logEdit(on node: Int32, _ apply: @escaping (Int32) -> Void) {
        editStamp += 1
        editLogs[node, default: []].append(NodeEdit(stamp: editStamp, apply: apply))
    }

    /// Starts a build (a whole tree, or one record's body again).
    func beginBuild() {
        buildGeneration += 1
    }
}
