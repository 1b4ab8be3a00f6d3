/// Counters of one layout pass, exposed as `HostingView.statistics`. Tests count work with them;
/// benchmarks report them per view.
public struct LayoutStatistics: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Sizes actually computed (a node answering a proposal it had not seen).
    public var sizeComputations = 0
    /// Proposals answered from a node's remembered answers.
    public var cacheHits = 0
    /// Nodes whose placement was computed (not reused from the previous pass).
    public var placements = 0

    /// Counters at zero.
    public init() {}

    /// A textual description, used in dumps and messages.
    public var description: String {
        "sizeComputations: \(sizeComputations), cacheHits: \(cacheHits), placements: \(placements)"
    }
}
