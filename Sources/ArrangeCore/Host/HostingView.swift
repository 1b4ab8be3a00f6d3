import Foundation

/// Lays out a view tree the way a window does, and answers questions about the result.
///
/// The host proposes its size to the root view and centres the root's answer in its bounds
/// (Decisions: root placement); several top-level views get an implicit `VStack`. Frames are exact
/// layout frames in host coordinates (offsets do not move them). Changing `size` lays out again,
/// reusing every remembered answer that still holds.
///
/// The host runs its views: state changes (`@State`, observed models) are applied the next time
/// it is asked anything, or on `update()`, by evaluating again only the bodies that depend on
/// them; lifecycle actions, preference observers and their state changes run after each pass
/// until nothing changes (see "State and updates" in the README).
///
/// Used on the main actor, as `UIHostingController` is: it evaluates bodies, which are main-actor
/// code. State may be changed from any thread; the change is applied on the host's next use.
@MainActor
public final class HostingView<Content: View>: @MainActor CustomStringConvertible {
    /// The root view. Setting it updates the tree and lays it out: views whose inputs did not
    /// change keep their nodes and remembered answers, views keep their state where their
    /// identity is unchanged, and custom layouts in the same places keep their caches
    /// (`updateCache` runs instead of `makeCache`).
    public var rootView: Content {
        didSet { updateRoot() }
    }
    /// The host's size, proposed to the root view.
    public var size: CGSize {
        didSet { layout() }
    }
    /// The environment the root view is built in (layout direction, display scale, custom keys).
    /// Setting it updates the tree: only views that read a changed value are built again.
    public var environment: EnvironmentValues {
        didSet { updateRoot() }
    }
    /// The limits the root view is built within: node count, depth, text length, glyphs, image
    /// pixels (see `ResourceLimits`; the defaults suit any real screen). Setting them rebuilds the
    /// tree. They start as the environment's `resourceLimits` and replace them for the root view.
    /// Arrange's own.
    public var limits = ResourceLimits.default {
        didSet { rebuild() }
    }
    /// The host's safe-area insets (a status bar, a home indicator…), on physical edges: the
    /// root view is proposed the size inside them and placed there; views that ignore the safe
    /// area grow into them. Arrange's own: SwiftUI reads them from the window.
    public var safeAreaInsets = EdgeInsets() {
        didSet { layout() }
    }

    /// Where the root view's answer was placed, in host coordinates (after applying pending
    /// state changes).
    public var rootFrame: CGRect {
        applyPendingChanges()
        return laidOutRootFrame
    }
    private var laidOutRootFrame: CGRect = .zero
    /// Counters of the last layout pass, with the work of the last update (`bodyEvaluations`,
    /// `nodesBuilt`).
    public var statistics: LayoutStatistics {
        applyPendingChanges()
        var statistics = engine.pass.statistics
        statistics.bodyEvaluations = lastUpdate.bodyEvaluations
        statistics.nodesBuilt = lastUpdate.nodesBuilt
        return statistics
    }
    /// Messages about bad input met while building and laying out, each once, oldest first.
    public var diagnostics: [String] {
        applyPendingChanges()
        return engine.diagnostics.messages
    }

    /// Adds a message to `diagnostics` about something met while drawing (a Canvas's values
    /// are known only once it draws).
    package func reportDrawingProblem(_ message: String) {
        engine.diagnostics.report(message)
    }

    /// Whether layout passes are recorded for the inspector (off by default). While on, each
    /// layout pass — and each `sizeThatFits(_:)` call — leaves a `layoutRecord`: every proposal
    /// each node answered, cache hits, guide values, stack sizing orders, `ViewThatFits` choices
    /// and final frames. Turning it on does not lay out again; the next pass is recorded. Pass
    /// `recordsLayout: true` to an initialiser to record the first layout. Recording changes no
    /// result and no `statistics`; it costs time and memory only while on. Arrange's own.
    public var recordsLayout = false

    /// The record of the last layout pass (or `sizeThatFits(_:)` call) if `recordsLayout` was on
    /// for it, else `nil`. See `LayoutRecord`.
    public private(set) var layoutRecord: LayoutRecord?

