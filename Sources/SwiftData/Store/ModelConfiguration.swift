import Foundation

/// How a container stores (a group of) models. Every configuration is served by the
/// container's in-memory store: nothing is written to `url`, and the CloudKit and group
/// container settings are kept but have no effect.
public struct ModelConfiguration: Hashable, Sendable, Identifiable {
    /// The configuration's name (`"default"` when none was given).
    public let name: String
    /// The schema given, if any.
    public let schema: Schema?
    /// Whether the store exists in memory only (the in-memory store always does).
    public let isStoredInMemoryOnly: Bool
    /// Whether the store may be written to.
    public let allowsSave: Bool
    /// Where the store would live on disk (`/dev/null` when in memory only).
    public let url: URL
    /// The app group container option given.
    public let groupContainer: GroupContainer
    /// The CloudKit database option given.
    public let cloudKitDatabase: CloudKitDatabase

    /// The configuration's identity: its name.
    public var id: String { name }

    /// A named configuration for `schema`.
    public init(
        _ name: String? = nil,
        schema: Schema? = nil,
        isStoredInMemoryOnly: Bool = false,
        allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.url = Self.defaultURL(name: self.name, inMemory: isStoredInMemoryOnly)
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A named configuration for `schema` at `url` (which is never written to).
    public init(
        _ name: String? = nil,
        schema: Schema? = nil,
        url: URL,
        allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
        self.groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A basic configuration.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration for `forTypes`.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    private static func defaultURL(name: String, inMemory: Bool) -> URL {
        if inMemory { return URL(fileURLWithPath: "/dev/null") }
        return FileManager.default.temporaryDirectory.appendingPathComponent("\(name).store")
    }

    /// Configurations are equal when their name, location and options are.
    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.schema == rhs.schema
            && lhs.groupContainer == rhs.groupContainer && lhs.cloudKitDatabase == rhs.cloudKitDatabase
    }

    /// Hashes the name and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }

    /// Which app group container the store would live in.
    public struct GroupContainer: Hashable, Sendable {
        let value: String?

        /// The group container from the app's entitlements, if any.
        public static let automatic = GroupContainer(value: "automatic")
        /// No group container.
        public static let none = GroupContainer(value: nil)
        /// The group container with `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer {
            GroupContainer(value: "identifier:" + groupName)
        }
    }

    /// Which CloudKit database the store would sync with.
    public struct CloudKitDatabase: Hashable, Sendable {
        let value: String?

        /// The database from the app's entitlements, if any.
        public static let automatic = CloudKitDatabase(value: "automatic")
        /// No syncing.
        public static let none = CloudKitDatabase(value: nil)
        /// The private database of the container `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(value: "private:" + containerIdentifier)
        }
    }
}
