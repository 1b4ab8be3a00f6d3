import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `labelsHidden()` and `labelsVisibility(_:)`: controls leave their label out and are the
/// control alone, centred where a container centres them (the documentation's VStack example).
@Suite @MainActor struct LabelsHiddenTests {
    @Test func toggleWithHiddenLabelIsTheSwitchAlone() {
        let host = HostingView(rootView: VStack {
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("hidden")
            Toggle("Wi-Fi", isOn: .constant(true)).id("shown")
        }, size: CGSize(width: 300, height: 100))
        // The switch's 51 × 31 alone, centred in 300: x = 124.5; the labelled toggle fills the width.
        #expect(host.frame(of: "hidden")?.size == CGSize(width: 51, height: 31))
        #expect(host.frame(of: "hidden")?.minX == 124.5)
        #expect(host.frame(of: "shown")?.width == 300)
        #expect(host.findAll(.text("Wi-Fi")).count == 1)
    }

    @Test func stepperColorPickerAndLabeledContentHideTheirLabels() {
        let host = HostingView(rootView: VStack(spacing: 0) {
            Stepper("Count", value: .constant(1)).id("stepper")
            ColorPicker("Colour", selection: .constant(.red)).id("colour")
            LabeledContent("Name", value: "Jane").id("content")
        }
        .labelsVisibility(.hidden), size: CGSize(width: 300, height: 200))
        // The stepper's two segments (94 × 32), the colour well (28), the value alone.
        #expect(host.frame(of: "stepper")?.size == CGSize(width: 94, height: 32))
        #expect(host.frame(of: "colour")?.size == CGSize(width: 28, height: 28))
        #expect(host.findAll(.text("Count")).isEmpty)
        #expect(host.findAll(.text("Colour")).isEmpty)
        #expect(host.findAll(.text("Name")).isEmpty)
        #expect(host.findAll(.text("Jane")).count == 1)
    }

    @Test func labelsVisibilityIsInTheEnvironment() {
        var values = EnvironmentValues()
        #expect(values.labelsVisibility == .automatic)
        values.labelsVisibility = .hidden
        #expect(values.labelsVisibility == .hidden)
    }
}
