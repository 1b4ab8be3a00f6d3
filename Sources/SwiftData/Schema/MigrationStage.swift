/// One step of a ``SchemaMigrationPlan``. Never run by the in-memory store.
public enum MigrationStage {
    /// A migration SwiftData infers from the two versions.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code to run before and after.
    case custom(
        fromVersion: any VersionedSchema.Type,
        toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?
    )
}
