import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// The iOS 13 and 14 navigation bar modifiers lay out as the modifiers that replaced them.
@Suite("Deprecated navigation bar modifiers, as apps still write them")
@MainActor struct DeprecatedNavigationTests {
    @Test("navigationBarTitle(_:) and (_:displayMode:) place the title as navigationTitle does")
    func titles() throws {
        let old = phoneHost(NavigationStack { Color.red.id("content").navigationBarTitle("Inbox") })
        let new = phoneHost(NavigationStack { Color.red.id("content").navigationTitle("Inbox") })
        #expect(try old.find(text: "Inbox").frame == new.find(text: "Inbox").frame)
        #expect(old.frame(of: "content") == new.frame(of: "content"))
        let inlineOld = phoneHost(NavigationStack { Color.red.id("content").navigationBarTitle(Text("Inbox"), displayMode: .inline) })
        let inlineNew = phoneHost(NavigationStack { Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) })
        #expect(try inlineOld.find(text: "Inbox").frame == inlineNew.find(text: "Inbox").frame)
        #expect(inlineOld.frame(of: "content") == inlineNew.frame(of: "content"))
        #expect(inlineOld.frame(of: "content") != old.frame(of: "content"))
    }

    @Test("navigationBarHidden(true) gives the bar's space to the content, as toolbar(.hidden) does")
    func hidden() {
        let host = phoneHost(NavigationStack { Color.red.id("content").navigationBarTitle("T").navigationBarHidden(true) })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 763))
        let shown = phoneHost(NavigationStack { Color.red.id("content").navigationBarTitle("T").navigationBarHidden(false) })
        #expect(shown.frame(of: "content") != host.frame(of: "content"))
    }

    @Test("navigationBarItems(leading:trailing:) puts the items at the bar's two ends")
    func items() throws {
        let host = phoneHost(NavigationStack {
            Color.red.navigationBarTitle("T", displayMode: .inline)
                .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
        })
        let edit = try host.find(text: "Edit").frame, add = try host.find(text: "Add").frame
        #expect(edit.minX < 40)
        #expect(add.maxX > 350)
        #expect(abs(edit.midY - add.midY) < 0.5)
    }

    @Test("navigationBarBackButtonHidden() hides a pushed screen's back button")
    func backButton() throws {
        let shown = phoneHost(NavigationStack { NavigationLink("Open") { Text("Detail") } })
        try shown.tap("Open")
        let hidden = phoneHost(NavigationStack { NavigationLink("Open") { Text("Detail").navigationBarBackButtonHidden() } })
        try hidden.tap("Open")
        // The back button is a chevron shape in the bar's leading corner.
        #expect(shown.dump().contains("BackChevronShape"))
        #expect(!hidden.dump().contains("BackChevronShape"))
        #expect(try hidden.find(text: "Detail").frame == shown.find(text: "Detail").frame)
    }

    @Test("autocapitalization(_:) is textInputAutocapitalization(_:) of the same style")
    func autocapitalization() {
        let host = controlHost(TextField("Name", text: .constant("")).autocapitalization(.words).accessibilityIdentifier("field"))
        let annotations = host.annotatedView(withAccessibilityIdentifier: "field")?.annotations ?? []
        #expect(annotations.contains { if case .textInputAutocapitalization(let style) = $0 { style == .words } else { false } })
    }

    @Test("UIColor.withAlphaComponent replaces the opacity in both appearances; cgColor is the light one")
    func uiColorAlpha() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        let light = Color(uiColor: faded).resolve(in: EnvironmentValues())
        #expect(light.opacity == 0.5)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(uiColor: faded).resolve(in: dark).opacity == 0.5)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.components == [1, 0, 0, 1])
    }
}

@Suite("The iOS 13 Slider initialiser with value labels")
@MainActor struct DeprecatedSliderTests {
    @Test("Slider(value:in:minimumValueLabel:maximumValueLabel:label:) lays out as the current initialiser")
    func oldOrder() {
        let old = controlHost(Slider(value: .constant(0.5), in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
            Text("Volume")
        }.id("slider"))
        let new = controlHost(Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.id("slider"))
        #expect(old.frame(of: "slider") == new.frame(of: "slider"))
        #expect(old.dump() == new.dump())
        let stepped = controlHost(Slider(value: .constant(2), in: 0...10, step: 1, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) {
            Text("Level")
        }.id("slider"))
        #expect(stepped.frame(of: "slider")?.width == old.frame(of: "slider")?.width)
    }
}
