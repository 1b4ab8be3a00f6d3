import Foundation

/// The objects of one coordinator's stores, kept in memory: every context on the coordinator
/// sees the same objects (a context's unsaved insertions and deletions included), which is how a
/// preview's in-memory store behaves for the contexts a screen uses.
final class ManagedStore: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [NSManagedObject] = []
    /// Observed by fetches: inserting or deleting an object makes them run again.
    let changes = ObjectChanges()

    /// The objects that are not deleted, in insertion order.
    var liveObjects: [NSManagedObject] {
        changes.access()
        return lock.withLock { objects.filter { !$0.isDeleted } }
    }

    func add(_ object: NSManagedObject) {
        let added = lock.withLock { () -> Bool in
            guard !objects.contains(where: { $0 === object }) else { return false }
            objects.append(object)
            return true
        }
        if added { changes.change() }
    }

    func remove(_ object: NSManagedObject) {
        lock.withLock { objects.removeAll { $0 === object } }
        changes.change()
    }

    /// Reports that objects were deleted or restored (they stay until saved).
    func membershipChanged() {
        changes.change()
    }
}
