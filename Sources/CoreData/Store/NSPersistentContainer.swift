import Foundation

/// A model, a coordinator for its stores, and a main-queue context: the Core Data stack an app
/// sets up with one line. The model is the app's `name.momd` (the `.xcdatamodeld` Arrange bundles
/// under that name); stores are kept in memory, so every container starts empty.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name, which names its model and store.
    open private(set) var name: String
    /// The main-queue context views use.
    open private(set) var viewContext: NSManagedObjectContext
    /// The model.
    open private(set) var managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// How the stores are opened: one store named after the container by default.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The view context of the container created last, for `NSFetchRequest.execute()`.
    nonisolated(unsafe) static var lastViewContext: NSManagedObjectContext?

    /// A container whose model is `name.momd` in the main bundle, else every model the bundle
    /// has merged (an empty model, with a message, when it has none).
    public convenience init(name: String) {
        let bundleModel = Bundle.main.url(forResource: name, withExtension: "momd").flatMap(NSManagedObjectModel.init(contentsOf:))
        let model = bundleModel ?? NSManagedObjectModel.mergedModel(from: nil) ?? NSManagedObjectModel()
        if bundleModel == nil {
            FileHandle.standardError.write(Data("arrange: Core Data model \(name).momd is not in the app's bundle\(model.entities.isEmpty ? "" : "; using the bundle's other models")\n".utf8))
        }
        self.init(name: name, managedObjectModel: model)
    }

    /// A container for `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        Self.lastViewContext = viewContext
    }

    /// Where stores are kept by default.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Opens the described stores, calling `block` once for each (with no error: they open in memory).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            do {
                try persistentStoreCoordinator.addPersistentStore(ofType: description.type, configurationName: description.configuration,
                                                                  at: description.url, options: description.options)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// A new private-queue context on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    /// Runs `block` with a new background context and returns what it returns.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container that mirrors its stores to CloudKit. Accepted: Arrange has no CloudKit, so it
/// behaves as `NSPersistentContainer`.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Creates the CloudKit schema (nothing to create here).
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// How `initializeCloudKitSchema(options:)` works.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Validate the model only.
    public static let dryRun = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 1)
    /// Print the schema.
    public static let printSchema = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 2)
}
