/// One version of an app's schema: its version number and model classes.
public protocol VersionedSchema {
    /// The version number.
    static var versionIdentifier: Schema.Version { get }
    /// The model classes of this version.
    static var models: [any PersistentModel.Type] { get }
}
