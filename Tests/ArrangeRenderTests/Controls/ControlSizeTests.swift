import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// `.controlSize(_:)` on every control, with the test font (every character 1 em wide; body 17,
/// subheadline 15, footnote 13 points). The numbers are the "Control sizes" table of
/// docs/ios-metrics.md.
@Suite("Controls: controlSize")
@MainActor struct ControlSizeTests {
    @Test("Bordered buttons: insets by size, subheadline titles at small and footnote at mini, extraLarge as large", arguments: [
        (ControlSize.mini, CGSize(width: 2 * 13 + 16, height: 13 + 6)),
        (.small, CGSize(width: 2 * 15 + 20, height: 15 + 10)),
        (.regular, CGSize(width: 2 * 17 + 24, height: 17 + 14)),
        (.large, CGSize(width: 2 * 17 + 40, height: 17 + 28)),
        (.extraLarge, CGSize(width: 2 * 17 + 40, height: 17 + 28)),
    ])
    func borderedButton(size: ControlSize, expected: CGSize) {
        #expect(controlSize(Button("OK") {}.buttonStyle(.bordered).controlSize(size), .unspecified) == expected)
        #expect(controlSize(Button("OK") {}.buttonStyle(.borderedProminent).controlSize(size), .unspecified) == expected)
        #expect(controlSize(Toggle("OK", isOn: .constant(true)).toggleStyle(.button).controlSize(size), .unspecified) == expected)
    }

