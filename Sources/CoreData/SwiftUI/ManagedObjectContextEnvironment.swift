import ArrangeCore
import Foundation

/// The environment's context when no view sets one: a context of its own store, so fetches read
/// no objects and inserts have somewhere to go (on iOS such a context has no coordinator and
/// fetching traps).
private struct ManagedObjectContextKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// The Core Data context `@FetchRequest` fetches from and views insert into; set with
    /// `.environment(\.managedObjectContext, container.viewContext)`.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
