/// The versions of an app's schema and the stages between them. Accepted by
/// ``ModelContainer``; the in-memory store starts empty, so nothing is ever migrated.
public protocol SchemaMigrationPlan {
    /// The schema versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The migration stages, in order.
    static var stages: [MigrationStage] { get }
}
