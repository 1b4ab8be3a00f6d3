import Arrange
import ArrangeTestSupport
import Foundation
import SwiftData
import Testing

@Model final class Memo {
    var title: String
    var created: Date
    init(title: String, created: Date) {
        self.title = title
        self.created = created
    }
}

/// A list of notes, newest first, with buttons that insert and delete, as app screens write it.
private struct MemosScreen: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Memo.created, order: .reverse) private var notes: [Memo]

    var body: some View {
        VStack {
            Text(notes.map(\.title).joined(separator: ",")).id("titles")
            Button("Add") { context.insert(Memo(title: "N\(notes.count + 1)", created: Date(timeIntervalSince1970: Double(notes.count + 1)))) }
            Button("Delete first") { if let first = notes.first { context.delete(first) } }
            Button("Rename first") { notes.first?.title = "Renamed" }
        }
    }
}

@Suite("@Query and modelContainer in views")
@MainActor struct QueryInViewTests {
    @Test("@Query reads the models of the environment's container, sorted, and follows inserts, deletes and property changes")
    func queryFollowsTheStore() throws {
        let host = controlHost(MemosScreen().modelContainer(for: Memo.self, inMemory: true))
        #expect(try host.find("titles").text == "")
        try host.tap("Add")
        try host.tap("Add")
        #expect(try host.find("titles").text == "N2,N1")
        try host.tap("Rename first")
        #expect(try host.find("titles").text == "Renamed,N1")
        try host.tap("Delete first")
        #expect(try host.find("titles").text == "N1")
    }

    @Test("A container made outside and given with modelContainer(_:) is the one @Query reads")
    func givenContainer() throws {
        let container = try ModelContainer(for: Memo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Memo(title: "Sample", created: Date(timeIntervalSince1970: 0)))
        let host = controlHost(MemosScreen().modelContainer(container))
        #expect(try host.find("titles").text == "Sample")
    }

    @Test("Without a container, @Query reads no models and inserting does not crash")
    func noContainer() throws {
        let host = controlHost(MemosScreen())
        #expect(try host.find("titles").text == "")
        try host.tap("Add")
        #expect((try host.find("titles").text ?? "").count <= 2)
    }
}
