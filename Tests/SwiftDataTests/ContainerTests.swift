import Foundation
import SwiftData
import Testing

@Test func defaultConfiguration() {
    let configuration = ModelConfiguration()
    #expect(configuration.name == "default")
    #expect(!configuration.isStoredInMemoryOnly)
    #expect(configuration.allowsSave)
}

@Test func inMemoryConfigurationPointsAtDevNull() {
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    #expect(configuration.isStoredInMemoryOnly)
    #expect(configuration.url.path == "/dev/null")
}

@Test func namedConfigurationKeepsOptions() {
    let configuration = ModelConfiguration(
        "Store", schema: Schema([Item.self]), isStoredInMemoryOnly: true, allowsSave: false,
        groupContainer: .none, cloudKitDatabase: .private("iCloud.example")
    )
    #expect(configuration.name == "Store")
    #expect(!configuration.allowsSave)
    #expect(configuration.cloudKitDatabase == .private("iCloud.example"))
    #expect(configuration.schema?.entities.map(\.name) == ["Item"])
}

@Test func containerWithoutConfigurationsGetsDefault() throws {
    let container = try ModelContainer(for: Item.self)
    #expect(container.configurations.map(\.name) == ["default"])
    #expect(container.schema.entities.map(\.name) == ["Item"])
}

@Test func containerFromSchemaAndConfigurationArray() throws {
    let schema = Schema([Item.self, Tag.self])
    let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    #expect(container.schema.entities.map(\.name) == ["Item", "Tag"])
}

@Test func duplicateConfigurationNamesThrow() {
    #expect(throws: SwiftDataError.duplicateConfiguration) {
        try ModelContainer(for: Item.self, configurations: ModelConfiguration("A"), ModelConfiguration("A"))
    }
}

@Test func schemaListsAttributesAndRelationships() {
    let entity = Schema([Item.self]).entities[0]
    #expect(entity.attributes.map(\.name) == ["name", "date", "priority", "note"])
    #expect(entity.relationships.map(\.name) == ["tags"])
    #expect(entity.relationships.map(\.deleteRule) == [.cascade])
}

@Test func schemaCountsUnannotatedModelArraysAsRelationships() {
    let entity = Schema([Folder.self]).entities[0]
    #expect(entity.attributes.map(\.name) == ["name", "data", "createdBy"])
    #expect(entity.relationships.map(\.name) == ["people", "notes"])
}

private enum SchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Item.self] }
}

private enum SchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }
}

private enum Plan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
}

@Test func versionedSchemaWithMigrationPlan() throws {
    let container = try ModelContainer(for: Schema(versionedSchema: SchemaV2.self), migrationPlan: Plan.self)
    #expect(container.schema.version == Schema.Version(2, 0, 0))
    #expect(container.schema.entities.map(\.name) == ["Item", "Tag"])
    #expect(container.migrationPlan == Plan.self)
}
