import ArrangeCore
import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite @MainActor struct TabViewTests {
    @Test func tabBarAtTheBottom() {
        let host = phoneHost(TabView {
            Color.red.id("first").tabItem { Text("One").id("label1") }
            Color.blue.id("second").tabItem { Text("Two").id("label2") }
        })
        // The content's safe area ends above the 49-point bar, which sits on the home indicator's.
        #expect(host.frame(of: "first") == CGRect(x: 0, y: 47, width: 390, height: 763 - 49))
        #expect(host.frame(of: "second") == nil)
        // Tab titles (10 pt) centred in equal halves, 7 below the bar's top.
        #expect(host.frame(of: "label1") == CGRect(x: 97.5 - 15, y: 761 + 7, width: 30, height: 10))
        #expect(host.frame(of: "label2") == CGRect(x: 292.5 - 15, y: 761 + 7, width: 30, height: 10))
    }

    @Test func selectionChoosesTheTab() {
        let host = phoneHost(TabView(selection: .constant("b")) {
            Tab("A", systemImage: "star", value: "a") { Color.red.id("a") }
            Tab("B", systemImage: "gear", value: "b") { Color.blue.id("b") }
        })
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 47, width: 390, height: 714))
    }

    @Test func intSelectionPicksByIndex() {
        let host = phoneHost(TabView(selection: .constant(1)) {
            Color.red.id("a").tabItem { Text("A") }
            Color.blue.id("b").tabItem { Text("B") }
        })
        #expect(host.frame(of: "b") != nil)
        #expect(host.frame(of: "a") == nil)
    }

    @Test func stackInsideATab() {
        let host = phoneHost(TabView {
            NavigationStack { Color.red.id("content").navigationTitle("Inbox") }
                .tabItem { Text("Inbox") }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 143, width: 390, height: 763 - 96 - 49))
    }
}

@Suite @MainActor struct TabViewModifierTests {
    @Test func modifiedTabItemKeepsItsLabel() {
        let host = HostingView(rootView: TabView {
            Color.red.tabItem { Text("One").id("label") }.padding(0)
        }.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(host.frame(of: "label") == CGRect(x: 180, y: 768, width: 30, height: 10))
    }
}
