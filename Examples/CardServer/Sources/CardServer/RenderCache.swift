import Hummingbird
import Synchronization

/// Recently rendered cards by request, shared by every request of the server: the only state
/// requests share. Bounded by a number of entries and of bytes; when either is passed, the least
/// recently used entries go first. Safe from any thread (a lock held only for the lookup).
public final class RenderCache: Sendable {
    /// A rendered card: its bytes, ready to send.
    public struct Entry: Sendable {
        public var body: ByteBuffer
        public var eTag: String

        /// An entry of `body`, sent with `eTag`.
        public init(body: ByteBuffer, eTag: String) {
            self.body = body
            self.eTag = eTag
        }
    }

    private struct State {
        var entries: [String: (entry: Entry, lastUse: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    /// At most this many cards are kept.
    public let capacity: Int
    /// At most this many bytes of cards are kept.
    public let byteBudget: Int

    /// A cache of at most `capacity` cards and `byteBudget` bytes.
    public init(capacity: Int = 256, byteBudget: Int = 64 * 1024 * 1024) {
        self.capacity = max(capacity, 0)
        self.byteBudget = max(byteBudget, 0)
    }

    /// The number of cards kept.
    public var count: Int { state.withLock { $0.entries.count } }

    /// The bytes of the cards kept.
    public var bytes: Int { state.withLock { $0.bytes } }

    /// The card kept for `key`, marked as just used; nil when none is.
    public func entry(for key: String) -> Entry? {
        state.withLock { state in
            guard let found = state.entries[key] else { return nil }
            state.clock += 1
            state.entries[key] = (found.entry, state.clock)
            return found.entry
        }
    }

    /// Keeps `entry` for `key`, dropping the least recently used cards while over a bound. A card
    /// larger than the whole budget is not kept.
    public func insert(_ entry: Entry, for key: String) {
        let size = entry.body.readableBytes
        guard size <= byteBudget, capacity > 0 else { return }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.entry.body.readableBytes }
            while !state.entries.isEmpty, state.entries.count + 1 > capacity || state.bytes + size > byteBudget {
                // A scan, not a linked list: a few hundred entries, and only on inserts.
                guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                state.entries[oldest.key] = nil
                state.bytes -= oldest.value.entry.body.readableBytes
            }
            state.clock += 1
            state.entries[key] = (entry, state.clock)
            state.bytes += size
        }
    }
}
