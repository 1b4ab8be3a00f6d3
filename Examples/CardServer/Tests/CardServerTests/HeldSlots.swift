import CardServer
import Foundation

/// Slots of a render queue held by work the test releases, in place of slow renders: each holds
/// its render thread asleep, or spinning to burn a core as a draw does. Each lets go by itself
/// after `limit`, so a failing test cannot hang.
final class HeldSlots: Sendable {
    /// Set when the holders should let go.
    private let released: Flag
    private let holders: [Task<Void, Never>]

    /// Holds `count` slots of `queue` (it must have that many free) once this returns.
    init(of queue: RenderQueue, count: Int, spinning: Bool, limit: Duration = .seconds(10)) async {
        let released = Flag()
        self.released = released
        let (started, starting) = AsyncStream<Void>.makeStream()
        holders = (0..<count).map { _ in
            Task {
                _ = try? await queue.run {
                    starting.yield()
                    Self.hold(until: released, spinning: spinning, limit: limit)
                }
            }
        }
        var iterator = started.makeAsyncIterator()
        for _ in 0..<count { await iterator.next() }
    }

    /// Lets the slots go, and waits until they are free.
    func release() async {
        released.set()
        for holder in holders { await holder.value }
    }

    /// Holds the calling thread until `flag` is set or `limit` has passed.
    private static func hold(until flag: Flag, spinning: Bool, limit: Duration) {
        let clock = ContinuousClock()
        let end = clock.now + limit
        while !flag.isSet, clock.now < end {
            if !spinning { usleep(1000) }
        }
    }
}

/// The name of the thread calling (a synchronous function: `Thread.current` is not for async code).
func currentThreadName() -> String? {
    Thread.current.name
}
