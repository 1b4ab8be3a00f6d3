import Foundation

/// The lifecycle actions of a host's views (`onAppear`, `onDisappear`, `onChange`, `task`) and
/// when each last ran.
///
/// A view appears when it enters the laid-out tree — it was placed in a pass and every view
/// above it was too (a `ViewThatFits` branch not chosen has not appeared) — and disappears when it
/// leaves it. After each pass the host asks the table what to run. Actions are kept by the
/// identity of the modifier that declared them, so a view whose body is evaluated again keeps its
/// place and state here; they run in the order SwiftUI runs them: deepest views first, a view's
/// modifiers in the order written, tasks after every other action.
package final class LifecycleTable: @unchecked Sendable {
    /// What one modifier asked for.
    package enum Action {
        case appear(() -> Void)
        case disappear(() -> Void)
        /// `onChange`: the action for (old, new), the value as `Any`, how to compare values.
        case change(value: Any, initial: Bool, isEqual: (Any, Any) -> Bool, action: (Any, Any) -> Void)
        /// `task` and `task(id:)`.
        case task(id: AnyHashable?, priority: TaskPriority, action: @Sendable () async -> Void)
        /// `onReceive`: subscribed while the view is shown.
        case receive(PublisherSubscription)
    }

    struct Entry {
        var node: Int32
        var action: Action
        var isShown = false
        var runningTask: Task<Void, Never>?
        /// A `task(id:)` whose id changed while shown: started again after the pass.
        var needsRestart = false
    }

    private var entries = IdentityRegistry<Entry>()
    /// `onChange` actions whose value changed in the update under way, in registration order.
    private var changed: [() -> Void] = []

    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskNumber = 0

    /// Whether any view declared a lifecycle action (hosts without any skip the work).
    var isEmpty: Bool { entries.isEmpty }

    /// Gives each entry its node's number in a compacted tree (`LayoutEngine.compactTree`); an
    /// entry of a node that is gone gets -1, which is never shown.
    func renumberNodes(_ map: (Int32) -> Int32) {
        entries.visit(staleBefore: nil) { _, entry, _ in entry.node = map(entry.node) }
    }

    /// Registers the action a modifier at `key` declares for `node`, built in `generation`.
    func register(_ key: ViewIdentity, node: Int32, action: Action, generation: UInt64) {
        entries.register(key, generation: generation, update: { update(&$0, node: node, action: action) },
                         make: { Entry(node: node, action: action) })
    }

    /// A registered entry declared again: a changed `onChange` value queues its action, a changed
    /// `task(id:)` cancels the running task (started again after the pass if shown).
    private func update(_ entry: inout Entry, node: Int32, action: Action) {
        switch (entry.action, action) {
        case let (.change(old, _, _, _), .change(new, _, isEqual, perform)):
            if !isEqual(old, new) { changed.append { perform(old, new) } }
        case let (.receive(old), .receive(new)):
            // The subscription stays; values reach the action of the latest view.
            old.perform = new.perform
            entry.node = node
            return
        case let (.task(oldID, _, _), .task(newID, _, _)):
            if oldID != newID {
                entry.runningTask?.cancel()
                entry.runningTask = nil
                entry.needsRestart = entry.isShown
            }
        default:
            break
        }
        entry.node = node
        entry.action = action
    }

    /// The actions to run after a pass, in order, given which nodes are shown. With `staleBefore`
    /// (after a build from the root), entries not registered since that build are gone: they
    /// disappear and are forgotten.
    func actionsAfterPass(isShown: (Int32) -> Bool, staleBefore generation: UInt64?) -> [() -> Void] {
        var disappearing: [() -> Void] = []
        var appearing: [() -> Void] = changed
        var starting: [() -> Void] = []
        changed.removeAll()
        entries.visit(staleBefore: generation) { key, entry, stale in
            let shown = !stale && isShown(entry.node)
            if shown != entry.isShown {
                entry.isShown = shown
                switch entry.action {
                case .appear(let action): if shown { appearing.append(action) }
                case .disappear(let action): if !shown { disappearing.append(action) }
                case let .change(value, initial, _, action): if shown && initial { appearing.append { action(value, value) } }
                case .receive(let subscription):
                    // Subscribed before the appear actions run, as SwiftUI subscribes when the
                    // view is inserted; a publisher that sends on subscription calls the action.
                    if shown { appearing.insert({ subscription.connect() }, at: 0) } else { subscription.cancel() }
                case let .task(_, priority, action):
                    if shown {
                        starting.append { [weak self] in self?.start(key, priority: priority, action) }
                    } else {
                        entry.runningTask?.cancel()
                        entry.runningTask = nil
                    }
                }
            } else if shown, entry.needsRestart, case let .task(_, priority, action) = entry.action {
                starting.append { [weak self] in self?.start(key, priority: priority, action) }
            }
            entry.needsRestart = false
        }
        return disappearing + appearing + starting
    }

    /// Cancels running tasks and forgets every entry (the host is gone).
    func tearDown() {
        for entry in entries.allEntries {
            entry.runningTask?.cancel()
            if case .receive(let subscription) = entry.action { subscription.cancel() }
        }
        entries.removeAll()
        changed.removeAll()
    }

    /// Starts the task of the entry at `key` (cancelled when the view disappears).
    private func start(_ key: ViewIdentity, priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        let number: Int = lock.withLock {
            nextTaskNumber += 1
            return nextTaskNumber
        }
        let task = Task(priority: priority) { [weak self] in
            await action()
            self?.finished(number)
        }
        lock.withLock { if !task.isCancelled { tasks[number] = task } }
        entries[key]?.runningTask = task
    }

    private func finished(_ number: Int) {
        _ = lock.withLock { tasks.removeValue(forKey: number) }
    }

    /// Waits for the tasks started so far to finish and forgets them; `false` when there were
    /// none. (A task that finished before it was noted is awaited here too, at no cost.)
    func awaitRunningTasks() async -> Bool {
        let running: [Int: Task<Void, Never>] = lock.withLock { tasks }
        guard !running.isEmpty else { return false }
        for task in running.values { await task.value }
        lock.withLock { for number in running.keys { tasks[number] = nil } }
        return true
    }
}
