@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: Toggle")
@MainActor struct ToggleTests {
    @Test("A switch toggle is its label, a flexible gap and a 51x31 track: as wide as offered, 31 tall")
    func switchLayout() throws {
        let host = controlHost(Toggle(isOn: .constant(true)) { Color.red.frame(width: 40, height: 20).id("label") }.id("toggle"))
        let frame = try #require(host.frame(of: "toggle"))
        #expect(frame.size == CGSize(width: 300, height: 31))
        #expect(relativeFrame("label", in: "toggle", host) == CGRect(x: 0, y: 5.5, width: 40, height: 20))
        // Offered nothing: the label, the spacer's 8-point minimum and the track.
        let ideal = controlSize(Toggle(isOn: .constant(false)) { Color.red.frame(width: 40, height: 20) }, .unspecified)
        #expect(ideal == CGSize(width: 99, height: 31))
        // A taller label sets the height; the track stays centred.
        #expect(controlSize(Toggle(isOn: .constant(false)) { Color.red.frame(width: 40, height: 50) }, ProposedViewSize(width: 200, height: nil))
                == CGSize(width: 200, height: 50))
    }

    @Test("Toggle(_:isOn:) with a title: the text (17 points with the test font) and the track")
    func titledToggle() {
        #expect(controlSize(Toggle("Wi-Fi", isOn: .constant(true)), .unspecified) == CGSize(width: 5 * 17 + 8 + 51, height: 31))
        #expect(controlSize(Toggle(String("Wi-Fi"), isOn: .constant(true)), ProposedViewSize(width: 320, height: nil)) == CGSize(width: 320, height: 31))
    }

    @Test("The switch draws a green track with the knob at the trailing end when on, a grey track with the knob leading when off")
    func switchPixels() throws {
        let on = try renderPNG(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 51).background(Color.white))
        #expect(on.width == 51 && on.height == 31)
        #expect(on[8, 15].isClose(to: RGBA(r: 52, g: 199, b: 89), tolerance: 2), "\(on[8, 15])")
        #expect(on[36, 15].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 2), "\(on[36, 15])")
        let off = try renderPNG(Toggle(isOn: .constant(false)) { EmptyView() }.frame(width: 51).background(Color.white))
        #expect(off[42, 15].isClose(to: RGBA(r: 233, g: 233, b: 234), tolerance: 2), "\(off[42, 15])")
        #expect(off[15, 15].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 2), "\(off[15, 15])")
    }

    @Test("Dark appearance: the on track is dark mode's green, the off track dark grey")
    func switchDark() throws {
        let on = try renderPNG(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 51).environment(\.colorScheme, .dark))
        #expect(on[8, 15].isClose(to: RGBA(r: 48, g: 209, b: 88), tolerance: 2), "\(on[8, 15])")
        let off = try renderPNG(Toggle(isOn: .constant(false)) { EmptyView() }.frame(width: 51).environment(\.colorScheme, .dark))
        #expect(off[42, 15].isClose(to: RGBA(r: 57, g: 57, b: 61), tolerance: 2), "\(off[42, 15])")
    }

    @Test("A tint replaces the green; a disabled switch draws at 40% opacity")
    func switchTintAndDisabled() throws {
        let tinted = try renderPNG(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 51).tint(.orange))
        #expect(tinted[8, 15].isClose(to: RGBA(Color.orange), tolerance: 2), "\(tinted[8, 15])")
        let disabled = try renderPNG(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 51).disabled(true).background(Color.white))
        // 0.4 × green over white: 255 − 0.4 × (255 − c) for c = 52, 199, 89: 174, 233, 189.
        #expect(disabled[8, 15].isClose(to: RGBA(r: 174, g: 233, b: 189), tolerance: 2), "\(disabled[8, 15])")
    }

    @Test("The toggle's control action flips the @State it is bound to, and the knob moves")
    @MainActor func bindingFlip() throws {
        struct Screen: View {
            @State var isOn = false
            var body: some View {
                Toggle(isOn: $isOn) { Color.red.frame(width: isOn ? 60 : 40, height: 20).id("label") }.id("toggle")
            }
        }
        let host = controlHost(Screen())
        #expect(host.frame(of: "label")?.width == 40)
        let action = try #require(host.controlAction(of: "toggle"))
        #expect(action.kind == .toggle)
        #expect(action.value?() as? Bool == false)
        action.activate?()
        #expect(host.frame(of: "label")?.width == 60)
        #expect(host.controlAction(of: "toggle")?.value?() as? Bool == true)
    }

    @Test("The button toggle style draws a bordered button, filled with the tint when on")
    func buttonStyle() throws {
        let view = Toggle(isOn: .constant(true)) { Color.clear.frame(width: 40, height: 20) }.toggleStyle(.button)
        #expect(controlSize(view, .unspecified) == CGSize(width: 64, height: 34))
        let on = try renderPNG(view)
        #expect(on[32, 17].isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 2), "\(on[32, 17])")
        #expect(controlSize(Toggle(isOn: .constant(true)) { Color.clear.frame(width: 40, height: 20) }.toggleStyle(.switch), .unspecified)
                == CGSize(width: 99, height: 31))
    }

    @Test("A custom ToggleStyle gets the label and the binding through its configuration")
    func customStyle() {
        struct CheckStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    Color.green.frame(width: configuration.isOn ? 30 : 10, height: 10)
                    configuration.label
                }
            }
        }
        let view = Toggle(isOn: .constant(true)) { Color.red.frame(width: 5, height: 5) }.toggleStyle(CheckStyle())
        #expect(controlSize(view, .unspecified) == CGSize(width: 35, height: 10))
    }
}
