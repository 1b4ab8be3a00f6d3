import Foundation
import SwiftData
import Testing

@Test func initializerAssignsStoredProperties() {
    let item = Item(name: "a", date: Date(timeIntervalSince1970: 10), priority: 2)
    #expect(item.name == "a")
    #expect(item.date == Date(timeIntervalSince1970: 10))
    #expect(item.priority == 2)
    #expect(item.note == nil)
    #expect(item.tags.isEmpty)
}

@Test func defaultValuesApplyWithoutTypeAnnotations() {
    let person = Person()
    #expect(person.count == 0)
    #expect(person.name == "")
    #expect(person.class == "A")
    let folder = Folder(name: "f")
    #expect(folder.people.isEmpty)
    #expect(folder.notes?.isEmpty == true)
    #expect(folder.createdBy == "me")
}

@Test func settersStoreValues() {
    let item = Item(name: "a")
    item.note = "n"
    item.tags.append(Tag(title: "t"))
    #expect(item.note == "n")
    #expect(item.tags.map(\.title) == ["t"])
}

@Test func everyModelHasADistinctIdentifier() {
    let a = Item(name: "a")
    let b = Item(name: "a")
    #expect(a.persistentModelID != b.persistentModelID)
    #expect(a.persistentModelID.entityName == "Item")
    #expect(a.persistentModelID < b.persistentModelID)
}

@Test func modelsAreEqualByIdentity() {
    let a = Item(name: "a")
    let b = Item(name: "a")
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, a, b]).count == 2)
}

@Test func idDefaultsToPersistentModelID() {
    let item = Item(name: "a")
    #expect(item.id == item.persistentModelID)
}

@Test func declaredIdWins() {
    let profile = Profile()
    let id: UUID = profile.id
    #expect(id == profile.id)
}

@Test func identifierRoundTripsThroughCodable() throws {
    let id = Item(name: "a").persistentModelID
    let decoded = try JSONDecoder().decode(PersistentIdentifier.self, from: JSONEncoder().encode(id))
    #expect(decoded == id)
}
