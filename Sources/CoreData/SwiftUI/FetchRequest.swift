import ArrangeCore
import Foundation
import FoundationAdditions

/// A property wrapper that fetches Core Data objects from the environment's
/// `managedObjectContext` and keeps them up to date: `@FetchRequest(sortDescriptors: […]) var
/// items: FetchedResults<Item>`.
///
/// The objects are fetched before each evaluation of the body and stay as they were until the
/// next (an action that inserts an object and then reads the results sees them unchanged, as
/// iOS's results update after the action); the body observes the context's store and the
/// objects, so inserting, deleting or changing an object makes the view evaluate its body again.
/// The sort and predicate can be changed through the projected value or the results
/// (`items.nsSortDescriptors = …`), which keep the change for the view's identity.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    @State private var changedConfiguration: Configuration?
    @State private var fetched = FetchedObjects<Result>()
    private let request: NSFetchRequest<Result>
    private let sortDescriptors: [SortDescriptor<Result>]

    /// The parts of the request a view can change: its predicate and sort order.
    public struct Configuration {
        /// The predicate.
        public var nsPredicate: NSPredicate?
        /// The sort order as Foundation sort descriptors.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The sort order as Swift sort descriptors (used before `nsSortDescriptors`).
        var swiftSortDescriptors: [SortDescriptor<Result>] = []
    }

    /// The objects the request fetched before the body was evaluated, in its order.
    public var wrappedValue: FetchedResults<Result> {
        let objects = fetched.objects ?? fetch()
        // The body depends on the store's membership and on each object's values.
        context.store.changes.access()
        for case let object as NSManagedObject in objects { object.changes.access() }
        return FetchedResults(objects: objects, configuration: projectedValue)
    }

    /// Fetches the objects afresh, before the body is evaluated.
    public mutating func update() {
        fetched.objects = fetch()
    }

    /// The objects the request matches now.
    private func fetch() -> [Result] {
        let configuration = self.configuration
        let fetch = NSFetchRequest<Result>()
        fetch.entityName = request.entityName
        fetch.entity = request.entity
        fetch.predicate = configuration.nsPredicate
        fetch.sortDescriptors = configuration.swiftSortDescriptors.isEmpty ? configuration.nsSortDescriptors : nil
        fetch.fetchLimit = request.fetchLimit
        fetch.fetchOffset = request.fetchOffset
        fetch.includesPendingChanges = request.includesPendingChanges
        fetch.resultType = request.resultType
        var objects = (try? context.fetch(fetch)) ?? []
        if !configuration.swiftSortDescriptors.isEmpty {
            objects = FetchedResultsSorting.sorted(objects, by: configuration.swiftSortDescriptors)
        }
        return objects
    }

    /// The request's predicate and sort order, which the view can change.
    public var projectedValue: Binding<Configuration> {
        let current = configuration
        let changed = $changedConfiguration
        return Binding(get: { changed.wrappedValue ?? current }, set: { changed.wrappedValue = $0 })
    }

    private var configuration: Configuration {
        changedConfiguration ?? Configuration(nsPredicate: request.predicate, nsSortDescriptors: request.sortDescriptors ?? [], swiftSortDescriptors: sortDescriptors)
    }

    init(request: NSFetchRequest<Result>, sortDescriptors: [SortDescriptor<Result>] = []) {
        self.request = request
        self.sortDescriptors = sortDescriptors
    }

    /// A fetch request as it is (the animation is accepted; Arrange draws states).
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        self.init(request: fetchRequest)
    }

    /// A fetch request as it is (the transaction is accepted).
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(request: fetchRequest)
    }

    /// A fetch of `entity`'s objects, sorted and filtered.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(request: request)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A fetch of the objects of `Result`'s entity, sorted and filtered.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "\(Result.self)")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(request: request)
    }

    /// A fetch of the objects of `Result`'s entity, sorted by Swift sort descriptors and filtered.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "\(Result.self)")
        request.predicate = predicate
        self.init(request: request, sortDescriptors: sortDescriptors)
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The sort order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { swiftSortDescriptors }
        set {
            swiftSortDescriptors = newValue
            nsSortDescriptors = []
        }
    }
}

/// Sendable as in SwiftUI, where the wrapper is isolated to the main actor.
extension FetchRequest: @unchecked Sendable {}

/// The objects a `@FetchRequest` fetched last, kept for the view's identity.
final class FetchedObjects<Result>: @unchecked Sendable {
    var objects: [Result]?
}

/// Sorting by Swift sort descriptors, stably.
enum FetchedResultsSorting {
    static func sorted<Result>(_ objects: [Result], by descriptors: [SortDescriptor<Result>]) -> [Result] {
        objects.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
