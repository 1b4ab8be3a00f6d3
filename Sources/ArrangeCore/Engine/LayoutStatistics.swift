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
    /// Bodies evaluated by the last update of the host (building from the root counts every
    /// view with a body; after a state change, the views that depend on it). Arrange's own.
    public var bodyEvaluations = 0
    /// Layout nodes built by the last update of the host. Arrange's own.
    public var nodesBuilt = 0

    /// Counters at zero.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case sizeComputations, cacheHits, placements, bodyEvaluations, nodesBuilt
    }

    /// Decodes counters; records written before the update counters existed decode them as 0.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sizeComputations = try c.decode(Int.self, forKey: .sizeComputations)
        cacheHits = try c.decode(Int.self, forKey: .cacheHits)
        placements = try c.decode(Int.self, forKey: .placements)
        bodyEvaluations = try c.decodeIfPresent(Int.self, forKey: .bodyEvaluations) ?? 0
        nodesBuilt = try c.decodeIfPresent(Int.self, forKey: .nodesBuilt) ?? 0
    }

    /// A textual description, used in dumps and messages.
    public var description: String {
        "sizeComputations: \(sizeComputations), cacheHits: \(cacheHits), placements: \(placements)"
    }
}
