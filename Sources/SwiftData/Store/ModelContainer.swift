import Foundation

/// Owns a schema, its configurations and the in-memory store that all of its contexts share.
/// Nothing is persisted: a new container always starts empty.
public final class ModelContainer: @unchecked Sendable {
    /// The schema of the models the container manages.
    public let schema: Schema
    /// The migration plan given, never run (the store starts empty).
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    /// The store shared by the container's contexts.
    let store = ModelStore()

    private let lock = NSLock()
    private var _configurations: Set<ModelConfiguration>
    @MainActor private var _mainContext: ModelContext?

    /// A container for `givenSchema`; with no configurations, a default one is used. Throws
    /// ``SwiftDataError/duplicateConfiguration`` when two configurations share a name.
    public init(
        for givenSchema: Schema,
        migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: [ModelConfiguration]
    ) throws {
        let names = configurations.map(\.name)
        guard Set(names).count == names.count else { throw SwiftDataError.duplicateConfiguration }
        // Model types named only by configurations join the schema.
        let extra = configurations.compactMap(\.schema).flatMap(\.types)
        schema = extra.isEmpty ? givenSchema : Schema(givenSchema.types + extra, version: givenSchema.version)
        self.migrationPlan = migrationPlan
        _configurations = configurations.isEmpty ? [ModelConfiguration()] : Set(configurations)
    }

    /// An empty in-memory container with no model types: what the environment's model context
    /// belongs to when no `modelContainer` modifier sets one.
    init(emptyInMemory: ()) {
        schema = Schema([])
        migrationPlan = nil
        _configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
    }

    /// A container for `givenSchema` with `configurations`.
    public convenience init(
        for givenSchema: Schema,
        migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for the model types `forTypes` with `configurations`.
    public convenience init(
        for forTypes: any PersistentModel.Type...,
        migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The configurations the container was made with (a default one if none was given).
    public var configurations: Set<ModelConfiguration> {
        get { lock.withLock { _configurations } }
        set { lock.withLock { _configurations = newValue } }
    }

    /// The context of the main actor, made on first use, with autosave enabled.
    @MainActor public var mainContext: ModelContext {
        if let context = _mainContext { return context }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        _mainContext = context
        return context
    }

    /// Removes every model from the store (they stay in memory as unregistered objects).
    public func deleteAllData() {
        for model in store.allModels() {
            model._$modelState.isDeleted = true
            model._$modelState.context = nil
        }
        store.removeAll()
    }
}
