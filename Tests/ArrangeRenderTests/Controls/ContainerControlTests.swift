@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: LabeledContent, GroupBox, DisclosureGroup, Menu, ControlGroup, DatePicker, ColorPicker")
@MainActor struct ContainerControlTests {
    @Test("Labeled content puts the value on the trailing side in the secondary colour")
    func labeledContent() throws {
        let host = controlHost(LabeledContent { Color.red.frame(width: 30, height: 10).id("value") } label: {
            Color.red.frame(width: 40, height: 20).id("label")
        }.id("row"))
        #expect(host.frame(of: "row")?.size == CGSize(width: 300, height: 20))
        #expect(relativeFrame("label", in: "row", host) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(relativeFrame("value", in: "row", host) == CGRect(x: 270, y: 5, width: 30, height: 10))
        #expect(controlSize(LabeledContent("Version", value: "1.0"), .unspecified) == CGSize(width: 7 * 17 + 8 + 3 * 17, height: 17))
        #expect(controlSize(LabeledContent("Count", value: 42, format: .number), .unspecified) == CGSize(width: 5 * 17 + 8 + 2 * 17, height: 17))
        let p = try renderPNG(LabeledContent { Rectangle().frame(width: 10, height: 10) } label: { EmptyView() }.background(Color.white))
        // After the spacer's 8 points: secondaryLabel (60, 60, 67, 0.6) over white.
        #expect(p[13, 5].isClose(to: RGBA(r: 138, g: 138, b: 142), tolerance: 2), "\(p[13, 5])")
    }

