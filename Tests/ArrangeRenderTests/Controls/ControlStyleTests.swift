@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

// Custom styles of the kinds a SwiftUI file declares.

private struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
            configuration.content
        }
        .id("stacked")
    }
}

/// Wraps the style outside it: `LabeledContent(configuration)` must not build this style again.
private struct PaddedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration).padding(5)
    }
}

private struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 3) {
            configuration.label
            configuration.content
        }
        .padding(4)
    }
}

private struct OutlinedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(1)
    }
}

private struct ButtonDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            if configuration.isExpanded {
                configuration.content.padding(.leading, 10)
            }
        }
    }
}

private struct PaddedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(6)
    }
}

private struct TightControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 3) { configuration.content }
    }
}

private struct TextDatePickerStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.label
            Text(verbatim: configuration.displayedComponents.contains(.hourAndMinute) ? "both" : "date")
        }
    }
}

@Suite("Controls: custom and built-in styles of labeled content, group boxes, disclosure groups, menus, control groups and date pickers")
@MainActor struct ControlStyleTests {
    @Test("A custom labeled content style's body is laid out")
    func customLabeledContentStyle() {
        let host = controlHost(LabeledContent { Color.red.frame(width: 30, height: 10).id("value") } label: {
            Color.blue.frame(width: 40, height: 20).id("label")
        }.labeledContentStyle(StackedLabeledContentStyle()))
        #expect(host.frame(of: "stacked")?.size == CGSize(width: 40, height: 32))
        #expect(relativeFrame("value", in: "stacked", host) == CGRect(x: 0, y: 22, width: 30, height: 10))
        #expect(controlSize(LabeledContent("Version", value: "1.0").labeledContentStyle(StackedLabeledContentStyle()), .unspecified)
                == CGSize(width: 7 * 17, height: 17 + 2 + 17))
    }

    @Test("LabeledContent(configuration) draws the style outside the one that made it; .automatic is the form row")
    func labeledContentConfigurationUsesOuterStyle() {
        let content = LabeledContent("A", value: "B")
        // Inside only the padded style: the automatic row (1 + 8 + 1 characters), padded by 5.
        #expect(controlSize(content.labeledContentStyle(PaddedLabeledContentStyle()), .unspecified)
                == CGSize(width: 17 + 8 + 17 + 10, height: 27))
        // The padded style inside the stacked one: the stacked body, padded.
        #expect(controlSize(content.labeledContentStyle(PaddedLabeledContentStyle()).labeledContentStyle(StackedLabeledContentStyle()),
                            .unspecified) == CGSize(width: 17 + 10, height: 36 + 10))
        #expect(controlSize(content.labeledContentStyle(.automatic), .unspecified) == controlSize(content, .unspecified))
    }

    @Test("A custom group box style's body is laid out, and GroupBox(configuration) wraps the automatic box")
    func customGroupBoxStyle() {
        let box = GroupBox { Color.red.frame(width: 100, height: 50).id("content") } label: { Color.blue.frame(width: 20, height: 10) }
        let host = controlHost(box.groupBoxStyle(PlainGroupBoxStyle()).id("box"))
        #expect(host.frame(of: "box")?.size == CGSize(width: 4 + 20 + 3 + 100 + 4, height: 58))
        #expect(relativeFrame("content", in: "box", host) == CGRect(x: 27, y: 4, width: 100, height: 50))
        // The automatic box (16 padding, label and 8 gap above the content) plus 1.
        #expect(controlSize(box.groupBoxStyle(OutlinedGroupBoxStyle()), .unspecified) == CGSize(width: 134, height: 16 + 10 + 8 + 50 + 16 + 2))
        #expect(controlSize(box.groupBoxStyle(.automatic), .unspecified) == controlSize(box, .unspecified))
    }

    @Test("A custom disclosure group style reads and writes the expansion binding")
    @MainActor func customDisclosureGroupStyle() throws {
        let expanded = Box(false)
        let group = DisclosureGroup(isExpanded: expanded.binding) {
            Color.blue.frame(width: 50, height: 30).id("content")
        } label: {
            Color.red.frame(width: 40, height: 20).id("label")
        }
        let host = controlHost(group.disclosureGroupStyle(ButtonDisclosureStyle()).id("group"))
        #expect(host.frame(of: "group")?.size == CGSize(width: 40, height: 20))
        #expect(host.frame(of: "content") == nil)
        try #require(host.controlAction(of: "group")).activate?()
        #expect(expanded.value)
        let open = controlHost(group.disclosureGroupStyle(ButtonDisclosureStyle()).id("group"))
        #expect(open.frame(of: "group")?.size == CGSize(width: 60, height: 50))
        #expect(relativeFrame("content", in: "group", open) == CGRect(x: 10, y: 20, width: 50, height: 30))
        // The automatic style: the row as wide as offered, the content below it.
        #expect(controlHost(group.disclosureGroupStyle(.automatic).id("group")).frame(of: "group")?.size == CGSize(width: 300, height: 20 + 8 + 30))
    }

    @Test("A custom menu style's body is laid out; .button and .borderlessButton draw the label as a button")
    @MainActor func menuStyles() throws {
        let menu = Menu("More") { Button("One") {} }
        #expect(controlSize(menu.menuStyle(PaddedMenuStyle()), .unspecified) == CGSize(width: 4 * 17 + 12, height: 17 + 12))
        #expect(controlSize(menu.menuStyle(.button).buttonStyle(.bordered), .unspecified) == CGSize(width: 4 * 17 + 24, height: 17 + 14))
        #expect(controlSize(menu.menuStyle(.automatic), .unspecified) == CGSize(width: 4 * 17, height: 17))
        #expect(controlSize(menu.menuStyle(BorderlessButtonMenuStyle()).buttonStyle(.bordered), .unspecified) == CGSize(width: 4 * 17, height: 17))
        // The primary action survives a custom style.
        let count = Box(0)
        let host = controlHost(Menu("More", content: { Button("One") {} }, primaryAction: { count.value += 1 })
            .menuStyle(PaddedMenuStyle()).id("menu"))
        try #require(host.controlAction(of: "menu")).activate?()
        #expect(count.value == 1)
    }

    @Test("Control group styles: a custom body, navigation, menu, compact menu and palette")
    func controlGroupStyles() {
        let group = ControlGroup {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        #expect(controlSize(group.controlGroupStyle(TightControlGroupStyle()), .unspecified) == CGSize(width: 53, height: 10))
        #expect(controlSize(group.controlGroupStyle(.navigation), .unspecified) == CGSize(width: 66, height: 10))
        #expect(controlSize(group.controlGroupStyle(.palette), ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 44))
        let labeled = ControlGroup("Edit") { Button("Cut") {}; Button("Copy") {} }
        // The menu styles draw the group's label as the menu's button.
        #expect(controlSize(labeled.controlGroupStyle(.menu), .unspecified) == CGSize(width: 4 * 17, height: 17))
        #expect(controlSize(labeled.controlGroupStyle(.compactMenu), .unspecified) == CGSize(width: 4 * 17, height: 17))
        #expect(controlSize(labeled, ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 44))
        #expect(controlSize(labeled.controlGroupStyle(.automatic), ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 44))
    }

    @Test("A custom date picker style's body gets the configuration")
    func customDatePickerStyle() {
        let date = Date(timeIntervalSince1970: 1_763_985_600)
        #expect(controlSize(DatePicker("When", selection: .constant(date)).datePickerStyle(TextDatePickerStyle()), .unspecified)
                == CGSize(width: 4 * 17 + 4 + 4 * 17, height: 17))
        #expect(controlSize(DatePicker("When", selection: .constant(date), displayedComponents: .date).datePickerStyle(TextDatePickerStyle()),
                            .unspecified) == CGSize(width: 4 * 17 + 4 + 4 * 17, height: 17))
        #expect(controlSize(DatePicker("When", selection: .constant(date)).datePickerStyle(.compact), .unspecified)
                == controlSize(DatePicker("When", selection: .constant(date)), .unspecified))
    }

    @Test("The graphical date picker: header, weekday row, six week rows, and a time row with the time")
    func graphicalDatePicker() throws {
        let date = Date(timeIntervalSince1970: 1_763_985_600)
        let proposal = ProposedViewSize(width: 320, height: nil)
        #expect(controlSize(DatePicker("When", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical), proposal)
                == CGSize(width: 320, height: 44 + 20 + 6 * 44))
        #expect(controlSize(DatePicker("When", selection: .constant(date)).datePickerStyle(.graphical), proposal)
                == CGSize(width: 320, height: 44 + 20 + 6 * 44 + 1 + 44))
        #expect(controlSize(DatePicker("When", selection: .constant(date), displayedComponents: .hourAndMinute).datePickerStyle(.graphical),
                            proposal) == CGSize(width: 320, height: 44))
        // November 2025 starts on a Saturday: the 24th is in the fifth row, second column. Its
        // selection circle (the tint at 12% over white) is centred in that cell.
        let p = try renderPNG(DatePicker("When", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.graphical).frame(width: 320).background(Color.white))
        let column = (320.0 - 32) / 7
        let x = Int(16 + column * 1.5), y = 44 + 20 + 4 * 44 + 4
        #expect(p[x, y].isClose(to: RGBA(r: 224, g: 239, b: 255), tolerance: 6), "\(p[x, y])")
        // The first row's first cell (before the 1st) is empty.
        #expect(p[Int(16 + column / 2), 44 + 20 + 4] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("The graphical date picker draws days outside its range in the tertiary colour")
    func graphicalDatePickerRange() throws {
        let date = Date(timeIntervalSince1970: 1_763_985_600)
        let tenth = Date(timeIntervalSince1970: 1_763_985_600 - 14 * 86_400)
        // The darkest pixel of the 3rd's cell (second row, second column).
        func darkest(_ picker: DatePicker<Text>) throws -> UInt8 {
            let p = try renderPNG(picker.datePickerStyle(.graphical).frame(width: 320).background(Color.white))
            let column = (320.0 - 32) / 7
            var value: UInt8 = 255
            for x in Int(16 + column)..<Int(16 + 2 * column) { for y in (64 + 44)..<(64 + 88) { value = min(value, p[x, y].r) } }
            return value
        }
        #expect(try darkest(DatePicker("When", selection: .constant(date), displayedComponents: .date)) < 60)
        #expect(try darkest(DatePicker("When", selection: .constant(date), in: tenth..., displayedComponents: .date)) > 150)
        #expect(try darkest(DatePicker("When", selection: .constant(date), in: ...tenth, displayedComponents: .date)) < 60)
    }

    @Test("The wheel date picker: 216 points tall with a band across the middle row")
    func wheelDatePicker() throws {
        let date = Date(timeIntervalSince1970: 1_763_985_600)
        let proposal = ProposedViewSize(width: 320, height: nil)
        for components: DatePickerComponents in [.date, .hourAndMinute, [.date, .hourAndMinute]] {
            #expect(controlSize(DatePicker("When", selection: .constant(date), displayedComponents: components).datePickerStyle(.wheel), proposal)
                    == CGSize(width: 320, height: 216))
        }
        let p = try renderPNG(DatePicker("When", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.wheel).frame(width: 320).background(Color.white))
        // The band's tertiary fill at its leading end, clear above it.
        #expect(p[2, 108].isClose(to: RGBA(r: 238, g: 238, b: 240), tolerance: 2), "\(p[2, 108])")
        #expect(p[2, 80] == RGBA(r: 255, g: 255, b: 255))
    }
}
