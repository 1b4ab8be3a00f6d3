import Foundation

/// The model classes a container manages, with a version. Built from the classes' `@Model`
/// property tables.
public final class Schema: @unchecked Sendable, Hashable {
    /// The entities, one per model class, in the order given.
    public let entities: [Schema.Entity]
    /// The schema's version.
    public let version: Schema.Version
    /// The model classes.
    let types: [any PersistentModel.Type]

    /// A schema with no models.
    public convenience init() {
        self.init([], version: Version(1, 0, 0))
    }

    /// A schema of `types` (duplicates are kept once) at `version`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        var seen = Set<ObjectIdentifier>()
        let unique = types.filter { seen.insert(ObjectIdentifier($0)).inserted }
        self.types = unique
        self.entities = unique.map(Entity.init(type:))
        self.version = version
    }

    /// A schema of `types` at `version`.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The schema of a versioned schema: its models at its version.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// The entities by name.
    public var entitiesByName: [String: Schema.Entity] {
        Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Schemas are equal when they list the same entity names at the same version.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.version == rhs.version && lhs.entities.map(\.name) == rhs.entities.map(\.name)
    }

    /// Hashes the entity names and version.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(entities.map(\.name))
    }
}
