import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A list whose row pushes with the iOS 13–15 `isActive` binding.
private struct ActiveLinkList: View {
    @State var isActive = false
    var body: some View {
        NavigationView {
            VStack {
                Text(isActive ? "active" : "inactive").id("state")
                NavigationLink(destination: DetailScreen(), isActive: $isActive) { Text("Open") }
                Button("Push from code") { isActive = true }
            }
        }
    }
}

private struct DetailScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close detail") { dismiss() }
    }
}

/// Links that push while a selection equals their tag.
private struct TaggedLinks: View {
    @State var selection: Int? = nil
    var body: some View {
        NavigationStack {
            VStack {
                Text("selection \(selection.map(String.init) ?? "nil")").id("selection")
                NavigationLink(destination: Text("One"), tag: 1, selection: $selection) { Text("First") }
                NavigationLink("Second", destination: Text("Two"), tag: 2, selection: $selection)
            }
        }
    }
}

private struct OldAlerts: View {
    @State var showsAlert = true
    @State var log: [String] = []
    var body: some View {
        Text(log.joined(separator: ",")).id("log")
            .alert(isPresented: $showsAlert) {
                Alert(title: Text("Delete?"), message: Text("It cannot be undone."),
                      primaryButton: .destructive(Text("Delete")) { log.append("deleted") },
                      secondaryButton: .cancel())
            }
    }
}

private struct Choice: Identifiable {
    let id: Int
}

private struct OldActionSheet: View {
    @State var choice: Choice? = Choice(id: 7)
    @State var log: [String] = []
    var body: some View {
        Text(log.joined(separator: ",")).id("log")
            .actionSheet(item: $choice) { choice in
                ActionSheet(title: Text("Item \(choice.id)"), message: nil,
                            buttons: [.default(Text("Share")) { log.append("shared \(choice.id)") }, .cancel()])
            }
    }
}

@Suite("The iOS 13–15 presentation API: NavigationLink(isActive:), Alert, ActionSheet")
@MainActor struct LegacyPresentationTests {
    @Test("NavigationLink(destination:isActive:) sets the binding when tapped and shows the destination while it is true")
    func isActiveLink() throws {
        let host = phoneHost(ActiveLinkList())
        #expect(try host.find("state").text == "inactive")
        #expect(host.findAll(.text("Close detail")).isEmpty)
        try host.tap("Open")
        #expect(try host.find(text: "Close detail").frame.width > 0)
        // Dismissing the destination sets the binding back to false.
        try host.tap("Close detail")
        #expect(host.findAll(.text("Close detail")).isEmpty)
        #expect(try host.find("state").text == "inactive")
        // Setting the binding from code pushes too.
        try host.tap("Push from code")
        #expect(try host.find(text: "Close detail").frame.width > 0)
    }

    @Test("NavigationLink(destination:tag:selection:) pushes the link whose tag is selected")
    func taggedLinks() throws {
        let host = phoneHost(TaggedLinks())
        try host.tap("Second")
        #expect(try host.find(text: "Two").frame.width > 0)
        #expect(host.findAll(.text("One")).isEmpty)
        #expect(try host.find("selection").text == "selection 2")
    }

    @Test("alert(isPresented:content:) draws the Alert's title, message and two buttons; a button runs its action and dismisses")
    func legacyAlert() throws {
        let host = phoneHost(OldAlerts())
        let title = try host.find(text: "Delete?").frame
        let message = try host.find(text: "It cannot be undone.").frame
        #expect(title.maxY <= message.minY)
        let delete = try host.find(text: "Delete").frame, cancel = try host.find(text: "Cancel").frame
        // Two buttons side by side, as SwiftUI's alerts put two buttons.
        #expect(abs(delete.midY - cancel.midY) < 0.5)
        try host.tap(.text("Delete"))
        #expect(host.findAll(.text("Delete?")).isEmpty)
        #expect(try host.find("log").text == "deleted")
    }

    @Test("actionSheet(item:content:) draws the sheet from the item; the cancel button is the separate card")
    func legacyActionSheet() throws {
        let host = phoneHost(OldActionSheet())
        #expect(try host.find(text: "Item 7").frame.width > 0)
        let share = try host.find(text: "Share").frame, cancel = try host.find(text: "Cancel").frame
        #expect(cancel.minY > share.maxY)
        try host.tap(.text("Share"))
        #expect(host.findAll(.text("Item 7")).isEmpty)
        #expect(try host.find("log").text == "shared 7")
    }
}
