import Foundation
import SwiftData
import Testing

@Test func insertThenFetchReturnsInsertionOrder() throws {
    let context = ModelContext(try makeContainer())
    context.insert(Item(name: "a"))
    context.insert(Item(name: "b"))
    #expect(try context.fetch(FetchDescriptor<Item>()).map(\.name) == ["a", "b"])
}

@Test func insertingTwiceRegistersOnce() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    context.insert(item)
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
}

@Test func insertSetsModelContext() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    #expect(item.modelContext == nil)
    context.insert(item)
    #expect(item.modelContext === context)
}

@Test func insertingAModelInsertsItsRelatedModels() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    item.tags = [Tag(title: "x"), Tag(title: "y")]
    context.insert(item)
    #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.title) == ["x", "y"])
}

@Test func deleteUnregistersAndMarksDeleted() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    context.delete(item)
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
    #expect(item.isDeleted)
    #expect(item.modelContext == nil)
}

@Test func cascadeDeleteDeletesRelatedModels() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    item.tags = [Tag(title: "x"), Tag(title: "y")]
    context.insert(item)
    context.insert(Tag(title: "z"))
    context.delete(item)
    #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.title) == ["z"])
}

@Test func cascadeDeleteFollowsNonOptionalToOneRelationships() throws {
    let context = ModelContext(try makeContainer())
    let note = Note(text: "n", attachment: Attachment(size: 3))
    context.insert(note)
    #expect(try context.fetchCount(FetchDescriptor<Attachment>()) == 1)
    context.delete(note)
    #expect(try context.fetchCount(FetchDescriptor<Attachment>()) == 0)
}

@Test func deletingAModelRemovesItFromArrays() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    let x = Tag(title: "x")
    item.tags = [x, Tag(title: "y")]
    context.insert(item)
    context.delete(x)
    #expect(item.tags.map(\.title) == ["y"])
}

@Test func deletingAModelClearsOptionalReferences() throws {
    let context = ModelContext(try makeContainer())
    let folder = Folder(name: "f")
    let note = Note(text: "n", attachment: Attachment(size: 1))
    note.folder = folder
    context.insert(note)
    context.delete(folder)
    #expect(note.folder == nil)
}

@Test func deleteModelWherePredicateDeletesMatches() throws {
    let context = ModelContext(try makeContainer())
    for (name, priority) in [("a", 1), ("b", 5), ("c", 9)] {
        context.insert(Item(name: name, priority: priority))
    }
    try context.delete(model: Item.self, where: #Predicate { $0.priority >= 5 })
    #expect(try context.fetch(FetchDescriptor<Item>()).map(\.name) == ["a"])
}

@Test func deleteModelWithoutPredicateDeletesAll() throws {
    let context = ModelContext(try makeContainer())
    context.insert(Item(name: "a"))
    context.insert(Item(name: "b"))
    try context.delete(model: Item.self)
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
}

@Test func otherContextsSeeInsertionsAtOnce() throws {
    let container = try makeContainer()
    let first = ModelContext(container)
    let second = ModelContext(container)
    first.insert(Item(name: "a"))
    #expect(try second.fetch(FetchDescriptor<Item>()).map(\.name) == ["a"])
}

@MainActor @Test func mainContextIsOneInstanceWithAutosave() throws {
    let container = try makeContainer()
    #expect(container.mainContext === container.mainContext)
    #expect(container.mainContext.autosaveEnabled)
    #expect(container.mainContext.container === container)
}

@Test func insertMakesContextHaveChangesUntilSave() throws {
    let context = ModelContext(try makeContainer())
    #expect(!context.hasChanges)
    let item = Item(name: "a")
    context.insert(item)
    #expect(context.hasChanges)
    #expect(context.insertedModelsArray.count == 1)
    try context.save()
    #expect(!context.hasChanges)
    #expect(context.insertedModelsArray.isEmpty)
}

@Test func changingASavedModelRecordsIt() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    try context.save()
    item.name = "b"
    #expect(item.hasChanges)
    #expect(context.changedModelsArray.map(\.persistentModelID) == [item.persistentModelID])
    try context.save()
    #expect(!item.hasChanges)
}

@Test func deletionIsListedUntilSave() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    try context.save()
    context.delete(item)
    #expect(context.deletedModelsArray.map(\.persistentModelID) == [item.persistentModelID])
    try context.save()
    #expect(context.deletedModelsArray.isEmpty)
}

@Test func rollbackUndoesInsertions() throws {
    let context = ModelContext(try makeContainer())
    context.insert(Item(name: "a"))
    context.rollback()
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
    #expect(!context.hasChanges)
}

@Test func rollbackUndoesDeletions() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    try context.save()
    context.delete(item)
    context.rollback()
    #expect(try context.fetch(FetchDescriptor<Item>()).map(\.name) == ["a"])
    #expect(!item.isDeleted)
}

@Test func registeredModelFindsByIdentifier() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    let found: Item? = context.registeredModel(for: item.persistentModelID)
    #expect(found === item)
    let wrongType: Tag? = context.registeredModel(for: item.persistentModelID)
    #expect(wrongType == nil)
}

@Test func modelForUnknownIdentifierReturnsPlaceholder() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    #expect(context.model(for: item.persistentModelID) as? Item === item)
    let stranger = Item(name: "b")
    #expect(context.model(for: stranger.persistentModelID) as? Item == nil)
}

@Test func transactionSaves() throws {
    let context = ModelContext(try makeContainer())
    try context.transaction {
        context.insert(Item(name: "a"))
    }
    #expect(!context.hasChanges)
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
}

@Test func deleteAllDataEmptiesTheStore() throws {
    let container = try makeContainer()
    let context = ModelContext(container)
    let item = Item(name: "a")
    context.insert(item)
    container.deleteAllData()
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
    #expect(item.isDeleted)
}
