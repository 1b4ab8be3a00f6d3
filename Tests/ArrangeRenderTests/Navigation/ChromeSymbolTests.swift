import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// The size `Image(systemName:)` has by itself for `font`.
@MainActor private func symbolSize(_ name: String, _ font: Font) -> CGSize {
    HostingView(rootView: Image(systemName: name).font(font), size: Phone.size).sizeThatFits(.unspecified)
}

@Suite("The list row chevron and tab bar icons are SF Symbols sized as iOS sizes them")
@MainActor struct ChromeSymbolTests {
    @Test("A navigation link's row chevron is the chevron.right symbol at the body size, semibold")
    func rowChevronIsTheSymbol() {
        let chevron = symbolSize("chevron.right", Font.body.weight(.semibold))
        let h = phoneHost(List { NavigationLink(value: 1) { Text("Go").id("label") } })
        let line = h.dump().split(separator: "\n").first { $0.contains("chevron.right") }
        #expect(line != nil, "\(h.dump())")
        // The row's trailing inset is 20 and the card's margin 16: the chevron ends at 354.
        #expect(line?.contains("(\(Int(354 - chevron.width)), ") == true, "\(line ?? "")")
        #expect(line?.contains(", \(Int(chevron.width)), \(Int(chevron.height)))") == true, "\(line ?? "")")
    }

    @Test("The row chevron is drawn in the tertiary label colour")
    func rowChevronColour() throws {
        let p = try renderPNG(List { NavigationLink(value: 1) { Text("Go") } }.frame(width: 390, height: 200))
        // Somewhere in the chevron's box, tertiaryLabel (60, 60, 67 at 30%) over white.
        var found = false
        for x in 330..<356 { for y in 40..<80 where p[x, y].isClose(to: RGBA(r: 197, g: 197, b: 199), tolerance: 12) { found = true } }
        #expect(found)
    }

    @Test("A tab item's Label puts the 25-point icon area above the title; the symbol takes the tab icon size")
    func tabItemLabel() {
        let icon = symbolSize("house", Font.system(size: 21, weight: .medium))
        let h = phoneHost(TabView {
            Color.red.tabItem { Label { Text("Home").id("title") } icon: { Image(systemName: "house").id("icon") } }
            Color.blue.tabItem { Label("Mail", systemImage: "envelope") }
        })
        let frame = h.frame(of: "icon")
        #expect(frame?.size == icon)
        // The icon area starts 7 below the bar's top (761), the title 2 below the area.
        #expect(frame.map { $0.midY } == 761 + 7 + 12.5)
        #expect(h.frame(of: "title") == CGRect(x: 97.5 - 20, y: 761 + 7 + 25 + 2, width: 40, height: 10))
    }

    @Test("Tab(_:systemImage:) and a bare Image in .tabItem are sized as tab icons too")
    func tabIconsOfOtherForms() {
        let icon = symbolSize("star", Font.system(size: 21, weight: .medium))
        let tabs = phoneHost(TabView {
            Tab("A", systemImage: "star") { Color.red }
            Tab("B", systemImage: "gear") { Color.blue }
        })
        #expect(tabs.dump().contains(", \(Int(icon.width)), \(Int(icon.height)))"), "\(tabs.dump())")
        let bare = phoneHost(TabView {
            Color.red.tabItem { Image(systemName: "star").id("icon"); Text("A") }
        })
        #expect(bare.frame(of: "icon")?.size == icon)
    }

    @Test("The selected tab is drawn in the tint, the others grey")
    func tabColours() throws {
        let view = TabView {
            Color.white.tabItem { Label { Text("") } icon: { Rectangle().frame(width: 20, height: 20) } }
            Color.white.tabItem { Label { Text("") } icon: { Rectangle().frame(width: 20, height: 20) } }
        }
        .tint(.red)
        .environment(\.defaultFontFamily, Font.testFontFamily)
        let p = try renderPNG(view, proposal: ProposedViewSize(width: 200, height: 300))
        // The bars' icons: 7 + 12.5 below the bar's top (300 − 49).
        let y = 300 - 49 + 7 + 12
        #expect(p[50, y].isClose(to: RGBA(Color.red), tolerance: 4), "\(p[50, y])")
        #expect(p[150, y].isClose(to: RGBA(r: 153, g: 153, b: 153), tolerance: 4), "\(p[150, y])")
    }
}
