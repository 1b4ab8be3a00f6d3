import Foundation
import SwiftData
import Testing

/// A context holding items c(3), a(1), b(2), in that insertion order.
private func seeded() throws -> ModelContext {
    let context = ModelContext(try makeContainer())
    context.insert(Item(name: "c", priority: 3))
    context.insert(Item(name: "a", priority: 1))
    context.insert(Item(name: "b", priority: 2))
    return context
}

@Test func predicateFilters() throws {
    let context = try seeded()
    let descriptor = FetchDescriptor<Item>(predicate: #Predicate { $0.priority >= 2 })
    #expect(try context.fetch(descriptor).map(\.name) == ["c", "b"])
}

@Test func predicateWithCapturedValueFilters() throws {
    let context = try seeded()
    let wanted = "a"
    let descriptor = FetchDescriptor<Item>(predicate: #Predicate<Item> { item in item.name == wanted })
    #expect(try context.fetch(descriptor).map(\.priority) == [1])
}

@Test func sortByAscending() throws {
    let context = try seeded()
    let descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(descriptor).map(\.name) == ["a", "b", "c"])
}

@Test func sortByReverse() throws {
    let context = try seeded()
    let descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\Item.priority, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.priority) == [3, 2, 1])
}

@Test func fetchLimitAndOffset() throws {
    let context = try seeded()
    var descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)])
    descriptor.fetchOffset = 1
    descriptor.fetchLimit = 1
    #expect(try context.fetch(descriptor).map(\.name) == ["b"])
}

@Test func fetchCountCountsMatches() throws {
    let context = try seeded()
    #expect(try context.fetchCount(FetchDescriptor<Item>(predicate: #Predicate { $0.priority < 3 })) == 2)
}

@Test func fetchIdentifiersMatchFetch() throws {
    let context = try seeded()
    let descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetchIdentifiers(descriptor) == context.fetch(descriptor).map(\.persistentModelID))
}

@Test func batchedFetchReturnsSameModels() throws {
    let context = try seeded()
    let batched = try context.fetch(FetchDescriptor<Item>(), batchSize: 2)
    #expect(batched.map(\.name) == ["c", "a", "b"])
}

@Test func enumerateVisitsEveryMatch() throws {
    let context = try seeded()
    var names: [String] = []
    try context.enumerate(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)])) { names.append($0.name) }
    #expect(names == ["a", "b", "c"])
}

@Test func excludingPendingChangesSkipsUnsavedInsertions() throws {
    let context = ModelContext(try makeContainer())
    context.insert(Item(name: "saved"))
    try context.save()
    context.insert(Item(name: "pending"))
    var descriptor = FetchDescriptor<Item>()
    descriptor.includePendingChanges = false
    #expect(try context.fetch(descriptor).map(\.name) == ["saved"])
}

@Test func fetchOnlyReturnsTheRequestedType() throws {
    let context = ModelContext(try makeContainer())
    context.insert(Item(name: "a"))
    context.insert(Tag(title: "t"))
    #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.title) == ["t"])
}
