import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite @MainActor struct PresentationTests {
    /// A sheet is a card from 10 points below the status bar to the bottom, its content above
    /// the home indicator.
    @Test func sheetWhenPresented() {
        let shown = phoneHost(Color.red.id("base").sheet(isPresented: .constant(true)) { Color.blue.id("sheet") })
        #expect(shown.frame(of: "sheet") == CGRect(x: 0, y: 57, width: 390, height: 753))
        #expect(shown.frame(of: "base") == CGRect(x: 0, y: 47, width: 390, height: 763))
        let hidden = phoneHost(Color.red.sheet(isPresented: .constant(false)) { Color.blue.id("sheet") })
        #expect(hidden.frame(of: "sheet") == nil)
    }

    @Test func mediumDetentCoversHalf() {
        let host = phoneHost(Color.red.sheet(isPresented: .constant(true)) {
            Color.blue.id("sheet").presentationDetents([.medium, .large])
        })
        #expect(host.frame(of: "sheet") == CGRect(x: 0, y: 47 + 763 - 381.5, width: 390, height: 381.5))
    }

    @Test func sheetFollowsItsBinding() {
        struct Screen: View {
            @State var shown = false
            var body: some View {
                Color.red.sheet(isPresented: $shown) { Color.blue.id("sheet") }
                    .onAppear { shown = true }
            }
        }
        let host = phoneHost(Screen())
        #expect(host.frame(of: "sheet")?.minY == 57)
    }

    @Test func itemSheetAndFullScreenCover() {
        struct Item: Identifiable { let id = 1 }
        let item = phoneHost(Color.red.sheet(item: .constant(Item())) { Color.blue.id("item\($0.id)") })
        #expect(item.frame(of: "item1")?.minY == 57)
        let cover = phoneHost(Color.red.fullScreenCover(isPresented: .constant(true)) { Color.blue.id("cover") })
        #expect(cover.frame(of: "cover") == CGRect(x: 0, y: 47, width: 390, height: 763))
        let popover = phoneHost(Color.red.popover(isPresented: .constant(true)) { Color.blue.id("pop") })
        #expect(popover.frame(of: "pop")?.minY == 57)
    }

    /// An alert is a 270-point box centred on the screen: title and message, then 44-point
    /// button rows.
    @Test func alertWhenPresented() {
        let host = phoneHost(Color.red.alert("Title", isPresented: .constant(true)) {
            Button("OK") {}.id("ok")
        } message: {
            Text("Message").id("message")
        })
        // Box: 19 + 17 (title) + 2 + 13 (message) + 19 + 0.5 + 44 = 114.5 tall, centred.
        let top = 47 + (763 - 114.5) / 2
        #expect(host.frame(of: "message") == CGRect(x: 195 - 45.5, y: top + 19 + 17 + 2, width: 91, height: 13))
        #expect(host.frame(of: "ok") == CGRect(x: 195 - 17, y: top + 19 + 17 + 2 + 13 + 19 + 0.5 + 13.5, width: 34, height: 17))
        let hidden = HostingView(rootView: Color.red.alert("Title", isPresented: .constant(false)) { Text("X").id("x") }, size: Phone.size)
        #expect(hidden.frame(of: "x") == nil)
    }

    @Test func alertTwoButtonsSideBySide() {
        let host = phoneHost(Color.red.alert("T", isPresented: .constant(true)) {
            Button("A") {}.id("a")
            Button("B") {}.id("b")
        })
        let a = host.frame(of: "a")
        let b = host.frame(of: "b")
        #expect(a?.minY == b?.minY)
        #expect(a?.midX == 127.375)
        #expect(b?.midX == 262.625)
    }

    @Test func confirmationDialogAtTheBottom() {
        let host = phoneHost(Color.red.confirmationDialog("Delete?", isPresented: .constant(true)) {
            Button("Delete") {}.id("delete")
        })
        // The cancel card ends 8 above the bottom safe area edge, 57 tall; the action card 8 above.
        #expect(host.frame(of: "delete")?.midY == 810 - 8 - 57 - 8 - 28.5)
        #expect(host.frame(of: "delete")?.midX == 195)
    }
}