    var engine: LayoutEngine
    /// The views with bodies, their state and what waits to be applied (see `ViewGraph`).
    let graph = ViewGraph()
    /// The work of the last update.
    private var lastUpdate = (bodyEvaluations: 0, nodesBuilt: 0)

    /// Creates a host of the given size for `rootView` and lays it out; with `recordsLayout`,
    /// that first layout is recorded (see `recordsLayout`).
    public init(rootView: Content, size: CGSize, environment: EnvironmentValues = EnvironmentValues(), recordsLayout: Bool = false) {
        self.rootView = rootView
        self.size = size
        self.environment = environment
        self.limits = environment.resourceLimits
        self.recordsLayout = recordsLayout
        self.engine = LayoutEngine()
        build()
        layout()
    }

    /// Creates a host with safe-area insets (see `safeAreaInsets`) and lays it out; with
    /// `recordsLayout`, that first layout is recorded.
    public init(rootView: Content, size: CGSize, safeAreaInsets: EdgeInsets, environment: EnvironmentValues = EnvironmentValues(), recordsLayout: Bool = false) {
        self.rootView = rootView
        self.size = size
        self.environment = environment
        self.limits = environment.resourceLimits
        self.safeAreaInsets = safeAreaInsets
        self.recordsLayout = recordsLayout
        self.engine = LayoutEngine()
        build()
        layout()
    }

    /// Creates a host that builds `rootView`'s tree but lays nothing out: the renderer lays it out
    /// once, at its own proposal (`layoutForRendering`), instead of paying for a pass at a size
    /// nobody asked for (which also ran `GeometryReader` content with a 0×0 proxy and left that
    /// pass's diagnostics behind).
    package init(buildingOnly rootView: Content, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.size = .zero
        self.environment = environment
        self.limits = environment.resourceLimits
        self.engine = LayoutEngine()
        build()
    }

    isolated deinit {
        engine.releaseCustomLayouts()
        // Logged edits hold the builder (and so the graph and the engine), and readers hold the
        // graph: dropping the graph's tables breaks those cycles, and cancels started tasks as
        // the views' disappearing would.
        graph.tearDown()
    }

    /// Builds the tree again from the root and lays it out: an update of everything.
    private func rebuild() {
        lastUpdate = (0, 0)
        build()
        lastUpdate = (graph.bodyEvaluations, engine.tree.nodes.count)
        layout()
    }

    /// Builds a new tree from `rootView`, carrying remembered answers and custom layout caches
    /// over from the previous one. Views keep their state by identity (`ViewGraph`).
    private func build() {
        buildOnce()
        // `preferredColorScheme(_:)` sets the scheme of the whole presentation: when the tree
        // asks for another scheme than it was built in, it is built once more in that one (once:
        // a view whose preference depends on the scheme cannot make it loop).
        if engine.tree.preferredColorScheme != presentationColorScheme {
            presentationColorScheme = engine.tree.preferredColorScheme
            buildOnce()
        }
    }

    /// The scheme the last `preferredColorScheme(_:)` in the tree asked for, which replaces the
    /// environment's for the root view.
    private var presentationColorScheme: ColorScheme?

