import Arrange
import ArrangeTestSupport
import CoreData
import Foundation
import Testing

/// Notes sorted by title, with buttons that insert, rename and delete, as Core Data screens write it.
private struct NotesScreen: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)]) private var notes: FetchedResults<Note>

    var body: some View {
        VStack {
            Text(notes.compactMap(\.title).joined(separator: ",")).id("titles")
            Button("Add") {
                let note = Note(context: context)
                note.title = "N\(notes.count + 1)"
            }
            Button("Rename first") { notes.first?.title = "Z" }
            Button("Delete first") { if let first = notes.first { context.delete(first) } }
            Button("Reverse") { notes.nsSortDescriptors = [NSSortDescriptor(keyPath: \Note.title, ascending: false)] }
        }
    }
}

@Suite("@FetchRequest and managedObjectContext in views")
@MainActor struct FetchRequestInViewTests {
    @Test("@FetchRequest reads the environment's context, sorted, and follows inserts, changes, deletes and a new sort")
    func fetchRequestFollowsTheContext() throws {
        let container = try makeContainer()
        let host = controlHost(NotesScreen().environment(\.managedObjectContext, container.viewContext))
        #expect(try host.find("titles").text == "")
        try host.tap("Add")
        try host.tap("Add")
        #expect(try host.find("titles").text == "N1,N2", "\(host.dump())")
        try host.tap("Rename first")
        #expect(try host.find("titles").text == "N2,Z")
        try host.tap("Reverse")
        #expect(try host.find("titles").text == "Z,N2")
        try host.tap("Delete first")
        #expect(try host.find("titles").text == "N2")
    }

    @Test("Without a context in the environment, @FetchRequest reads nothing and inserting does not crash")
    func fetchRequestWithoutAContext() throws {
        let host = controlHost(NotesScreen())
        #expect(try host.find("titles").text == "")
        try host.tap("Add")
        #expect(try host.find("titles").text == "N1")
    }
}
