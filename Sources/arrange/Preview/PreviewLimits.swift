import Foundation

/// The limits a preview program runs under, so that a user's body that loops or allocates
/// without end cannot hang `arrange` or exhaust the machine: each read from the environment
/// `arrange` runs in.
enum PreviewLimits {
    /// How long one render, explanation or preview request may take, program start included,
    /// before the program is stopped with SIGKILL (a body spinning in a loop never handles
    /// SIGTERM): `ARRANGE_PREVIEW_TIMEOUT` seconds, else 10.
    static var seconds: Int {
        ProcessInfo.processInfo.environment["ARRANGE_PREVIEW_TIMEOUT"].flatMap { Int($0) }.map { max($0, 1) } ?? 10
    }

    /// The most memory a preview program may allocate, in megabytes:
    /// `ARRANGE_PREVIEW_MEMORY_LIMIT`, else 4096; 0 for none.
    static var megabytes: Int {
        ProcessInfo.processInfo.environment["ARRANGE_PREVIEW_MEMORY_LIMIT"].flatMap { Int($0) }.map { max($0, 0) } ?? 4096
    }

    /// What the program is told: the limit to set on itself and the parent to outlive it by no
    /// more than a tenth of a second (`PreviewAgent.supervise`).
    static func environment(_ environment: inout [String: String]) {
        environment["ARRANGE_PARENT_PID"] = String(getpid())
        environment["ARRANGE_PREVIEW_MEMORY_LIMIT"] = String(megabytes)
    }
}
