/// How long a connection may keep the server waiting. Without these a client that opens a
/// connection and sends half a request, or nothing, holds it (and its memory) for ever.
public struct ConnectionTimeouts: Sendable, Equatable {
    /// The time a request has to arrive whole, head and body: counted from the connection's start
    /// for its first request, and from a later request's first bytes. A deadline, not a pause
    /// between bytes, so a client trickling a byte at a time is closed as surely.
    /// `ReadTimeoutHandler` enforces it (Hummingbird has no such timeout).
    public var read: Duration
    /// The time a connection may stay open between requests (keep-alive) with nothing to do:
    /// Hummingbird's `HTTP1Channel.Configuration.idleTimeout`.
    public var idle: Duration

    /// Timeouts of `read` (10 s by default) and `idle` (30 s).
    public init(read: Duration = .seconds(10), idle: Duration = .seconds(30)) {
        self.read = read
        self.idle = idle
    }
}
