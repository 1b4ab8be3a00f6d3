import Foundation
import Synchronization

/// The bound on renders: at most `maximumInFlight` run at once, on threads of the queue's own,
/// and at most `maximumWaiting` wait for a turn, first come first served. A render that finds
/// both full is refused at once, and the server answers 503 with `Retry-After`: under load,
/// clients learn to come back instead of piling up work that would make every answer late.
///
/// Only renders go through the queue: cache hits, 304s, `/health` and bad requests are answered
/// without a turn, on the concurrency pool, which the renders' threads leave free.
public final class RenderQueue: Sendable {
    /// Why a render did not run.
    public enum Refusal: Error, Sendable, Equatable {
        /// Every render slot and every waiting place was taken.
        case full
        /// The request's task was cancelled while it waited (the server is stopping).
        case cancelled
    }

    /// At most this many renders run at once (one thread each).
    public let maximumInFlight: Int
    /// At most this many renders wait for a turn; more are refused.
    public let maximumWaiting: Int
    /// The seconds a refused client is asked to wait before trying again (`Retry-After`).
    public let retryAfterSeconds: Int

    private struct State {
        var inFlight = 0
        var waiters: [(id: UInt64, continuation: CheckedContinuation<Admission, Never>)] = []
        var nextID: UInt64 = 0
    }

    /// What a render waiting for a turn is told.
    private enum Admission: Sendable {
        case admitted
        case full
        case cancelled
    }

    private let state = Mutex(State())
    private let threads: RenderThreads

    /// A queue running at most `maximumInFlight` renders (one per core by default) with at most
    /// `maximumWaiting` waiting, asking refused clients to retry after `retryAfterSeconds`.
    public init(maximumInFlight: Int = ProcessInfo.processInfo.activeProcessorCount, maximumWaiting: Int = 16,
                retryAfterSeconds: Int = 1) {
        self.maximumInFlight = max(maximumInFlight, 1)
        self.maximumWaiting = max(maximumWaiting, 0)
        self.retryAfterSeconds = max(retryAfterSeconds, 1)
        threads = RenderThreads(count: self.maximumInFlight, name: "card-render")
    }

    /// The renders running now.
    public var inFlight: Int { state.withLock { $0.inFlight } }

    /// The renders waiting for a turn now.
    public var waiting: Int { state.withLock { $0.waiters.count } }

    /// Runs `work` on the queue's threads once a slot is free, and returns what it returns.
    /// Throws `Refusal.full` at once when every slot and waiting place is taken, and
    /// `Refusal.cancelled` when the task is cancelled while waiting.
    public func run<T: Sendable>(_ work: @Sendable () async -> T) async throws(Refusal) -> T {
        switch await admit() {
        case .admitted: break
        case .full: throw .full
        case .cancelled: throw .cancelled
        }
        defer { release() }
        // Nonisolated async code called from here (the renderer's drawing and encoding) runs on
        // these threads; the renderer's main-actor part still runs on the main actor.
        return await withTaskExecutorPreference(threads) { await work() }
    }

    /// Takes a slot, waiting for one when a waiting place is free.
    private func admit() async -> Admission {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Admission, Never>) in
                let answer: Admission? = state.withLock { state in
                    if state.inFlight < maximumInFlight {
                        state.inFlight += 1
                        return .admitted
                    }
                    if state.waiters.count >= maximumWaiting { return .full }
                    // Checked under the lock the cancellation handler takes, so a waiter is
                    // either seen by the handler or never added.
                    if Task.isCancelled { return .cancelled }
                    state.waiters.append((id, continuation))
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Admission, Never>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            waiter?.resume(returning: .cancelled)
        }
    }

    /// Gives the slot to the first waiter, or frees it.
    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Admission, Never>? in
            guard !state.waiters.isEmpty else {
                state.inFlight -= 1
                return nil
            }
            return state.waiters.removeFirst().continuation
        }
        next?.resume(returning: .admitted)
    }
}
