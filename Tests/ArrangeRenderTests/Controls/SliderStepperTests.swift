@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: Slider and Stepper")
@MainActor struct SliderStepperTests {
    @Test("A slider is as wide as offered and 34 tall; its value labels sit at the ends")
    func sliderLayout() throws {
        #expect(controlSize(Slider(value: .constant(0.5)), ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 34))
        #expect(controlSize(Slider(value: .constant(0.5), in: 0...10), ProposedViewSize(width: 120, height: 500)) == CGSize(width: 120, height: 34))
        let host = controlHost(Slider(value: .constant(5.0), in: 0...10, step: 1) {
            Color.red.frame(width: 100, height: 100).id("hidden label")
        } minimumValueLabel: {
            Color.blue.frame(width: 20, height: 20).id("min")
        } maximumValueLabel: {
            Color.blue.frame(width: 30, height: 20).id("max")
        }.id("slider"))
        #expect(host.frame(of: "slider")?.size == CGSize(width: 300, height: 34))
        #expect(relativeFrame("min", in: "slider", host) == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(relativeFrame("max", in: "slider", host) == CGRect(x: 270, y: 7, width: 30, height: 20))
        // The label is for accessibility: iOS does not show it.
        #expect(host.frame(of: "hidden label") == nil)
    }

    @Test("The slider fills the track with the tint up to the thumb at the value's place")
    func sliderPixels() throws {
        let p = try renderPNG(Slider(value: .constant(0.5)).frame(width: 228).background(Color.white))
        // The thumb (28) travels 200 points; at 0.5 its centre is at x = 114.
        #expect(p[20, 17].isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 2), "\(p[20, 17])")
        #expect(p[114, 17] == RGBA(r: 255, g: 255, b: 255))
        // The unfilled track: systemFill (120, 120, 128, 0.2) over white.
        #expect(p[200, 17].isClose(to: RGBA(r: 228, g: 228, b: 230), tolerance: 2), "\(p[200, 17])")
        #expect(p[200, 10] == RGBA(r: 255, g: 255, b: 255))
        let tinted = try renderPNG(Slider(value: .constant(0.5)).frame(width: 228).tint(.red))
        #expect(tinted[20, 17].isClose(to: RGBA(Color.red), tolerance: 2), "\(tinted[20, 17])")
    }

    @Test("The slider's control action writes the value through the binding, snapped to the step and clamped")
    @MainActor func sliderBinding() throws {
        let box = Box(20.0)
        let host = controlHost(Slider(value: box.binding, in: 0...100, step: 10).id("slider"))
        let action = try #require(host.controlAction(of: "slider"))
        #expect(action.kind == .slider)
        action.setFraction?(0.26)
        #expect(box.value == 30)
        action.setFraction?(2)
        #expect(box.value == 100)
        action.setFraction?(-1)
        #expect(box.value == 0)
        var changes: [Bool] = []
        let unstepped = Box(Float(0))
        let other = controlHost(Slider(value: unstepped.binding, onEditingChanged: { changes.append($0) }).id("s"))
        other.controlAction(of: "s")?.setFraction?(0.25)
        #expect(unstepped.value == 0.25)
        #expect(changes == [true, false])
    }

    @Test("A stepper is its label, a gap and the 94x32 control")
    func stepperLayout() throws {
        let host = controlHost(Stepper(value: .constant(1), in: 0...5) { Color.red.frame(width: 40, height: 20).id("label") }.id("stepper"))
        #expect(host.frame(of: "stepper")?.size == CGSize(width: 300, height: 32))
        #expect(relativeFrame("label", in: "stepper", host) == CGRect(x: 0, y: 6, width: 40, height: 20))
        #expect(controlSize(Stepper("Count", value: .constant(1)), .unspecified) == CGSize(width: 5 * 17 + 8 + 94, height: 32))
        #expect(controlSize(Stepper("Count", onIncrement: {}, onDecrement: nil), .unspecified) == CGSize(width: 5 * 17 + 8 + 94, height: 32))
    }

    @Test("The stepper draws its tertiary-fill control with − and + glyphs; a segment at a bound is dimmed")
    func stepperPixels() throws {
        let p = try renderPNG(Stepper(value: .constant(0), in: 0...5) { EmptyView() }.frame(width: 94).background(Color.white))
        #expect(p.width == 94 && p.height == 32)
        // The background (118, 118, 128, 0.12) over white, away from the glyphs.
        #expect(p[10, 16].isClose(to: RGBA(r: 238, g: 238, b: 240), tolerance: 2), "\(p[10, 16])")
        // The + is drawn in the label colour (black over the fill), the − dimmed at the lower bound.
        #expect(p[70, 16].r < 40, "\(p[70, 16])")
        #expect(p[23, 16].r > 150, "\(p[23, 16])")
    }

    @Test("The stepper's control action steps the binding within its range")
    @MainActor func stepperBinding() throws {
        let box = Box(4)
        struct Screen: View {
            let binding: Binding<Int>
            var body: some View { Stepper(value: binding, in: 0...5, step: 1) { EmptyView() }.id("stepper") }
        }
        let host = controlHost(Screen(binding: box.binding))
        host.controlAction(of: "stepper")?.step?(1)
        #expect(box.value == 5)
        host.controlAction(of: "stepper")?.step?(-1)
        #expect(box.value == 4)
        var log: [String] = []
        let custom = controlHost(Stepper(label: { EmptyView() }, onIncrement: { log.append("+") }, onDecrement: { log.append("-") }).id("s"))
        custom.controlAction(of: "s")?.step?(1)
        custom.controlAction(of: "s")?.step?(-1)
        #expect(log == ["+", "-"])
    }
}
