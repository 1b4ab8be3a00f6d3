import Foundation

/// The state of the pass of measuring and placing under way, begun afresh by every entry point
/// that lays out (`LayoutEngine.beginPass`): what its `LayoutContext`s refer to, how deep its
/// recursion may go on this thread, what it counted, the explicit guides it worked out, and the
/// inspector's log while a host records.
struct LayoutPass {
    /// The containers, safe areas and placement collectors `LayoutContext`s of the pass refer to.
    var scopes = PassScopes()
    /// How far recursion over the tree may go on this thread's stack (see `StackRoom`).
    var stackRoom = StackRoom()
    /// What the pass counted (size computations, cache hits, placements).
    var statistics = LayoutStatistics()
    /// Explicit guides of composite nodes already worked out in this pass (see
    /// `ExplicitGuides.swift`), so a guide asked through nested overlays is not computed again at
    /// every level. Cleared at the start of every pass and whenever remembered answers are
    /// forgotten.
    var explicitGuideMemo: [ExplicitGuideMemoKey: CGFloat?] = [:]
    /// Placements containers worked out for their children's own children (a Grid's rows'
    /// cells), by the index their child's placement carries (`ChildPlacement.arrangedChildren`).
    /// Kept out of the placement itself so placements stay plain values; read in the same pass
    /// they were worked out in, and let go when the next begins.
    var arrangedChildren: [[ChildPlacement]] = []
    /// The inspector's log of the pass, present only while a host records
    /// (`HostingView.recordsLayout`; see `beginRecording`). The hooks that test it sit off the
    /// paths most answers take, so a pass that does not record pays nothing measurable.
    var recorder: LayoutRecorder?
}