    @Test("A group box pads its label and content by 16 on a rounded secondary-background box")
    func groupBox() throws {
        let host = controlHost(GroupBox { Color.red.frame(width: 100, height: 50).id("content") }.id("box"))
        #expect(host.frame(of: "box")?.size == CGSize(width: 132, height: 82))
        #expect(relativeFrame("content", in: "box", host) == CGRect(x: 16, y: 16, width: 100, height: 50))
        #expect(controlSize(GroupBox("Title") { Color.red.frame(width: 100, height: 50) }, .unspecified)
                == CGSize(width: 132, height: 16 + 17 + 8 + 50 + 16))
        let p = try renderPNG(GroupBox { Color.clear.frame(width: 10, height: 10) })
        #expect(p[20, 20] == RGBA(r: 242, g: 242, b: 247))
        let dark = try renderPNG(GroupBox { Color.clear.frame(width: 10, height: 10) }.environment(\.colorScheme, .dark))
        #expect(dark[20, 20] == RGBA(r: 28, g: 28, b: 30))
    }

    @Test("A group box inside a group box steps to the tertiary background (issue 25, defect 8)")
    func nestedGroupBox() throws {
        let nested = GroupBox { GroupBox { Color.clear.frame(width: 10, height: 10) } }
        let p = try renderPNG(nested)
        // The outer box's padding, then the inner box: white in the light appearance.
        #expect(p[8, 8] == RGBA(r: 242, g: 242, b: 247))
        #expect(p[30, 30] == RGBA(r: 255, g: 255, b: 255))
        let dark = try renderPNG(nested.environment(\.colorScheme, .dark))
        #expect(dark[8, 8] == RGBA(r: 28, g: 28, b: 30))
        #expect(dark[30, 30] == RGBA(r: 44, g: 44, b: 46))
    }

    @Test("A disclosure group shows its content only when expanded; flipping the binding updates the frames")
    @MainActor func disclosureGroup() throws {
        struct Screen: View {
            @State var expanded = false
            var body: some View {
                DisclosureGroup(isExpanded: $expanded) {
                    Color.blue.frame(width: 50, height: 30).id("content")
                } label: {
                    Color.red.frame(width: 40, height: 20).id("label")
                }
                .id("group")
            }
        }
        let host = controlHost(Screen())
        #expect(host.frame(of: "group")?.size == CGSize(width: 300, height: 20))
        #expect(host.frame(of: "content") == nil)
        let action = try #require(host.controlAction(of: "group"))
        action.activate?()
        #expect(host.frame(of: "group")?.size == CGSize(width: 300, height: 20 + 8 + 30))
        #expect(relativeFrame("content", in: "group", host) == CGRect(x: 0, y: 28, width: 50, height: 30))
        host.controlAction(of: "group")?.activate?()
        #expect(host.frame(of: "content") == nil)
        // Without a binding the group keeps its own state.
        let own = controlHost(DisclosureGroup("More") { Color.blue.frame(width: 50, height: 30).id("content") }.id("group"))
        #expect(own.frame(of: "content") == nil)
        own.controlAction(of: "group")?.activate?()
        #expect(own.frame(of: "content") != nil)
    }

    @Test("The disclosure chevron is drawn in the tint at the trailing end")
    func disclosureChevron() throws {
        let p = try renderPNG(DisclosureGroup(isExpanded: .constant(false)) { EmptyView() } label: { Color.clear.frame(width: 1, height: 12) }
            .frame(width: 40).tint(.red))
        let row = (0..<40).map { p[$0, 6] }
        #expect(row[30...].contains { $0.isClose(to: RGBA(Color.red), tolerance: 30) })
        #expect(!row[..<30].contains { $0.a > 0 })
    }

    @Test("A menu is its label in the tint colour; the primary action is its control action")
    @MainActor func menu() throws {
        #expect(controlSize(Menu("Actions") { Button("One") {} }, .unspecified) == CGSize(width: 7 * 17, height: 17))
        // The "plus" glyph is 15×15 at 17 points (SymbolMetrics).
        #expect(controlSize(Menu("Add", systemImage: "plus") { Button("One") {} }, .unspecified) == CGSize(width: 15 + 8 + 3 * 17, height: 17))
        #expect(try renderPNG(Menu { Text("x") } label: { Rectangle().frame(width: 10, height: 10) })[5, 5] == RGBA(r: 0, g: 122, b: 255))
        let box = Box(0)
        let host = controlHost(Menu { Text("x") } label: { Text("Go") } primaryAction: { box.value += 1 }.id("menu"))
        host.controlAction(of: "menu")?.activate?()
        #expect(box.value == 1)
    }

    @Test("A control group is a 44-point bar as wide as offered, its controls in equal segments")
    func controlGroup() throws {
        let host = controlHost(ControlGroup {
            Color.red.frame(width: 20, height: 20).id("a")
            Color.red.frame(width: 20, height: 20).id("b")
        }.id("group"))
        #expect(host.frame(of: "group")?.size == CGSize(width: 300, height: 44))
        #expect(relativeFrame("a", in: "group", host) == CGRect(x: 65, y: 12, width: 20, height: 20))
        #expect(relativeFrame("b", in: "group", host) == CGRect(x: 215, y: 12, width: 20, height: 20))
    }

    @Test("A compact date picker is its label, a gap and capsules with the formatted date and time")
    func datePicker() throws {
        // Noon UTC on 24 November 2025: the same day in every time zone the tests run in.
        let date = Date(timeIntervalSince1970: 1_763_985_600)
        let dateOnly = DatePicker("When", selection: .constant(date), displayedComponents: .date)
        // "Nov 24, 2025": 12 characters, padded 11 a side and 6 above and below.
        let pill: CGFloat = 12 * 17 + 22
        let title: CGFloat = 4 * 17 + 8
        #expect(controlSize(dateOnly, .unspecified) == CGSize(width: title + pill, height: 29))
        #expect(controlSize(dateOnly, ProposedViewSize(width: 400, height: nil)) == CGSize(width: 400, height: 29))
        let both = controlSize(DatePicker("When", selection: .constant(date)), .unspecified)
        #expect(both.height == 29)
        #expect(both.width > title + pill + 6 + 22)
        let p = try renderPNG(DatePicker(selection: .constant(date), displayedComponents: .date) { EmptyView() }.background(Color.white))
        // After the spacer's 8 points, the capsule's tertiary fill at its padding.
        #expect(p[10, 14].isClose(to: RGBA(r: 238, g: 238, b: 240), tolerance: 2), "\(p[10, 14])")
    }

    @Test("A colour picker is its label, a gap and a 28-point colour well showing the selection")
    func colorPicker() throws {
        let host = controlHost(ColorPicker(selection: .constant(.orange)) { Color.red.frame(width: 40, height: 20).id("label") }.id("picker"))
        #expect(host.frame(of: "picker")?.size == CGSize(width: 300, height: 28))
        #expect(controlSize(ColorPicker("Tint", selection: .constant(.red)), .unspecified) == CGSize(width: 4 * 17 + 8 + 28, height: 28))
        let p = try renderPNG(ColorPicker(selection: .constant(.orange)) { EmptyView() })
        #expect(p[14, 14] == RGBA(Color.orange))
    }

    @Test("The date and colour pickers' control actions write their bindings")
    @MainActor func pickerBindings() {
        let date = Box(Date(timeIntervalSince1970: 0))
        let dateHost = controlHost(DatePicker("When", selection: date.binding).id("date"))
        dateHost.controlAction(of: "date")?.select?(AnyHashable(Date(timeIntervalSince1970: 86_400)))
        #expect(date.value == Date(timeIntervalSince1970: 86_400))
        let color = Box(Color.red)
        let colorHost = controlHost(ColorPicker("Tint", selection: color.binding).id("color"))
        colorHost.controlAction(of: "color")?.select?(AnyHashable(Color.green))
        #expect(color.value == .green)
        colorHost.controlAction(of: "color")?.select?(AnyHashable(3))
        #expect(color.value == .green)
    }

    @Test("Disabled controls draw dimmed; dark ones use dark mode's fills")
    func disabledAndDark() throws {
        let enabled = try renderPNG(Slider(value: .constant(1)).frame(width: 100).background(Color.white))
        let disabled = try renderPNG(Slider(value: .constant(1)).frame(width: 100).disabled(true).background(Color.white))
        // The fill is grey (tertiary label) when disabled, and the control at 40%.
        #expect(enabled[20, 17] == RGBA(r: 0, g: 122, b: 255))
        #expect(disabled[20, 17].b < 250 && disabled[20, 17].r > 200, "\(disabled[20, 17])")
        let segmented = try renderPNG(Picker("", selection: .constant(1)) { Color.clear.frame(width: 1, height: 1).tag(1) }
            .pickerStyle(.segmented).frame(width: 100).environment(\.colorScheme, .dark))
        #expect(segmented[50, 16].isClose(to: RGBA(r: 99, g: 99, b: 102), tolerance: 2), "\(segmented[50, 16])")
    }
}
