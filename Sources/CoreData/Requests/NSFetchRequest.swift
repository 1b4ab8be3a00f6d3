import Foundation

/// A request to a store.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    /// The kinds of store request.
    public enum RequestType: UInt, Sendable {
        case fetchRequestType = 1, saveRequestType, batchUpdateRequestType = 6, batchDeleteRequestType, batchInsertRequestType
    }

    /// What kind of request it is.
    open var requestType: RequestType { .fetchRequestType }
    /// The stores it applies to (all when `nil`).
    open var affectedStores: [NSPersistentStore]?
}

/// What a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Object identities.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1 << 0)
    /// Dictionaries of the fetched properties.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 1 << 1)
    /// The count of matching objects.
    public static let countResultType = NSFetchRequestResultType(rawValue: 1 << 2)
}

/// Which objects to fetch: an entity, a predicate, an order, an offset and a limit.
///
/// `ResultType` is any type, not only `NSFetchRequestResult`s: Core Data's protocol is an
/// Objective-C protocol, whose existential (`NSFetchRequest<any NSFetchRequestResult>`) conforms
/// to it, which a Swift protocol's does not.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    open var entityName: String?
    /// The entity, when given directly.
    open var entity: NSEntityDescription? {
        get { explicitEntity }
        set {
            explicitEntity = newValue
            if let name = newValue?.name { entityName = name }
        }
    }
    /// Which objects are admitted (all when `nil`).
    open var predicate: NSPredicate?
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most objects returned (0: no limit).
    open var fetchLimit = 0
    /// How many of the first objects are skipped.
    open var fetchOffset = 0
    /// How many objects are read at a time (accepted; all are in memory).
    open var fetchBatchSize = 0
    /// Whether objects come back as faults (accepted; none are).
    open var returnsObjectsAsFaults = true
    /// Whether unsaved insertions are included.
    open var includesPendingChanges = true
    /// Whether subentities' objects are included.
    open var includesSubentities = true
    /// Whether only distinct dictionaries are returned.
    open var returnsDistinctResults = false
    /// What the fetch returns.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary result holds (names or descriptions).
    open var propertiesToFetch: [Any]?
    /// Relationships to read with the objects (accepted).
    open var relationshipKeyPathsForPrefetching: [String]?

    private var explicitEntity: NSEntityDescription?

    /// A request for objects of no entity yet.
    public override init() {
        super.init()
    }

    /// A request for objects of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// Fetches in the context of the objects' entity's current context (the one the container
    /// last gave as view context).
    open func execute() throws -> [ResultType] {
        guard let context = NSPersistentContainer.lastViewContext else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_060, userInfo: [NSLocalizedDescriptionKey: "execute() needs a context: no container is loaded."])
        }
        return try context.fetch(self)
    }
}

/// Deletes every object a fetch request matches.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// What the result reports.
    public enum ResultType: UInt, Sendable {
        case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount
    }

    /// Which objects are deleted.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result reports.
    open var resultType: ResultType = .resultTypeStatusOnly
    open override var requestType: RequestType { .batchDeleteRequestType }

    /// A request deleting what `fetch` matches.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }

    /// A request deleting the objects `objects` identify.
    public convenience init(objectIDs objects: [NSManagedObjectID]) {
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: objects.first?.entity.name ?? "")
        let numbers = Set(objects.map(\.number))
        request.predicate = NSPredicate { object, _ in (object as? NSManagedObject).map { numbers.contains($0.objectID.number) } ?? false }
        self.init(fetchRequest: request)
    }
}

/// What a store request returns.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch delete returns.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The count or identities of the deleted objects, as the request asked.
    public let result: Any?

    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// How a context resolves conflicts between its changes and the store's.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kinds of policy.
    public enum MergePolicyType: UInt, Sendable {
        case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
             overwriteMergePolicyType, rollbackMergePolicyType
    }

    /// The policy's kind.
    public let mergeType: MergePolicyType

    /// A policy of kind `type`.
    public init(merge type: MergePolicyType) {
        mergeType = type
        super.init()
    }

    /// Fails on a conflict.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's values win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The context's objects replace the store's.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The store's objects replace the context's.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// The policy under which conflicts fail a save.
public let NSErrorMergePolicy: NSMergePolicy = .error
/// The policy under which the store's values win.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = .mergeByPropertyStoreTrump
/// The policy under which the context's values win.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = .mergeByPropertyObjectTrump
/// The policy under which the context's objects replace the store's.
public let NSOverwriteMergePolicy: NSMergePolicy = .overwrite
/// The policy under which the store's objects replace the context's.
public let NSRollbackMergePolicy: NSMergePolicy = .rollback
