import Foundation
import OpenCombine

/// The subscription of a publisher that combines several upstreams (OpenCombine has neither
/// `combineLatest` nor `merge`, which apps' view models chain): each upstream is subscribed with
/// unlimited demand; what they send is combined, as `combine` says, into values for the
/// downstream, which receives them as its demand allows (values that find no demand wait, the
/// newest one kept for `combineLatest`, all of them in order for `merge`). It finishes when every
/// upstream has (or, combining latest values, when one finishes before sending any), and fails
/// with the first failure, cancelling the others.
final class CombiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    /// How the upstreams' values become the downstream's.
    enum Mode {
        /// Each time any upstream sends, the latest value of every one, once all have sent.
        /// (`combine` answers `nil` only for values of the wrong types, which the publishers' types exclude.)
        case latest(([Any]) -> Downstream.Input?)
        /// Each value of each upstream, as it comes.
        case merge
    }

    let combineIdentifier = CombineIdentifier()
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let mode: Mode
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var waiting: [Downstream.Input] = []
    private var isDone = false

    init(downstream: Downstream, count: Int, mode: Mode) {
        self.downstream = downstream
        self.mode = mode
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        upstreams = Array(repeating: nil, count: count)
    }

    /// Subscribes to `publisher` as upstream number `index`.
    func attach<Upstream: Publisher>(_ publisher: Upstream, at index: Int) where Upstream.Failure == Downstream.Failure {
        publisher.subscribe(Side(parent: self, index: index))
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
        drain()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        downstream = nil
        isDone = true
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    // MARK: From the upstreams

    fileprivate func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        let cancelled = isDone
        if !cancelled { upstreams[index] = subscription }
        lock.unlock()
        if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
    }

    fileprivate func received(_ value: Any, at index: Int) {
        lock.lock()
        guard !isDone else {
            lock.unlock()
            return
        }
        switch mode {
        case .merge:
            if let input = value as? Downstream.Input { waiting.append(input) }
        case .latest(let combine):
            latest[index] = value
            let values = latest.compactMap { $0 }
            if values.count == latest.count, let combined = combine(values) {
                // Only the newest combination waits for demand.
                waiting = [combined]
            }
        }
        lock.unlock()
        drain()
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        guard !isDone else {
            lock.unlock()
            return
        }
        finished[index] = true
        var ends = false
        if case .failure = completion {
            ends = true
        } else if finished.allSatisfy({ $0 }) {
            ends = true
        } else if case .latest = mode, latest[index] == nil {
            ends = true
        }
        guard ends else {
            lock.unlock()
            return
        }
        // What is waiting is sent first, as far as demand allows.
        let pending = waiting.prefix(demand == .unlimited ? waiting.count : min(waiting.count, demand.max ?? 0))
        waiting = []
        isDone = true
        let target = downstream
        downstream = nil
        let others = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        lock.unlock()
        for value in pending { _ = target?.receive(value) }
        if case .failure = completion { for subscription in others { subscription?.cancel() } }
        target?.receive(completion: completion)
    }

    /// Sends what waits, as far as the demand allows.
    private func drain() {
        while true {
            lock.lock()
            guard let target = downstream, !waiting.isEmpty, demand > 0 else {
                lock.unlock()
                return
            }
            let value = waiting.removeFirst()
            demand -= 1
            lock.unlock()
            let more = target.receive(value)
            lock.lock()
            demand += more
            lock.unlock()
        }
    }

    /// The subscriber of one upstream.
    private struct Side<Input>: Subscriber {
        let parent: CombiningSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) {
            parent.received(subscription, at: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.received(input, at: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Downstream.Failure>) {
            parent.received(completion, at: index)
        }
    }
}
