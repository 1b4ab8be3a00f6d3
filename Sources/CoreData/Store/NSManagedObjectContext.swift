import Foundation
import FoundationAdditions

/// A scratch pad of managed objects: objects are inserted, changed and deleted in it, fetched
/// through it, and saved to its coordinator's store. Contexts on one coordinator share their
/// objects (see `ManagedStore`), so a background context's save is seen by the view context at once.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How a context's work is scheduled.
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    /// When `perform(schedule:_:)` runs its work.
    public enum ScheduledTaskType: Sendable {
        case immediate, enqueued
    }

    /// How the context schedules its work.
    public let concurrencyType: ConcurrencyType
    /// The coordinator whose store the context saves to (its parent's, when it has a parent).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { coordinator ?? parent?.persistentStoreCoordinator }
        set { coordinator = newValue }
    }
    /// The context this one saves into instead of a store.
    open var parent: NSManagedObjectContext?
    /// A name shown in messages.
    open var name: String?
    /// Whether saves of the parent are merged in (always: the objects are shared).
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are resolved (accepted: one copy of each object means none arise).
    open var mergePolicy: Any = NSMergePolicy.error
    /// The undo manager (accepted; changes are not recorded for undo, and Linux's Foundation
    /// has no `UndoManager`).
    open var undoManager: AnyObject?
    /// Whether deleted objects are kept until saved.
    open var shouldDeleteInaccessibleFaults = true
    /// A name for the transactions the context saves.
    open var transactionAuthor: String?
    /// Whether the context's fetches see the objects' latest saved values.
    open var stalenessInterval: TimeInterval = -1

    private var coordinator: NSPersistentStoreCoordinator?
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var updated: Set<ObjectIdentifier> = []
    private var registered: [NSManagedObject] = []

    /// A context whose work is scheduled as `concurrencyType` says.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// The model of the context's coordinator (an empty one when it has none).
    var model: NSManagedObjectModel {
        persistentStoreCoordinator?.managedObjectModel ?? ManagedObjectClasses.looseModel
    }

    /// The store the context's objects live in (a store of its own when it has no coordinator).
    var store: ManagedStore {
        persistentStoreCoordinator?.store ?? ownStore
    }

    private lazy var ownStore = ManagedStore()

    // MARK: Changes

    /// Whether any object was inserted, changed or deleted since the last save.
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updated.isEmpty }
    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    /// The objects changed since the last save.
    open var updatedObjects: Set<NSManagedObject> { Set(registered.filter { updated.contains(ObjectIdentifier($0)) && !$0.isInserted && !$0.isDeleted }) }
    /// The objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    /// Every object the context has.
    open var registeredObjects: Set<NSManagedObject> { Set(registered) }

    /// Inserts `object`: it is saved with the next `save()`.
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || object.isDeleted else { return }
        object.managedObjectContext = self
        object.isInserted = true
        object.isDeleted = false
        inserted.append(object)
        register(object)
        store.add(object)
        object.awakeFromInsert()
        changed()
    }

    /// Deletes `object` (and, by their delete rules, the objects its relationships hold): it is
    /// gone from fetches at once and from the store with the next `save()`.
    open func delete(_ object: NSManagedObject) {
        guard !object.isDeleted else { return }
        object.prepareForDeletion()
        object.isDeleted = true
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
            object.isInserted = false
            store.remove(object)
        } else {
            deleted.append(object)
        }
        for relationship in object.entity.relationshipsByName.values {
            let related = object.relatedObjects(forKey: relationship.name)
            if relationship.deleteRule == .cascadeDeleteRule {
                for child in related { (child.managedObjectContext ?? self).delete(child) }
            } else if relationship.deleteRule == .nullifyDeleteRule, let inverse = relationship.inverseRelationship {
                for child in related {
                    if inverse.isToMany { child.removeRelated(object, forKey: inverse.name, updatingInverse: false) } else if child.values[inverse.name] as? NSManagedObject === object {
                        child.values[inverse.name] = nil
                        child.valuesChanged(inverse.name)
                    }
                }
            }
        }
        object.objectWillChange.send()
        object.changes.change()
        store.membershipChanged()
        changed()
    }

    /// Saves the inserted, changed and deleted objects to the store (or the parent context).
    open func save() throws {
        guard hasChanges else { return }
        let savedInserted = inserted, savedDeleted = deleted, savedUpdated = updatedObjects
        for object in savedInserted + Array(savedUpdated) { object.willSave() }
        for object in savedInserted {
            object.isInserted = false
            object.objectID.isTemporaryID = false
        }
        for object in savedDeleted {
            store.remove(object)
            object.managedObjectContext = nil
            registered.removeAll { $0 === object }
        }
        for object in registered {
            object.committed = object.values
            object.changedKeys = []
        }
        inserted = []
        deleted = []
        updated = []
        for object in savedInserted + Array(savedUpdated) { object.didSave() }
        let info: [AnyHashable: Any] = [NSInsertedObjectsKey: Set(savedInserted), NSUpdatedObjectsKey: savedUpdated, NSDeletedObjectsKey: Set(savedDeleted)]
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSaveObjectIDs, object: self, userInfo: info)
    }

    /// Undoes the changes since the last save.
    open func rollback() {
        for object in inserted {
            object.isInserted = false
            object.isDeleted = true
            object.managedObjectContext = nil
            store.remove(object)
            registered.removeAll { $0 === object }
        }
        for object in deleted { object.isDeleted = false }
        for object in registered { object.revertToCommitted() }
        inserted = []
        deleted = []
        updated = []
        store.membershipChanged()
    }

    /// Forgets the context's objects (they stay in the store).
    open func reset() {
        rollback()
        registered = []
    }

    /// Brings `object` up to date with the store (it always is here); unsaved changes are kept
    /// when `flag` is `true`.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        if !flag { object.revertToCommitted() }
    }

    /// Brings every object up to date with the store.
    open func refreshAllObjects() {}

    /// Gives temporary identities of `objects` their saved form.
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        for object in objects { object.objectID.isTemporaryID = false }
    }

    /// Merges a save notification of another context: the objects are shared, so there is
    /// nothing to merge; observers are told.
    open func mergeChanges(fromContextDidSave notification: Notification) {
        store.membershipChanged()
    }

    // MARK: Fetching

    /// The objects `request` asks for: those of its entity (and subentities) that its predicate
    /// admits, sorted by its sort descriptors, with its offset and limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try matches(of: request)
        switch request.resultType {
        case .managedObjectIDResultType:
            return objects.compactMap { $0.objectID as? T }
        case .countResultType:
            return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        case .dictionaryResultType:
            let keys = request.propertiesToFetch?.compactMap { ($0 as? NSPropertyDescription)?.name ?? ($0 as? String) }
            return objects.map { object -> NSDictionary in
                let shown = keys ?? object.entity.attributesByName.keys.sorted()
                return NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: shown.compactMap { key in object.value(forKey: key).map { (key, $0) } }))
            }.compactMap { $0 as? T }
        default:
            for object in objects { register(object) }
            return objects.compactMap { $0 as? T }
        }
    }

    /// How many objects `request` would fetch.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try matches(of: request).count
    }

    /// The objects of the request's entity it admits, in order.
    func matches<T>(of request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let entity = request.entity ?? request.entityName.map({ model.entitiesByName[$0] ?? model.entity(named: $0) }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_060, userInfo: [NSLocalizedDescriptionKey: "A fetch request must have an entity."])
        }
        var objects = store.liveObjects.filter { $0.entity.isKindOf(entity: entity) || $0.entity.name == entity.name }
        if !request.includesPendingChanges { objects = objects.filter { !$0.isInserted } }
        for object in objects { object.changes.access() }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = ManagedSorting.sorted(objects, by: descriptors)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    /// The object with identity `objectID`.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let found = store.liveObjects.first(where: { $0.objectID == objectID }) { return found }
        let type = ManagedObjectClasses.type(for: objectID.entity)
        return type.init(entity: objectID.entity, insertInto: nil)
    }

    /// The object with identity `objectID`, if it exists.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let found = store.liveObjects.first(where: { $0.objectID == objectID }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133_000, userInfo: [NSLocalizedDescriptionKey: "The object \(objectID) does not exist."])
        }
        return found
    }

    /// The object with identity `objectID` if the context has it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        registered.first { $0.objectID == objectID }
    }

    /// Runs a batch request: a batch delete deletes and saves the objects it matches.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let delete = request as? NSBatchDeleteRequest else { return NSPersistentStoreResult() }
        let objects = try matches(of: delete.fetchRequest)
        for object in objects { (object.managedObjectContext ?? self).delete(object) }
        try save()
        return NSBatchDeleteResult(result: delete.resultType == .resultTypeCount ? objects.count as Any : objects.map(\.objectID) as Any)
    }

    // MARK: Scheduling

    /// Runs `block` on the context's queue (at once: Arrange runs it on the caller's thread).
    open func perform(_ block: @escaping () -> Void) {
        block()
    }

    /// Runs `block` on the context's queue and waits for it.
    open func performAndWait(_ block: () -> Void) {
        block()
    }

    /// Runs `block` on the context's queue and returns what it returns.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try block()
    }

    /// Runs `block` on the context's queue and returns what it returns.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }

    // MARK: Bookkeeping

    func register(_ object: NSManagedObject) {
        if !registered.contains(where: { $0 === object }) { registered.append(object) }
        if object.managedObjectContext == nil { object.managedObjectContext = self }
    }

    /// Called when one of the context's objects changed a value.
    func objectDidChange(_ object: NSManagedObject) {
        if !object.isInserted { updated.insert(ObjectIdentifier(object)) }
        changed()
    }

    private func changed() {
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self)
    }
}

/// The user-info key of a save notification's inserted objects.
public let NSInsertedObjectsKey = "inserted"
/// The user-info key of a save notification's changed objects.
public let NSUpdatedObjectsKey = "updated"
/// The user-info key of a save notification's deleted objects.
public let NSDeletedObjectsKey = "deleted"

extension Notification.Name {
    /// Posted after a context saves.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted after a context saves, with object identities.
    public static let NSManagedObjectContextDidSaveObjectIDs = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
    /// Posted when a context's objects change.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted when another process changes the store (never, here).
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}
