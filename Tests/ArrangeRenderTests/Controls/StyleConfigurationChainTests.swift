@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

// Custom styles that draw the control again from their configuration, padded: the control made
// from the configuration must take the style outside (or the automatic one), not this one
// (issue 25, defect 10: a custom ProgressViewStyle recursed to the depth limit).

private struct PaddedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(10)
    }
}

private struct PaddedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(10)
    }
}

private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(10)
    }
}

private struct PaddedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(10)
    }
}

@Suite("Controls: a style drawing its control from its configuration gets the style outside it")
@MainActor struct StyleConfigurationChainTests {
    @Test("ProgressView(configuration) inside a custom style draws the automatic (linear) bar, or the style outside")
    func progressViewConfiguration() {
        let bar = ProgressView(value: 0.5)
        #expect(controlSize(bar.progressViewStyle(PaddedProgressStyle()), ProposedViewSize(width: 200, height: 100))
                == CGSize(width: 200, height: controlSize(bar, ProposedViewSize(width: 180, height: 80)).height + 20))
        #expect(controlSize(bar.progressViewStyle(PaddedProgressStyle()).progressViewStyle(.circular), .unspecified)
                == CGSize(width: controlSize(bar.progressViewStyle(.circular), .unspecified).width + 20,
                          height: controlSize(bar.progressViewStyle(.circular), .unspecified).height + 20))
    }

    @Test("Toggle(configuration), Label(configuration) and Button(configuration) inside custom styles are padded once")
    func otherControlsConfiguration() {
        let toggle = Toggle(isOn: .constant(true)) { Color.red.frame(width: 40, height: 20) }
        #expect(controlSize(toggle.toggleStyle(PaddedToggleStyle()), ProposedViewSize(width: 200, height: 100))
                == CGSize(width: 200, height: controlSize(toggle, ProposedViewSize(width: 180, height: 80)).height + 20))
        let label = Label { Color.red.frame(width: 40, height: 20) } icon: { Color.blue.frame(width: 20, height: 20) }
        #expect(controlSize(label.labelStyle(PaddedLabelStyle()), .unspecified)
                == CGSize(width: controlSize(label, .unspecified).width + 20, height: controlSize(label, .unspecified).height + 20))
        var tapped = 0
        let button = Button { tapped += 1 } label: { Color.red.frame(width: 40, height: 20).id("label") }
        let host = controlHost(button.buttonStyle(PaddedButtonStyle()))
        #expect(host.rootFrame.size == CGSize(width: 60, height: 40))
        try? host.tap("label")
        #expect(tapped == 1)
    }
}
