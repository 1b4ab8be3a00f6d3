import Foundation

/// The in-memory store type's name.
public let NSInMemoryStoreType = "InMemory"
/// The SQLite store type's name (Arrange keeps such stores in memory too).
public let NSSQLiteStoreType = "SQLite"
/// The binary store type's name.
public let NSBinaryStoreType = "Binary"

/// How a container opens one of its stores.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store's file is (`/dev/null` for a store that is never written).
    open var url: URL?
    /// The store's type (`NSSQLiteStoreType`, `NSInMemoryStoreType`).
    open var type: String = NSSQLiteStoreType
    /// The model configuration the store holds.
    open var configuration: String?
    /// Whether the store is opened read-only.
    open var isReadOnly = false
    /// How long to wait for the store's lock.
    open var timeout: TimeInterval = 240
    /// Whether the store loads on a background queue.
    open var shouldAddStoreAsynchronously = false
    /// Whether the store migrates by itself.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping model is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// The store's options.
    open private(set) var options: [String: NSObject] = [:]
    /// The CloudKit container the store mirrors, which Arrange does not.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    /// A description of a store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A description of a store with no file yet.
    public override init() {
        super.init()
    }

    /// Sets a store option.
    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }
}

/// The CloudKit container a store mirrors. Accepted: Arrange has no CloudKit, so the store stays local.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier.
    open var containerIdentifier: String

    /// Options for the container `containerIdentifier`.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// The store-history option key (accepted; the in-memory store keeps no history).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The remote-change notification option key (accepted; no other process writes the store).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
