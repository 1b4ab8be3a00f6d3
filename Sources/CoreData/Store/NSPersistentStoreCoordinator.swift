import Foundation

/// An open store.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The store's type.
    open var type: String
    /// The store's file.
    open var url: URL?
    /// The configuration it holds.
    open var configurationName: String

    init(type: String, url: URL?, configurationName: String?) {
        self.type = type
        self.url = url
        self.configurationName = configurationName ?? "Default"
        super.init()
    }
}

/// Joins a model to its stores; the contexts on it share their objects.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model the stores hold objects of.
    open private(set) var managedObjectModel: NSManagedObjectModel
    /// The stores opened so far.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// The objects of the stores.
    let store = ManagedStore()

    /// A coordinator for `model`'s objects.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        ManagedObjectClasses.modelLoaded(model)
    }

    /// Opens a store (kept in memory, whatever its type).
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let opened = NSPersistentStore(type: storeType, url: storeURL, configurationName: configuration)
        persistentStores.append(opened)
        return opened
    }

    /// Closes a store.
    open func remove(_ store: NSPersistentStore) throws {
        persistentStores.removeAll { $0 === store }
    }

    /// The store at `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? {
        persistentStores.first { $0.url == url }
    }

    /// Deletes the store at `url`: its objects are dropped.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        for object in store.liveObjects { store.remove(object) }
    }
}
