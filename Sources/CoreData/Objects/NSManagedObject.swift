import Combine
import Foundation
import FoundationAdditions

/// An object whose values a context keeps and a store saves: an instance of an entity of the
/// model. Subclasses declare the entity's properties with `@NSManaged` (Arrange compiles each
/// into a property that reads and writes the object's values by key) or get them from Xcode's
/// code generation, which Arrange performs from the app's model.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, KeyValueReading, @unchecked Sendable {
    /// The object's entity.
    open private(set) var entity: NSEntityDescription
    /// The context the object is inserted in; `nil` once it is deleted and saved, or before it is inserted.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity.
    open private(set) var objectID: NSManagedObjectID
    /// Whether it is inserted and not yet saved.
    open internal(set) var isInserted = false
    /// Whether it is deleted and not yet saved.
    open internal(set) var isDeleted = false
    /// Whether its values changed since it was last saved.
    open var isUpdated: Bool { !isInserted && !isDeleted && !changedKeys.isEmpty }
    /// Whether it has unsaved changes.
    open var hasChanges: Bool { isInserted || isDeleted || !changedKeys.isEmpty }
    /// Whether it is a fault: never here, every object's values are in memory.
    open var isFault: Bool { false }
    /// Whether reading a property would fault it in: never here.
    open var faultingState: Int { 0 }
    /// Publishes before any of its values changes, for `@ObservedObject`.
    public let objectWillChange = ObservableObjectPublisher()

    /// The values by key, and those last saved (for `changedValues()`, `rollback()`).
    var values: [String: Any] = [:]
    var committed: [String: Any] = [:]
    var changedKeys: Set<String> = []
    let changes = ObjectChanges()

    /// An object of `entity`, inserted into `context` unless it is `nil`.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity, number: ManagedObjectClasses.nextNumber())
        super.init()
        ManagedObjectClasses.register(type(of: self), for: entity)
        for attribute in entity.attributesByName.values {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        committed = values
        context?.insert(self)
    }

    /// An object of the entity whose class this is, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(in: context.model), insertInto: context)
    }

    /// The entity whose objects are of this class, in the models loaded so far.
    open class func entity() -> NSEntityDescription {
        entity(in: nil)
    }

    /// A fetch request for every object of this class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: entity().name ?? "\(self)")
    }

    /// This class's entity in `model` (or in the models loaded so far): the one naming this class,
    /// else the one named as the class; a new entity when the model has neither.
    static func entity(in model: NSManagedObjectModel?) -> NSEntityDescription {
        let name = String(describing: self)
        let models = model.map { [$0] } ?? ManagedObjectClasses.loadedModels()
        for model in models {
            if let entity = model.entities.first(where: { $0.managedObjectClassName == name }) ?? model.entitiesByName[name] { return entity }
        }
        return (model ?? ManagedObjectClasses.looseModel).entity(named: name)
    }

    // MARK: Values by key

    /// The value of the property `key`, `nil` when it has none.
    open func value(forKey key: String) -> Any? {
        changes.access()
        return values[key]
    }

    /// Sets the property `key`, telling observers and the object's context.
    open func setValue(_ value: Any?, forKey key: String) {
        objectWillChange.send()
        if let value = ManagedValue.unwrapped(value) { values[key] = value } else { values[key] = nil }
        recordChange(of: key)
    }

    /// Marks `key` changed and tells the observers and the object's context.
    func recordChange(of key: String) {
        changedKeys.insert(key)
        changes.change()
        managedObjectContext?.objectDidChange(self)
    }

    /// Puts back the values last saved, telling the observers.
    func revertToCommitted() {
        values = committed
        changedKeys = []
        changes.change()
    }

    /// The stored value of `key`, without telling anyone it was read.
    open func primitiveValue(forKey key: String) -> Any? {
        values[key]
    }

    /// Sets the stored value of `key`, without telling anyone.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = ManagedValue.unwrapped(value)
    }

    /// Called before a property changes (the change is reported by `setValue`).
    open func willChangeValue(forKey key: String) {}
    /// Called after a property changed.
    open func didChangeValue(forKey key: String) {}
    /// Called before a property is read.
    open func willAccessValue(forKey key: String?) {}
    /// Called after a property was read.
    open func didAccessValue(forKey key: String?) {}

    /// The objects of the to-many relationship `key`, as the set the object keeps: adding to it
    /// or removing from it changes the relationship (inverse relationships follow only through
    /// the generated accessors and to-one setters).
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        if let set = values[key] as? NSMutableSet { return set }
        let set = NSMutableSet(array: relatedObjects(forKey: key))
        values[key] = set
        return set
    }

    /// The objects of the ordered to-many relationship `key`, as the ordered set the object keeps.
    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        if let set = values[key] as? NSMutableOrderedSet { return set }
        let set = NSMutableOrderedSet(array: relatedObjects(forKey: key))
        values[key] = set
        return set
    }

    /// The keys changed since the last save, with their values.
    open func changedValues() -> [String: Any] {
        Dictionary(uniqueKeysWithValues: changedKeys.compactMap { key in values[key].map { (key, $0) } })
    }

    /// The last saved values of `keys` (all when `nil`).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        keys.map { keys in committed.filter { keys.contains($0.key) } } ?? committed
    }

    /// Called once after the object is inserted into a context.
    open func awakeFromInsert() {}
    /// Called after the object is fetched.
    open func awakeFromFetch() {}
    /// Called before the object is saved.
    open func willSave() {}
    /// Called after the object is saved.
    open func didSave() {}
    /// Called before the object's values are cleared.
    open func prepareForDeletion() {}

    // MARK: Properties as Swift code declares them

    /// The property `key` as `Value`: what an `@NSManaged` property's getter compiles to.
    /// Arrange's own (Swift on Linux has no Objective-C runtime to provide the accessors).
    public func _managedValue<Value>(forKey key: String, as type: Value.Type = Value.self) -> Value {
        willAccessValue(forKey: key)
        if let value = ManagedValue.read(value(forKey: key), as: type) { return value }
        // A non-optional property of a type with no empty value and nothing stored: iOS traps
        // here too (a nil bridged to a non-optional).
        preconditionFailure("Core Data: \(entity.name ?? "object").\(key) has no value and \(Value.self) has no empty value")
    }

    /// Sets the property `key`: what an `@NSManaged` property's setter compiles to. Arrange's own.
    public func _setManagedValue<Value>(_ newValue: Value, forKey key: String) {
        willChangeValue(forKey: key)
        let old = values[key]
        setValue(newValue, forKey: key)
        relationshipDidChange(key, from: old, to: values[key])
        didChangeValue(forKey: key)
    }

    /// Performs an `@NSManaged` relationship accessor (`addToItems(_:)`, `removeFromItems(_:)`…)
    /// by its Objective-C selector (`addItemsObject:`, `removeItems:`…). Arrange's own.
    public func _performManagedAccessor(_ selector: String, _ arguments: Any...) {
        ManagedAccessor(selector: selector)?.perform(on: self, arguments: arguments)
            ?? FileHandle.standardError.write(Data("arrange: Core Data accessor \(selector) of \(entity.name ?? "object") is not supported; nothing changed\n".utf8))
    }

    open override var description: String {
        let shown = values.keys.sorted().map { "\($0) = \(values[$0].map { "\($0)" } ?? "nil")" }.joined(separator: "; ")
        return "<\(entity.name ?? "NSManagedObject"): \(objectID)> { \(shown) }"
    }
}

