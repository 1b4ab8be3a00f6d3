import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

private struct Chores: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    var body: some View {
        VStack {
            ForEach($chores) { $chore in
                Toggle(chore.title, isOn: $chore.done).id(chore.id)
            }
            Text("\(chores.filter(\.done).count) done").id("count")
            ForEach($chores, id: \.title) { $chore in
                Text(chore.title.uppercased())
            }
        }
    }
}

@Suite("ForEach over a binding: each view gets a binding to its element")
@MainActor struct ForEachOverBindingsTests {
    @Test("ForEach($items) { $item in } writes through to the collection; ForEach($items, id:) too")
    func bindingsWriteThrough() throws {
        let host = controlHost(Chores())
        #expect(try host.find("count").text == "0 done")
        try host.tap(.id(2))
        #expect(try host.find("count").text == "1 done")
        #expect(try host.find(text: "LAUNDRY").frame.height > 0)
        #expect(host.frame(of: 1) != nil && host.frame(of: 2) != nil)
    }
}
