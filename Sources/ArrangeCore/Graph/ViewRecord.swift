import Foundation

/// One node of a host's view graph: a view with a body (or a `ViewModifier` with one) at one
/// identity, with what must outlive a single build of it — the storage of its `@State` and other
/// graph properties, what it depends on, and the layout nodes its body produced, so that the host
/// can evaluate that one body again when something it depends on changes.
///
/// Records are created while the tree is built and kept by identity (`ViewGraph.records`); a
/// record whose view is no longer built (the other branch of an `if`, a removed `ForEach`
/// element, a new `.id`) is discarded with its state.
final class ViewRecord: @unchecked Sendable {
    let identity: ViewIdentity
    /// The view's type: the same identity with another type is another view.
    let type: ObjectIdentifier
    /// The graph the record lives in; state written from any thread reaches it through this.
    weak var graph: ViewGraph?
    /// The record of the nearest enclosing view with a body.
    weak var parent: ViewRecord?
    /// Records built directly inside this one's body, in build order.
    var children: [ViewRecord] = []
    /// The build (`ViewGraph.buildGeneration`) that last built or kept this record.
    var seenInBuild: UInt64 = 0
    /// Storage of the view's graph properties (`StateLocation`s, `StateObject` boxes…), in the
    /// order of the view's fields.
    var slots: [AnyObject] = []
    /// The last view value built here, with its graph properties installed: what the host builds
    /// again when the record is invalidated.
    var view: (any RecordedView)?
    /// Where in the tree the view was built (environment, enclosing stack, identity).
    var context: BuildContext?
    /// The layout nodes the view produced, in order (as its parent received them).
    var outputs: [Int32] = []
    /// The edit stamp (`ViewGraph.editStamp`) when the view finished building: edits to its
    /// outputs stamped later came from enclosing views, and are replayed when it is rebuilt alone.
    var finishedAt: UInt64 = 0
    /// Whether the record was invalidated since it was last built (on the host's thread).
    var isDirty = false
    /// The output nodes as the view left them, before enclosing views edited them: restored
    /// when an enclosing view is built again and keeps this view as it is. Empty when they can
    /// no longer be trusted (a view inside replaced one of them).
    var snapshots: [OutputSnapshot]? = nil
    /// The tree (`ViewGraph.treeGeneration`) the outputs are nodes of.
    var treeGeneration: UInt64 = 0
    /// The environment keys the view's body and everything built inside it read (see
    /// `EnvironmentReads`).
    var readMask: UInt64 = 0
    /// Whether the view is one a list reads through (`TransparentListContent`): it builds no
    /// nodes of its own, so a change to it evaluates its parent's body (the list's) again.
    var isReadAsListContent = false

    init(identity: ViewIdentity, type: ObjectIdentifier, graph: ViewGraph, parent: ViewRecord?) {
        self.identity = identity
        self.type = type
        self.graph = graph
        self.parent = parent
    }

    /// Releases the records below this one iteratively: a view nested a hundred thousand levels
    /// deep must not release its records by recursion (the stack would overflow).
    deinit {
        var pending = children
        children.removeAll()
        while var record = pending.popLast() {
            if isKnownUniquelyReferenced(&record) {
                pending.append(contentsOf: record.children)
                record.children.removeAll()
            }
        }
    }

    /// Cuts the view's storage off (it left the tree, or its host is gone): a binding that
    /// outlives the view no longer invalidates anything.
    func detachStorage() {
        for slot in slots { (slot as? any GraphStorage)?.detach() }
    }

    /// Marks the record as needing its body evaluated again; safe from any thread. The host
    /// applies the change the next time it is used (`HostingView.update()`).
    func invalidate() {
        if isReadAsListContent, let parent {
            parent.invalidate()
        } else {
            graph?.markDirty(self)
        }
    }
}

/// A view value kept by a record, with the one operation the graph needs from it: build it
/// again. (A protocol rather than a closure so the value can be compared with a new one.)
protocol RecordedView: AnyObject {
    /// Builds the view again at the builder's identity (set to the record's).
    func buildAgain(in builder: _LayoutTreeBuilder)
}

/// A kept view value of a concrete type.
final class RecordedViewValue<V: View>: RecordedView {
    let view: V
    init(_ view: V) { self.view = view }
    func buildAgain(in builder: _LayoutTreeBuilder) {
        builder.engine.withStackRoom { V._makeLayoutNodes(of: view, in: builder) }
    }
}

/// An output node of a view as the view left it (the fields enclosing views can change).
struct OutputSnapshot {
    var priority: Double
    var traits: Int32
    var attributes: RenderAttributes?
    var id: AnyHashable?
    var annotations: [ViewAnnotation]?
    var preferenceWriters: Int
}

/// Where a view was built: what the builder knew at that point, restored to build it again.
struct BuildContext {
    var environment: EnvironmentValues
    var stackAxis: Axis?
    var isBuildingGridContent: Bool
    var modifierContents: [(_LayoutTreeBuilder) -> Void]
    var depth: Int
}
