import Foundation
import SwiftData
import Testing

/// Model shapes seen in public apps, which must compile unchanged.
enum TaskStatus: String, Codable, CaseIterable {
    case todo, done
}

@Model
final class TaskItem: Codable {
    @Attribute(.unique) var id: UUID = UUID()
    var title: String
    var status: TaskStatus = TaskStatus.todo
    var labels: [String] = []
    private(set) var createdAt: Date = Date(timeIntervalSince1970: 0)
    var dueDate: Date?
    var completedCount = 0 {
        didSet { lastChange = "count" }
    }
    @Transient var lastChange = ""
    @Relationship(inverse: \Subtask.parent) var subtasks: [Subtask]? = []

    enum CodingKeys: String, CodingKey { case id, title }

    init(title: String, dueDate: Date? = nil) {
        self.title = title
        self.dueDate = dueDate
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
    }

    func complete() {
        status = .done
        createdAt = Date(timeIntervalSince1970: 1)
    }
}

@Model
final class Subtask {
    var title: String
    var parent: TaskItem?
    init(title: String, parent: TaskItem? = nil) {
        self.title = title
        self.parent = parent
    }
}

enum NotesSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Memo.self] }

    @Model
    final class Memo {
        var body: String = ""
        init(body: String) { self.body = body }
    }
}

@Test func codableModelRoundTrips() throws {
    let task = TaskItem(title: "write")
    let decoded = try JSONDecoder().decode(TaskItem.self, from: JSONEncoder().encode(task))
    #expect(decoded.id == task.id)
    #expect(decoded.title == "write")
}

@Test func enumAndPrivateSetPropertiesWork() {
    let task = TaskItem(title: "t")
    task.complete()
    #expect(task.status == .done)
    #expect(task.createdAt == Date(timeIntervalSince1970: 1))
}

@Test func observedPropertyKeepsDidSet() {
    let task = TaskItem(title: "t")
    task.completedCount = 2
    #expect(task.lastChange == "count")
}

@Test func predicateThroughOptionalRelationship() throws {
    let context = ModelContext(try ModelContainer(for: TaskItem.self, Subtask.self))
    let parent = TaskItem(title: "p")
    context.insert(parent)
    context.insert(Subtask(title: "s1", parent: parent))
    context.insert(Subtask(title: "s2"))
    let descriptor = FetchDescriptor<Subtask>(predicate: #Predicate { $0.parent?.title == "p" })
    #expect(try context.fetch(descriptor).map(\.title) == ["s1"])
}

@Test func sortByOptionalDateAndEnumRawValue() throws {
    let context = ModelContext(try ModelContainer(for: TaskItem.self))
    context.insert(TaskItem(title: "later", dueDate: Date(timeIntervalSince1970: 20)))
    context.insert(TaskItem(title: "sooner", dueDate: Date(timeIntervalSince1970: 10)))
    let descriptor = FetchDescriptor<TaskItem>(sortBy: [SortDescriptor(\.dueDate), SortDescriptor(\.title, order: .forward)])
    #expect(try context.fetch(descriptor).map(\.title) == ["sooner", "later"])
}

@Test func localizedStandardContainsPredicate() throws {
    let context = ModelContext(try ModelContainer(for: TaskItem.self))
    context.insert(TaskItem(title: "Buy Milk"))
    context.insert(TaskItem(title: "Call"))
    let text = "milk"
    let descriptor = FetchDescriptor<TaskItem>(predicate: #Predicate { $0.title.localizedStandardContains(text) })
    #expect(try context.fetch(descriptor).map(\.title) == ["Buy Milk"])
}

@Test func nestedModelInVersionedSchema() throws {
    let context = ModelContext(try ModelContainer(for: Schema(versionedSchema: NotesSchemaV1.self)))
    context.insert(NotesSchemaV1.Memo(body: "m"))
    #expect(try context.fetch(FetchDescriptor<NotesSchemaV1.Memo>()).map(\.body) == ["m"])
    #expect(Schema(versionedSchema: NotesSchemaV1.self).entities.map(\.name) == ["Memo"])
}
