import ArrangeCore
import Foundation

/// A property wrapper that fetches a set of models and keeps them up to date, as in SwiftData's
/// SwiftUI support: `@Query(sort: \.date, order: .reverse) var items: [Item]`.
///
/// The models are fetched from the environment's `modelContext` each time the body reads them;
/// the fetch registers an observation of the container's store, so inserting or deleting a model,
/// or changing a property the filter or sort reads, makes the view evaluate its body again.
/// A fetch that fails reads as no models, with the error in `fetchError`.
@propertyWrapper
public struct Query<Element, Result>: DynamicProperty where Element: PersistentModel {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let makeResult: ([Element]) -> Result

    init(descriptor: FetchDescriptor<Element>, makeResult: @escaping ([Element]) -> Result) {
        self.descriptor = descriptor
        self.makeResult = makeResult
    }

    /// The models the query fetches, in its sort order.
    public var wrappedValue: Result {
        makeResult((try? context.fetch(descriptor)) ?? [])
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// The error of the last fetch, or `nil`.
    public var fetchError: (any Error)? {
        do {
            _ = try context.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }
}

extension Query where Result == [Element] {
    init(descriptor: FetchDescriptor<Element>) {
        self.init(descriptor: descriptor, makeResult: { $0 })
    }

    /// A query for every model of its type, unsorted (`@Query var items: [Item]`, also where
    /// `Item` is a generic parameter).
    public init() {
        self.init(descriptor: FetchDescriptor())
    }

    /// A query with a fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor)
    }

    /// A query with a fetch descriptor (the transaction is accepted; Arrange draws states).
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor)
    }

    /// A query with an optional filter and sort descriptors.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// A query with an optional filter and sort descriptors.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// A query with an optional filter, sorted by a comparable key path.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// A query with an optional filter, sorted by a comparable key path.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// A query with an optional filter, sorted by an optional comparable key path (`nil` first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

/// Sendable as in SwiftUI, where the wrapper is isolated to the main actor.
extension Query: @unchecked Sendable {}
