import Foundation

extension ModelContext {
    /// The models matching `descriptor`: every registered model of `T` (subclasses included),
    /// filtered by the predicate, sorted (insertion order when `sortBy` is empty), then offset
    /// and limited. Registers an observation of the store's insertions and deletions, and of
    /// the model properties the predicate and sort descriptors read. Rethrows the predicate's
    /// evaluation errors.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.models(of: T.self)
        if !descriptor.includePendingChanges {
            models.removeAll { pending.inserted[$0.persistentModelID] != nil }
        }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = max(0, descriptor.fetchOffset ?? 0)
        let limited = models.dropFirst(offset)
        if let limit = descriptor.fetchLimit, limit >= 0 {
            return Array(limited.prefix(limit))
        }
        return Array(limited)
    }

    /// The number of models ``fetch(_:)`` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models ``fetch(_:)`` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The models ``fetch(_:)`` would return, as a collection (`batchSize` has no effect).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(models: try fetch(descriptor))
    }

    /// Calls `block` with each model ``fetch(_:)`` would return (`batchSize` and
    /// `allowEscapingMutations` have no effect).
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>,
        batchSize: Int = 5000,
        allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor) { try block(model) }
    }
}
