import Foundation
import Observation
import SwiftData
import Testing

@Test func fetchIsNotifiedOfInsertion() throws {
    let context = ModelContext(try makeContainer())
    let count = onChangeCount(tracking: { _ = try? context.fetch(FetchDescriptor<Item>()) }, after: {
        context.insert(Item(name: "a"))
    })
    #expect(count == 1)
}

@Test func fetchIsNotifiedOfDeletion() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a")
    context.insert(item)
    let count = onChangeCount(tracking: { _ = try? context.fetch(FetchDescriptor<Item>()) }, after: {
        context.delete(item)
    })
    #expect(count == 1)
}

@Test func fetchIsNotifiedOfInsertionInAnotherContext() throws {
    let container = try makeContainer()
    let reader = ModelContext(container)
    let writer = ModelContext(container)
    let count = onChangeCount(tracking: { _ = try? reader.fetch(FetchDescriptor<Item>()) }, after: {
        writer.insert(Item(name: "a"))
    })
    #expect(count == 1)
}

@Test func changeCountIsNotifiedOfInsertion() throws {
    let context = ModelContext(try makeContainer())
    let before = context._changeCount
    let count = onChangeCount(tracking: { _ = context._changeCount }, after: {
        context.insert(Item(name: "a"))
    })
    #expect(count == 1)
    #expect(context._changeCount == before + 1)
}

@Test func readingAPropertyIsNotifiedOfItsChange() {
    let item = Item(name: "a")
    let count = onChangeCount(tracking: { _ = item.name }, after: { item.name = "b" })
    #expect(count == 1)
    #expect(item.name == "b")
}

@Test func readingAPropertyIsNotNotifiedOfAnotherPropertysChange() {
    let item = Item(name: "a")
    let count = onChangeCount(tracking: { _ = item.name }, after: { item.priority = 4 })
    #expect(count == 0)
}

@Test func transientPropertyIsNotObserved() {
    let item = Item(name: "a")
    let count = onChangeCount(tracking: { _ = item.scratch }, after: { item.scratch = 1 })
    #expect(count == 0)
    #expect(item.scratch == 1)
}

@Test func fetchWithPredicateIsNotifiedOfFilteredPropertyChange() throws {
    let context = ModelContext(try makeContainer())
    let item = Item(name: "a", priority: 1)
    context.insert(item)
    let descriptor = FetchDescriptor<Item>(predicate: #Predicate { $0.priority > 2 })
    let count = onChangeCount(tracking: { _ = try? context.fetch(descriptor) }, after: { item.priority = 3 })
    #expect(count == 1)
    #expect(try context.fetchCount(descriptor) == 1)
}

@Test func hasChangesIsNotifiedOfInsertion() throws {
    let context = ModelContext(try makeContainer())
    let count = onChangeCount(tracking: { _ = context.hasChanges }, after: { context.insert(Item(name: "a")) })
    #expect(count == 1)
}

@Test func modelIsObservable() {
    let item: any Observable = Item(name: "a")
    #expect(item is Item)
}