/// The types of managed objects by entity, the models loaded so far, and object numbers.
enum ManagedObjectClasses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var types: [ObjectIdentifier: NSManagedObject.Type] = [:]
    nonisolated(unsafe) private static var models: [NSManagedObjectModel] = []
    nonisolated(unsafe) private static var counter = 0
    /// The model of classes used with no model loaded.
    nonisolated(unsafe) static let looseModel = NSManagedObjectModel()

    static func register(_ type: NSManagedObject.Type, for entity: NSEntityDescription) {
        guard type != NSManagedObject.self else { return }
        lock.withLock { types[ObjectIdentifier(entity)] = type }
    }

    /// The class of `entity`'s objects: the one registered, else the one its class name names,
    /// else `NSManagedObject`.
    static func type(for entity: NSEntityDescription) -> NSManagedObject.Type {
        if let known = lock.withLock({ types[ObjectIdentifier(entity)] }) { return known }
        if let name = entity.managedObjectClassName, let found = NSClassFromString(name) as? NSManagedObject.Type { return found }
        return NSManagedObject.self
    }

    static func modelLoaded(_ model: NSManagedObjectModel) {
        lock.withLock { if !models.contains(where: { $0 === model }) { models.append(model) } }
    }

    static func loadedModels() -> [NSManagedObjectModel] {
        lock.withLock { models }
    }

    static func nextNumber() -> Int {
        lock.withLock {
            counter += 1
            return counter
        }
    }
}
