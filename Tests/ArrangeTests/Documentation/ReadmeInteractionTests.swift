import Arrange
@testable import ArrangeCore
import Foundation
import Testing

/// The README's "Testing interactions" example, as written there (and the Testing article's:
/// `DocumentationExampleTests` uses it too).
struct Groceries: View {
    @State private var items: [String] = []
    @State private var draft = ""
    var body: some View {
        VStack(spacing: 0) {
            TextField("Item", text: $draft).onSubmit { items.append(draft); draft = "" }.id("item")
            ForEach(items, id: \.self) { Text($0).id($0) }
            Button("Clear") { items = [] }.disabled(items.isEmpty)
        }
    }
}

@Suite("Interaction: the README's example")
@MainActor struct ReadmeInteractionTests {
    @Test("The README's interaction example works as it says")
    @MainActor func readmeExample() throws {
        let host = HostingView(rootView: Groceries(), size: CGSize(width: 300, height: 400))
        #expect(try host.find(text: "Clear").isEnabled == false)
        try host.type("milk", into: "item")     // the binding changes
        try host.submit("item")                 // onSubmit runs
        let row = try host.find(text: "milk").frame
        // Spacing 0: the new row starts where the field ends.
        #expect(row.minY == (try host.find("item").frame.maxY))
        #expect(try host.find(text: "Clear").isEnabled)
        try host.tap("Clear")                   // runs the action
        #expect(host.findAll(.text("milk")).isEmpty)
        #expect(try host.find(text: "Clear").isEnabled == false)
    }
}
