/// Counters of one layout pass, exposed as `HostingView.statistics`. Tests count work with them;
/// benchmarks report them per view; layout records (`LayoutRecord`) carry them, hence `Codable`.
public struct LayoutStatistics: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Answers computed rather than recalled. Containers and most modifiers compute an answer
    /// once per distinct proposal and remember it; leaves and frames that need no child answer by
    /// arithmetic every time (cheaper than remembering), and each such answer counts here too.
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
