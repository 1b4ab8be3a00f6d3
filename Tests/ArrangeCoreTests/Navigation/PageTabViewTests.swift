import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `tabViewStyle(.page)`: the selected page fills the tab view, with page dots and no tab bar.
@Suite @MainActor struct PageTabViewTests {
    @Test func aPagingTabViewShowsTheSelectedPageAndItsDots() throws {
        let view = TabView(selection: .constant(1)) {
            Color.red.id("one").tag(0)
            Color.green.id("two").tag(1)
            Color.blue.id("three").tag(2)
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        let host = HostingView(rootView: view, size: CGSize(width: 300, height: 200))
        // The second page fills the whole view (no tab bar's 49 points).
        #expect(host.frame(of: "two") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(host.frame(of: "one") == nil && host.frame(of: "three") == nil)
        // Three 7-point dots, 9 apart, centred, 16 points above the bottom (6 inside the capsule, 10 below it).
        let dots = host.findAll(.type(Circle.self)).map(\.frame)
        #expect(dots.count == 3)
        #expect(dots.map(\.width) == [7, 7, 7] && dots[1].midX == 150 && dots[1].minX - dots[0].maxX == 9)
        #expect(abs(dots[0].maxY - 184) < 0.001)

        // The default style keeps the tab bar.
        let tabs = HostingView(rootView: TabView { Color.red.id("one").tabItem { Text("One") } }, size: CGSize(width: 300, height: 200))
        #expect(abs((tabs.frame(of: "one")?.height ?? 0) - 151) < 0.001)
    }
}