    /// The environment the root view is built in: the host's, with its limits and the
    /// presentation's preferred colour scheme.
    package var rootEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.resourceLimits = limits
        if let presentationColorScheme { environment.colorScheme = presentationColorScheme }
        return environment
    }

    private func buildOnce() {
        let previous = engine
        engine = LayoutEngine()
        engine.enterStackRoom()
        let environment = rootEnvironment
        // A build from the root evaluates every body; pending changes are part of it.
        _ = graph.takeDirtyRecords()
        graph.beginBuild()
        graph.treeGeneration += 1
        graph.bodyEvaluations = 0
        graph.editLogs = [:]
        graph.preferences.removeAllWriters()
        let builder = _LayoutTreeBuilder(engine: engine, environment: environment, graph: graph)
        // The builder's environment has bad values (a display scale of 0) replaced.
        EnvironmentValues.$current.withValue(builder.environment) { builder.asBuilding {
            let roots = builder.nodes(of: HostRoot(content: rootView))
            switch roots.count {
            case 0: engine.tree.root = -1
            case 1: engine.tree.root = roots[0]
            default:
                engine.tree.root = builder.makeImplicitStack(axis: .vertical, children: roots)
            }
        } }
        engine.carryOverCaches(from: previous)
        previous.releaseCustomLayouts()
        fullBuildToSettle = graph.buildGeneration
        rootRecord = graph.records[ViewIdentity.root.child(ordinal: 0, type: HostRoot<Content>.self)]
    }

    /// The record of the root position (see `HostRoot`).
    private var rootRecord: ViewRecord?

    /// Updates the tree for a new root view or environment from the root's record: only views
    /// whose inputs or environment changed are built again. Falls back to a build from the root.
    private func updateRoot() {
        guard let root = rootRecord, graph.records[root.identity] === root, root.treeGeneration == graph.treeGeneration,
              root.context != nil else { return rebuild() }
        root.context?.environment = rootEnvironment
        root.view = RecordedViewValue(HostRoot(content: rootView))
        root.invalidate()
        // As when the tree was built anew: the diagnostics are those of the new root view.
        engine.diagnostics = DiagnosticLog()
        lastUpdate = (0, 0)
        applyChangesToTree()
        // A new root view may prefer another colour scheme: the presentation's changes with it.
        if let preferred = engine.tree.preferredColorScheme, preferred != presentationColorScheme { return rebuild() }
        layout()
    }

    /// The generation of the last build from the root, until the pass after it has discarded
    /// the records and lifecycle entries that build no longer made (after that first pass, which
    /// also builds GeometryReaders' content).
    private var fullBuildToSettle: UInt64?

    /// Discards the records of views the build from the root of `generation` no longer built.
    private func sweepRecords(olderThan generation: UInt64) {
        let gone = graph.records.values.filter { $0.seenInBuild < generation }
        for record in gone where graph.records[record.identity] === record { graph.discard(record) }
    }

    /// Applies state changes made since the host was last used: the bodies that depend on them
    /// are evaluated again, their nodes replaced, and the tree laid out again. Every public
    /// question calls it first, so answers always reflect the current state. Arrange's own.
    public func update() {
        if !applyPendingChanges() { lastUpdate = (0, 0) }
    }

    /// Applies pending changes (see `update()`); `false` when there were none (constant time).
    @discardableResult
    func applyPendingChanges() -> Bool {
        let hasChanges = graph.hasPendingChanges
        guard hasChanges || graph.scrollPositions.hasRequests else { return false }
        lastUpdate = (0, 0)
        if !hasChanges {
            // Only `ScrollViewProxy` requests: the current layout is the one they scroll.
            performScrollRequests()
            guard graph.hasPendingChanges else { return true }
        }
        applyChangesToTree()
        layout()
        return true
    }

    /// Evaluates the invalidated bodies again and puts their nodes in the tree (or builds the
    /// tree from the root when a change reaches it), adding the work to `lastUpdate`.
    private func applyChangesToTree() {
        engine.enterStackRoom()
        graph.bodyEvaluations = 0
        let nodesBefore = engine.tree.nodes.count
        if graph.applyChanges(to: engine) {
            lastUpdate.bodyEvaluations += graph.bodyEvaluations
            lastUpdate.nodesBuilt += engine.tree.nodes.count - nodesBefore
        } else {
            let evaluations = graph.bodyEvaluations
            build()
            lastUpdate.bodyEvaluations += evaluations + graph.bodyEvaluations
            lastUpdate.nodesBuilt += engine.tree.nodes.count
        }
    }

    /// How many times one update lays out again because actions run after a pass changed state,
    /// before it stops with a diagnostic (a loop that never settles).
    static var settlingPassLimit: Int { 16 }

    /// Lays the tree out at the current size, then runs what follows a pass (lifecycle actions);
    /// when those change state, applies the changes and lays out again, until nothing changes.
    private func layout() {
        layoutUntilSettled(by: layoutOnce)
    }

    /// Makes layout passes with `pass` until the actions they trigger (lifecycle, preference
    /// observers) leave no state change pending, or the pass limit is reached: the host's own
    /// layout and `ImageRenderer`'s both settle this way.
    func layoutUntilSettled(by pass: () -> Void) {
        var passes = 0
        while true {
            pass()
            runActionsAfterPass()
            // `ScrollViewProxy` requests scroll the layout just made: it has the views the
            // changes before them added.
            performScrollRequests()
            guard graph.hasPendingChanges else { return }
            passes += 1
            if passes > Self.settlingPassLimit {
                engine.diagnostics.report("State changed by actions after layout (onAppear, onChange, onPreferenceChange…) did not settle after \(Self.settlingPassLimit) passes; the last changes wait for the next update.")
                return
            }
            applyChangesToTree()
        }
    }

    /// Runs the lifecycle actions due after the pass just made (see `LifecycleTable`).
    private func runActionsAfterPass() {
        let stale = fullBuildToSettle
        fullBuildToSettle = nil
        if let stale { sweepRecords(olderThan: stale) }
        let engine = self.engine
        var actions = graph.lifecycle.isEmpty ? [] : graph.lifecycle.actionsAfterPass(isShown: { engine.isShown($0) }, staleBefore: stale)
        actions += graph.preferences.actionsAfterPass(engine: engine, staleBefore: stale)
        for action in actions { action() }
    }

    /// Waits until the tasks views started (`task`) have finished and the state changes they made
    /// are applied, including tasks started by those changes. Arrange's own.
    public func settle() async {
        update()
        while await graph.lifecycle.awaitRunningTasks() {
            update()
        }
    }

    /// Lays the tree out at the current size, recording the pass when `recordsLayout` is on.
    private func layoutOnce() {
        // Updates and GeometryReaders that rebuild their content leave old nodes behind; once
        // more than the allowance have gathered, the tree is compacted (no body runs), so a host
        // updated or resized forever keeps its live nodes and a fixed slack.
        if engine.needsCompaction { graph.renumberNodes(engine.compactTree()) }
        engine.beginPass()
        layoutRecord = nil
        guard recordsLayout else { return performLayout() }
        let recorder = LayoutRecorder(nodeCount: engine.tree.nodes.count)
        engine.beginRecording(recorder)
        performLayout()
        engine.endRecording()
        layoutRecord = record(from: recorder)
    }

    private func performLayout() {
        guard engine.tree.root >= 0 else {
            laidOutRootFrame = CGRect(origin: CGPoint(x: (size.width / 2).finiteOrZero, y: (size.height / 2).finiteOrZero), size: .zero)
            return
        }
        var hostSize = size
        if !(hostSize.width.isFinite && hostSize.width >= 0 && hostSize.height.isFinite && hostSize.height >= 0) {
            engine.diagnostics.report("HostingView size \(size) is invalid (negative or non-finite); using 0 for those dimensions.")
            hostSize = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        if hostSize.width > absurdLength || hostSize.height > absurdLength {
            engine.diagnostics.report("HostingView size \(ProposedViewSize(hostSize)) is beyond \(formatLength(absurdLength)) points; using at most \(formatLength(absurdLength)).")
            hostSize = CGSize(width: min(hostSize.width, absurdLength), height: min(hostSize.height, absurdLength))
        }
        // The root lays out inside the safe area (Decisions: root placement, within it).
        var insets = safeAreaInsets
        if !(insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite) {
            engine.diagnostics.report("HostingView safeAreaInsets \(insets) are not finite; using 0 for those edges.")
        }
        insets = EdgeInsets(top: max(0, insets.top.finiteOrZero), leading: max(0, insets.leading.finiteOrZero),
                            bottom: max(0, insets.bottom.finiteOrZero), trailing: max(0, insets.trailing.finiteOrZero))
        let bounds = CGRect(origin: .zero, size: hostSize)
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(0, hostSize.width - insets.horizontal), height: max(0, hostSize.height - insets.vertical))
        let proposal = ProposedViewSize(safe.size)
        // The host is the outermost container of container-relative frames.
        let context = engine.rootContext(container: safe.size, safeArea: insets == EdgeInsets() ? nil : SafeAreaContext(safe: safe, outer: bounds))
        var rootSize = engine.size(engine.tree.root, proposal, context)
        if !rootSize.width.isFinite || !rootSize.height.isFinite {
            engine.diagnostics.report("The root view's size \(rootSize) is not finite; it is limited to the host's size.")
            rootSize = CGSize(width: rootSize.width.isFinite ? rootSize.width : hostSize.width, height: rootSize.height.isFinite ? rootSize.height : hostSize.height)
        }
        let origin = CGPoint(x: safe.minX + (safe.width - rootSize.width) / 2, y: safe.minY + (safe.height - rootSize.height) / 2)
        engine.pass.recorder?.phase = .placing
        engine.place(engine.tree.root, origin: origin, parentOrigin: .zero, size: rootSize, proposal: proposal, context)
        laidOutRootFrame = CGRect(origin: origin, size: rootSize)
    }

    /// The inspector's record of a pass, with the counters `statistics` shows.
    private func record(from recorder: LayoutRecorder) -> LayoutRecord {
        var record = engine.layoutRecord(from: recorder, hostSize: size, rootFrame: laidOutRootFrame)
        record.statistics.bodyEvaluations = lastUpdate.bodyEvaluations
        record.statistics.nodesBuilt = lastUpdate.nodesBuilt
        return record
    }

    /// Lays the tree out again. With nothing changed this reuses every remembered answer and
    /// placement; after `invalidateLayout()` it computes everything anew.
    public func layoutAgain() {
        if !applyPendingChanges() { layout() }
    }

    /// Forgets every remembered size and placement, so the next layout computes from scratch
    /// (the tree itself is kept). Benchmarks use it to time cold layouts.
    public func invalidateLayout() { engine.invalidateAll() }

    /// The root view's answer to `proposal`. With `recordsLayout` on, the call is recorded:
    /// `layoutRecord` then holds its probes, with frames from the last layout pass.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        applyPendingChanges()
        engine.beginPass()
        layoutRecord = nil
        guard engine.tree.root >= 0 else { return .zero }
        guard recordsLayout else { return engine.size(engine.tree.root, proposal, .detached) }
        let recorder = LayoutRecorder(nodeCount: engine.tree.nodes.count)
        engine.beginRecording(recorder)
        let answer = engine.size(engine.tree.root, proposal, .detached)
        engine.endRecording()
        layoutRecord = record(from: recorder)
        return answer
    }

    /// Lays the tree out once with recording on and returns the record (also left in
    /// `layoutRecord`), whatever `recordsLayout` says. From scratch by default, so every probe
    /// is computed and seen; with `fromScratch: false` it records a pass that reuses what the
    /// host remembers (mostly cache hits and kept placements).
    @discardableResult
    public func recordLayout(fromScratch: Bool = true) -> LayoutRecord {
        applyPendingChanges()
        let wasRecording = recordsLayout
        recordsLayout = true
        if fromScratch { engine.invalidateAll() }
        layout()
        recordsLayout = wasRecording
        // `layout()` always leaves a record while recording; the fallback only satisfies the type.
        return layoutRecord ?? record(from: LayoutRecorder(nodeCount: 0))
    }

    /// The layout frame, in host coordinates, of the view marked `.id(id)`; `nil` if no such view
    /// was laid out.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        applyPendingChanges()
        guard let node = engine.tree.nodeOfID[AnyHashable(id)] else { return nil }
        return engine.absoluteFrame(of: node)
    }

    /// The laid-out tree as indented text: type, frame and id of each node.
    public func dump() -> String {
        applyPendingChanges()
        engine.enterStackRoom()
        return engine.dump()
    }

    /// A textual description, used in dumps and messages.
    public var description: String { dump() }

    /// Approximate bytes the layout tree and its caches hold.
    public var memoryFootprint: Int {
        applyPendingChanges()
        return engine.memoryFootprint
    }

    /// Number of nodes in the layout tree.
    public var nodeCount: Int {
        applyPendingChanges()
        return engine.tree.nodes.count
    }
}