    @Test("A title with its own font keeps it in a small bordered button")
    func explicitFontWins() {
        #expect(controlSize(Button(action: {}) { Text("OK").font(.body) }.buttonStyle(.bordered).controlSize(.small), .unspecified)
                == CGSize(width: 2 * 17 + 20, height: 17 + 10))
    }

    @Test("Borderless buttons, labels and links keep their size", arguments: ControlSize.allCases)
    func unchangedControls(size: ControlSize) {
        #expect(controlSize(Button("OK") {}.controlSize(size), .unspecified) == CGSize(width: 34, height: 17))
        #expect(controlSize(Link("Web", destination: URL(fileURLWithPath: "/")).controlSize(size), .unspecified) == CGSize(width: 51, height: 17))
        #expect(controlSize(Label { Text("Hi") } icon: { Color.red.frame(width: 10, height: 10) }.controlSize(size), .unspecified)
                == CGSize(width: 10 + 8 + 34, height: 17))
    }

    @Test("The switch's track by size; the knob stays inset by 2", arguments: [
        (ControlSize.mini, CGSize(width: 37, height: 22)), (.small, CGSize(width: 44, height: 26)),
        (.regular, CGSize(width: 51, height: 31)), (.large, CGSize(width: 51, height: 31)), (.extraLarge, CGSize(width: 51, height: 31)),
    ])
    func toggleSwitch(size: ControlSize, track: CGSize) throws {
        #expect(controlSize(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 100).controlSize(size), .unspecified)
                == CGSize(width: 100, height: track.height))
        // The track fills from its leading edge; the knob's white shows 2 points inside its trailing edge.
        let p = try renderPNG(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 100).controlSize(size).tint(.red))
        let y = Int(track.height / 2)
        #expect(p[100 - Int(track.width) + 1, y].isClose(to: RGBA(Color.red), tolerance: 40), "\(p[100 - Int(track.width) + 1, y])")
        #expect(p[100 - 4, y].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 20), "\(p[96, y])")
        #expect(p[100 - Int(track.width) - 2, y].a == 0)
    }

    @Test("A slider's height by size", arguments: [
        (ControlSize.mini, 24.0), (.small, 28), (.regular, 34), (.large, 34), (.extraLarge, 34),
    ])
    func slider(size: ControlSize, height: CGFloat) {
        #expect(controlSize(Slider(value: .constant(0.5)).controlSize(size), ProposedViewSize(width: 200, height: nil))
                == CGSize(width: 200, height: height))
    }

    @Test("A stepper's segments by size", arguments: [
        (ControlSize.mini, CGSize(width: 70, height: 24)), (.small, CGSize(width: 82, height: 28)),
        (.regular, CGSize(width: 94, height: 32)), (.large, CGSize(width: 94, height: 32)),
    ])
    func stepper(size: ControlSize, expected: CGSize) {
        #expect(controlSize(Stepper(value: .constant(1), in: 0...5) { EmptyView() }.controlSize(size), .unspecified).height == expected.height)
        #expect(controlSize(Stepper("Count", value: .constant(1)).controlSize(size), .unspecified)
                == CGSize(width: 5 * 17 + 8 + expected.width, height: expected.height))
    }

    @Test("A segmented picker's height by size, its titles smaller at small and mini", arguments: [
        (ControlSize.mini, 24.0, 13.0), (.small, 28, 15), (.regular, 32, 17), (.large, 40, 17), (.extraLarge, 40, 17),
    ])
    func segmentedPicker(size: ControlSize, height: CGFloat, font: CGFloat) {
        let picker = Picker("", selection: .constant(1)) { Text("A").tag(1); Text("BB").tag(2) }
            .pickerStyle(.segmented).controlSize(size)
        // Two equal segments as wide as the widest title plus 12 on each side.
        #expect(controlSize(picker, .unspecified) == CGSize(width: 2 * (2 * font + 24), height: height))
    }

    @Test("A rounded-border text field's vertical padding by size", arguments: [
        (ControlSize.mini, 2.0), (.small, 4), (.regular, 6), (.large, 10), (.extraLarge, 10),
    ])
    func roundedBorderTextField(size: ControlSize, padding: CGFloat) {
        #expect(controlSize(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).controlSize(size),
                            ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 17 + 2 * padding))
    }

    @Test("The spinner's diameter and the bars' thickness by size", arguments: [
        (ControlSize.mini, 12.0, 3.0), (.small, 16, 4), (.regular, 20, 4), (.large, 37, 4), (.extraLarge, 37, 4),
    ])
    func progressAndGauge(size: ControlSize, spinner: CGFloat, bar: CGFloat) {
        #expect(controlSize(ProgressView().controlSize(size), .unspecified) == CGSize(width: spinner, height: spinner))
        let proposal = ProposedViewSize(width: 200, height: nil)
        #expect(controlSize(ProgressView(value: 0.5).controlSize(size), proposal) == CGSize(width: 200, height: bar))
        #expect(controlSize(Gauge(value: 0.5) { Color.red.frame(width: 20, height: 10) }.controlSize(size), proposal)
                == CGSize(width: 200, height: 10 + 4 + bar))
    }

    @Test("The compact date picker's capsules by size", arguments: [
        (ControlSize.mini, 13.0, 7.0, 3.0), (.small, 15, 9, 4), (.regular, 17, 11, 6), (.large, 17, 14, 10), (.extraLarge, 17, 14, 10),
    ])
    func compactDatePicker(size: ControlSize, font: CGFloat, horizontal: CGFloat, vertical: CGFloat) {
        let date = Date(timeIntervalSince1970: 0)
        // "Jan 1, 1970" is 11 characters, after the spacer's 8 points.
        #expect(controlSize(DatePicker(selection: .constant(date), displayedComponents: .date) { EmptyView() }.controlSize(size), .unspecified)
                == CGSize(width: 8 + 11 * font + 2 * horizontal, height: font + 2 * vertical))
    }

    @Test("The colour well's diameter by size", arguments: [
        (ControlSize.mini, 20.0), (.small, 24), (.regular, 28), (.large, 34), (.extraLarge, 34),
    ])
    func colorWell(size: ControlSize, side: CGFloat) {
        #expect(controlSize(ColorPicker(selection: .constant(.red)) { EmptyView() }.controlSize(size), .unspecified)
                == CGSize(width: 8 + side, height: side))
    }

    @Test("The control group's bar by size", arguments: [
        (ControlSize.mini, 28.0), (.small, 36), (.regular, 44), (.large, 52), (.extraLarge, 52),
    ])
    func controlGroup(size: ControlSize, height: CGFloat) {
        #expect(controlSize(ControlGroup { Button("A") {}; Button("B") {} }.controlSize(size), ProposedViewSize(width: 200, height: nil))
                == CGSize(width: 200, height: height))
    }

    @Test("A menu under a bordered button style takes the bordered button's size", arguments: [
        (ControlSize.small, CGSize(width: 4 * 15 + 20, height: 15 + 10)), (.large, CGSize(width: 4 * 17 + 40, height: 17 + 28)),
    ])
    func menuButton(size: ControlSize, expected: CGSize) {
        #expect(controlSize(Menu("More") { Button("One") {} }.buttonStyle(.bordered).controlSize(size), .unspecified) == expected)
    }
}
