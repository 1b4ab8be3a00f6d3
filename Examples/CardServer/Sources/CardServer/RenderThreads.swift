import Foundation
import Synchronization

/// Threads of the render queue's own, on which cards are drawn and encoded: a `TaskExecutor`
/// that a render prefers (`withTaskExecutorPreference`), so drawing never occupies the
/// concurrency pool's threads. The pool has one thread per core; a draw holding them all would
/// leave no thread for `/health` or the network until it ended.
///
/// The threads end once the executor is released and its jobs have run.
final class RenderThreads: TaskExecutor {
    /// The jobs waiting for a thread, and whether the threads should end.
    private struct Queue {
        var jobs: [UnownedJob] = []
        var ending = false
    }

    /// What a thread does when woken: run a job, or end (the executor is gone and no job is
    /// left), or wait again.
    private enum Next {
        case run(UnownedJob)
        case end
        case wait
    }

    /// What the threads share with the executor: not the executor itself, so that releasing it
    /// ends them.
    private final class Shared: Sendable {
        let queue = Mutex(Queue())
        /// Signalled once per job enqueued, and once per thread when ending.
        let available = DispatchSemaphore(value: 0)
    }

    private let shared = Shared()
    private let count: Int

    /// Starts `count` threads (at least one), named `name` and their number.
    init(count: Int, name: String) {
        self.count = max(count, 1)
        let shared = self.shared
        let executor = self.asUnownedTaskExecutor()
        for number in 1...self.count {
            let threadName = "\(name)-\(number)"
            let started = DispatchSemaphore(value: 0)
            let thread = Thread {
                // Named by the thread itself once `start()` has returned: Foundation names only
                // the current thread, and knows a thread as current only once `start()` has
                // recorded its handle; a name set earlier (before `start()`, or in the block
                // while `start()` is still returning) leaves the name inherited from the
                // creating thread. `top -H` and debuggers show `card-render-1`…
                started.wait()
                Thread.current.name = threadName
                while true {
                    shared.available.wait()
                    let next: Next = shared.queue.withLock { queue in
                        if !queue.jobs.isEmpty { return .run(queue.jobs.removeFirst()) }
                        return queue.ending ? .end : .wait
                    }
                    switch next {
                    case .run(let job): job.runSynchronously(on: executor)
                    case .end: return
                    case .wait: continue
                    }
                }
            }
            thread.start()
            started.signal()
        }
    }

    deinit {
        shared.queue.withLock { $0.ending = true }
        for _ in 0..<count { shared.available.signal() }
    }

    /// Runs `job` on the first thread free.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        shared.queue.withLock { $0.jobs.append(job) }
        shared.available.signal()
    }
}
