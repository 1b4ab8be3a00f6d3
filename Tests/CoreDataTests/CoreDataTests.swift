import CoreData
import Foundation
import Observation
import Testing

/// Linux's Core Data: a model read from the app's model file, objects inserted, fetched,
/// changed, saved, rolled back and deleted through contexts on an in-memory store.
@Suite struct CoreDataTests {
    @Test func aModelFileGivesEntitiesAttributesAndRelationships() throws {
        let model = try #require(NSManagedObjectModel(contentsOf: modelFolder()))
        #expect(model.entities.compactMap(\.name) == ["Folder", "Note", "PinnedNote", "Tag"])
        let note = try #require(model.entitiesByName["Note"])
        #expect(note.managedObjectClassName == "Note")
        #expect(note.codeGenerationType == "class")
        #expect(note.attributesByName["stars"]?.attributeType == .integer16AttributeType)
        #expect(note.attributesByName["stars"]?.defaultValue as? Int == 3)
        #expect(note.attributesByName["stars"]?.usesScalarValueType == true)
        #expect(note.attributesByName["created"]?.usesScalarValueType == false)
        let folder = try #require(note.relationshipsByName["folder"])
        #expect(!folder.isToMany)
        #expect(folder.destinationEntity?.name == "Folder")
        #expect(folder.inverseRelationship?.name == "notes")
        #expect(model.entitiesByName["Folder"]?.relationshipsByName["notes"]?.deleteRule == .cascadeDeleteRule)
        let pinned = try #require(model.entitiesByName["PinnedNote"])
        #expect(pinned.superentity === note)
        #expect(pinned.attributesByName.keys.sorted() == ["created", "favorite", "id", "photo", "pinnedAt", "price", "stars", "title"])
        #expect(model.entitiesByName["Tag"]?.codeGenerationType == "category")
    }

    @Test func newObjectsStartWithTheModelsDefaultsAndReadAsTheirSwiftTypes() throws {
        let context = try makeContainer().viewContext
        let note = Note(context: context)
        #expect(note.stars == 3)
        #expect(note.price == 0.5)
        #expect(note.favorite == false)
        #expect(note.title == nil)
        note.title = "Groceries"
        note.stars = 5
        #expect(note.title == "Groceries")
        #expect(note.value(forKey: "stars") as? Int16 == 5)
        #expect(note.isInserted)
        #expect(context.hasChanges)
        let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        #expect(tag.value(forKey: "label") as? String == "new")
        #expect(tag.entity.name == "Tag")
    }

    @Test func fetchesFilterSortAndPageTheContextsObjects() throws {
        let context = try makeContainer().viewContext
        for (index, title) in ["Cherry", "apple", "Banana", "avocado"].enumerated() {
            let note = Note(context: context)
            note.title = title
            note.stars = Int16(4 - index)
            note.created = index == 2 ? nil : Date(timeIntervalSince1970: Double(index))
        }
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.stars, ascending: true)]
        #expect(try context.fetch(request).compactMap(\.title) == ["avocado", "Banana", "apple", "Cherry"])
        request.predicate = NSPredicate(format: "title BEGINSWITH[c] %@", "a")
        #expect(try context.fetch(request).compactMap(\.title) == ["avocado", "apple"])
        #expect(try context.count(for: request) == 2)
        request.predicate = nil
        // An optional key path sorts nil first, as on iOS.
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.created, ascending: true)]
        #expect(try context.fetch(request).compactMap(\.title) == ["Banana", "Cherry", "apple", "avocado"])
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: false)]
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try context.fetch(request).compactMap(\.title) == ["apple", "Cherry"])
    }

    @Test func aSaveCommitsAndARollbackUndoesSinceTheLastSave() throws {
        let context = try makeContainer().viewContext
        let kept = Note(context: context)
        kept.title = "Kept"
        try context.save()
        #expect(!context.hasChanges)
        #expect(!kept.isInserted)
        #expect(!kept.objectID.isTemporaryID)
        kept.title = "Changed"
        #expect(kept.isUpdated)
        #expect(context.updatedObjects == [kept])
        let dropped = Note(context: context)
        dropped.title = "Dropped"
        context.rollback()
        #expect(kept.title == "Kept")
        #expect(try context.fetch(notesRequest()).compactMap(\.title) == ["Kept"])
        #expect(!context.hasChanges)
    }

    @Test func relationshipsKeepTheirInversesAndDeletesFollowTheirRules() throws {
        let container = try makeContainer()
        let context = container.viewContext
        let folder = Folder(context: context)
        let first = Note(context: context)
        let second = Note(context: context)
        folder.addToNotes(first)
        second.folder = folder
        #expect(first.folder === folder)
        #expect(folder.notes?.count == 2)
        first.folder = nil
        #expect(folder.notes?.count == 1)
        folder.removeFromNotes(second)
        #expect(second.folder == nil)
        folder.addToNotes(first)
        try context.save()
        // Deleting the folder cascades to its notes; deleting a note nullifies the folder's side.
        let other = Folder(context: context)
        other.addToNotes(second)
        context.delete(second)
        #expect(other.notes?.count == 0)
        context.delete(folder)
        try context.save()
        #expect(try context.fetch(notesRequest()).isEmpty)
        #expect(try context.count(for: NSFetchRequest<Folder>(entityName: "Folder")) == 1)
    }

    @Test func contextsOnOneContainerShareTheStore() throws {
        let container = try makeContainer()
        let background = container.newBackgroundContext()
        background.performAndWait {
            let note = Note(context: background)
            note.title = "From the background"
            try? background.save()
        }
        #expect(try container.viewContext.fetch(notesRequest()).compactMap(\.title) == ["From the background"])
        // Subentities' objects are fetched with their parent's.
        let pinned = PinnedNote(context: container.viewContext)
        pinned.title = "Pinned"
        #expect(try container.viewContext.count(for: notesRequest()) == 2)
        #expect(try container.viewContext.fetch(NSFetchRequest<PinnedNote>(entityName: "PinnedNote")).map(\.title) == ["Pinned"])
    }

    @Test func aBatchDeleteRemovesWhatItsRequestMatches() throws {
        let context = try makeContainer().viewContext
        for stars in [1, 2, 3] {
            Note(context: context).stars = Int16(stars)
        }
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: "Note")
        request.predicate = NSPredicate(format: "stars >= %d", 2)
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeCount
        let result = try context.execute(delete) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 2)
        #expect(try context.fetch(notesRequest()).map(\.stars) == [1])
    }

    @Test func readingAnObjectIsObservedAndChangingItIsReported() throws {
        let context = try makeContainer().viewContext
        let note = Note(context: context)
        let changes = Counter()
        withObservationTracking({ _ = note.title }, onChange: { changes.add() })
        note.title = "Observed"
        #expect(changes.count == 1)
        let fetches = Counter()
        withObservationTracking({ _ = try? context.fetch(notesRequest()) }, onChange: { fetches.add() })
        _ = Note(context: context)
        #expect(fetches.count == 1)
    }
}

/// Counts observation callbacks.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
