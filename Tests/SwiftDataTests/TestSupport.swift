import Foundation
import Observation
import SwiftData

/// A fresh in-memory container for the test models.
func makeContainer() throws -> ModelContainer {
    try ModelContainer(
        for: Item.self, Tag.self, Folder.self, Person.self, Note.self, Attachment.self, Profile.self,
        configurations: ModelConfiguration(isStoredInMemoryOnly: true)
    )
}

/// Counts how many times an observation's `onChange` ran.
final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var _count = 0
    var count: Int { lock.withLock { _count } }
    func increment() { lock.withLock { _count += 1 } }
}

/// Runs `apply` under `withObservationTracking`, then `change`, and returns how many times the
/// tracking's `onChange` ran.
func onChangeCount(tracking apply: () -> Void, after change: () -> Void) -> Int {
    let counter = ChangeCounter()
    withObservationTracking(apply, onChange: { counter.increment() })
    change()
    return counter.count
}
