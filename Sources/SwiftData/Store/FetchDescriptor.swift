import Foundation

/// What to fetch: the models of `T` matching ``predicate``, sorted by ``sortBy``, from
/// ``fetchOffset`` on, at most ``fetchLimit`` of them.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    /// The condition models must meet; nil for all.
    public var predicate: Predicate<T>?
    /// The sort order, most significant first; empty for insertion order.
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return; nil for no limit.
    public var fetchLimit: Int?
    /// How many matching models to skip; nil for none.
    public var fetchOffset: Int?
    /// Whether models inserted in the fetching context and not yet saved are included.
    public var includePendingChanges: Bool = true
    /// The properties to load eagerly (ignored: everything is in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load eagerly (ignored: everything is in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor with `predicate` and `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
