import Testing
import Arrange
import ArrangeTestSupport

// The SwiftUI API added for the seeds' samples, beyond what the samples use: `Color.gradient` and
// `AnyGradient`, `Button` with its styles, and `controlSize`.

/// A custom `ButtonStyle`: the label padded by 5 points.
private struct SeedPaddedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(5)
    }
}

@Suite("API added for the seed samples: AnyGradient, Button, controlSize")
@MainActor struct SeedSampleAPITests: SeedFixtures {
    /// `Color.gradient`: a lighter tint at the top (HSL lightness + 0.15), the colour at the
    /// bottom, opacity kept; drawn from the top centre to the bottom centre.
    @Test func colorGradientStops() {
        let white = Color.white.gradient.gradient.stops
        #expect(white.map(\.color) == [Color(red: 1, green: 1, blue: 1), Color.white])
        let black = Color.black.gradient.gradient.stops
        #expect(black[0].color == Color(white: 0.15) && black[1].color == Color.black)
        // A half-transparent red: (1, 0.5, 0.5) is lightness 0.75, saturation 1 → 0.9: (1, 0.8, 0.8).
        let red = Color(red: 1, green: 0.5, blue: 0.5, opacity: 0.5).gradient.gradient.stops
        #expect(abs(red[0].color.red - 1) < 1e-9 && abs(red[0].color.green - 0.8) < 1e-9 && abs(red[0].color.blue - 0.8) < 1e-9)
        #expect(red[0].color.opacity == 0.5 && red[1].color.opacity == 0.5)
        #expect(Color.blue.gradient == Color.blue.gradient && Color.blue.gradient != Color.red.gradient)
    }

    /// `AnyGradient(_:)` draws any gradient top to bottom, and changes no frame.
    @Test func anyGradientFillsLikeAColour() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        let h = host(200, 200) { Rectangle().fill(AnyGradient(gradient)).frame(width: 50, height: 40) }
        let leaf = placedViews(h).first { $0.name == "Rectangle" }
        #expect(leaf?.frame == rect(75, 80, 50, 40))
        #expect(leaf?.paint == .linearGradient(gradient, startPoint: .top, endPoint: .bottom))
        // As a background style it fills the view's frame.
        let background = host(200, 200) { R(30, 20).background(Color.green.gradient) }
        #expect(placedViews(background).contains { $0.frame == rect(85, 90, 30, 20) && $0.paint == .linearGradient(Color.green.gradient.gradient, startPoint: .top, endPoint: .bottom) })
    }

    /// The default button style (borderless, as on iOS) is the label alone, in blue.
    @Test func defaultButtonIsItsLabel() throws {
        let h = host(300, 300) { Button("Hello") {} }
        #expect(h.rootFrame.size == size(85, 17))
        #expect(placedViews(h).first { $0.name.hasPrefix("Text") }?.paint == .color(.blue))
        let plain = host(300, 300) { Button(action: {}) { R(40, 30) }.buttonStyle(.plain) }
        #expect(plain.rootFrame.size == size(40, 30))
        let borderless = host(300, 300) { Button(action: {}) { R(40, 30) }.buttonStyle(.borderless) }
        #expect(borderless.rootFrame.size == size(40, 30))
    }

    /// Bordered buttons pad their label by control size; the nearest style and size win.
    @Test(arguments: [
        (ControlSize.mini, CGSize(width: 16, height: 6)), (.small, CGSize(width: 20, height: 10)),
        (.regular, CGSize(width: 24, height: 14)), (.large, CGSize(width: 40, height: 28)),
        (.extraLarge, CGSize(width: 40, height: 28)),
    ])
    func borderedButtonPaddingByControlSize(controlSize: ControlSize, padding: CGSize) {
        let h = host(300, 300) {
            Button(action: {}) { R(40, 30) }
                .buttonStyle(.bordered)
                .controlSize(controlSize)
                .buttonStyle(.plain)
                .controlSize(.large)
        }
        #expect(h.rootFrame.size == size(40 + padding.width, 30 + padding.height))
    }

    /// `.regular` is the default control size; a custom `ButtonStyle` builds the body.
    @Test func regularIsTheDefaultAndCustomStylesBuildTheBody() {
        #expect(EnvironmentValues().controlSize == .regular)
        let bordered = host(300, 300) { Button("OK") {}.buttonStyle(.borderedProminent) }
        #expect(bordered.rootFrame.size == size(34 + 24, 17 + 14))
        let custom = host(300, 300) { Button("OK") {}.buttonStyle(SeedPaddedButtonStyle()) }
        #expect(custom.rootFrame.size == size(44, 27))
        #expect(textFrames(in: custom) == [rect(custom.rootFrame.minX + 5, custom.rootFrame.minY + 5, 34, 17)])
    }
}
