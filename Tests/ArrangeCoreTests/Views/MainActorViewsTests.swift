import ArrangeCore
import ArrangeText
import Foundation
import Observation
import Testing

// Swift 6 SwiftUI code as it is written against `View`'s main-actor isolation: these compile only
// because views are `@MainActor` (a body reading a main-actor model, a button calling the view's
// own method), and run as SwiftUI runs them.

@MainActor @Observable private final class Basket {
    var items: [String] = []
    func add(_ item: String) { items.append(item) }
    func load() async { items = ["apple", "pear"] }
}

private struct BasketView: View {
    @State private var basket = Basket()
    let onChange: () -> Void

    var body: some View {
        VStack {
            Text("\(basket.items.count) items")
            Button("Add") { addPear() }
            Button("Tell") { onChange() }
        }
        .task { await basket.load() }
    }

    private func addPear() { basket.add("pear") }
}

@Suite("Views on the main actor, as in SwiftUI")
@MainActor struct MainActorViewsTests {
    @Test("A body reads a @MainActor @Observable model held in @State; a Button calls the view's own method and a stored closure")
    func mainActorModelAndActions() throws {
        var told = 0
        let host = HostingView(rootView: BasketView(onChange: { told += 1 }), size: CGSize(width: 200, height: 200))
        #expect(try host.find(text: "0 items").frame.width > 0)
        try host.tap(.text("Add"))
        #expect(try host.find(text: "1 items").frame.width > 0)
        try host.tap(.text("Tell"))
        #expect(told == 1)
    }

    @Test("Arrange's own views and modifiers are nonisolated, as SwiftUI's are: made in a nonisolated function")
    func libraryViewsAreNonisolated() {
        nonisolated func card() -> some View {
            VStack { Text("Title").font(.headline); Color.red.frame(width: 10, height: 10) }.padding(8)
        }
        let host = HostingView(rootView: card(), size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size.height > 26)
    }
}
