import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: bad input")
@MainActor struct ControlDiagnosticsTests {
    @Test("A slider value outside its range is drawn at the nearest end and reported")
    func sliderOutOfRange() throws {
        let host = controlHost(Slider(value: .constant(12.0), in: 0...10))
        _ = host.rootFrame
        #expect(host.diagnostics == ["Slider value 12.0 is outside its range 0.0...10.0; the thumb is drawn at the nearest end."])
        let nan = controlHost(Slider(value: .constant(Double.nan)))
        _ = nan.rootFrame
        #expect(nan.diagnostics.count == 1)
        let fine = controlHost(Slider(value: .constant(10.0), in: 0...10))
        _ = fine.rootFrame
        #expect(fine.diagnostics.isEmpty)
        // Drawn full: the thumb at the trailing end (72…100), the fill up to it.
        let p = try renderPNG(Slider(value: .constant(12.0), in: 0...10).frame(width: 100))
        #expect(p[60, 17] == RGBA(r: 0, g: 122, b: 255))
        #expect(p[86, 17] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("A progress value out of bounds is clamped and reported, as SwiftUI warns")
    func progressOutOfBounds() {
        let host = controlHost(ProgressView(value: 2.0, total: 1))
        _ = host.rootFrame
        #expect(host.diagnostics == ["ProgressView value 2.0 is out of bounds for total 1.0; it is drawn clamped to 0...1.0."])
        let negative = controlHost(ProgressView(value: 0.5, total: -1))
        _ = negative.rootFrame
        #expect(negative.diagnostics.count == 1)
        let fine = controlHost(ProgressView(value: 1.0, total: 1))
        _ = fine.rootFrame
        #expect(fine.diagnostics.isEmpty)
    }

    @Test("A picker selection no option is tagged with is reported, and shows no option")
    func pickerInvalidSelection() {
        let host = controlHost(Picker("Letters", selection: .constant(9)) { Text("A").tag(1); Text("B").tag(2) }.id("picker"))
        #expect(host.frame(of: "picker")?.size == CGSize(width: 12, height: 13))
        #expect(host.diagnostics == ["Picker: the selection 9 is invalid and does not have an associated tag; no option is shown as selected."])
        let fine = controlHost(Picker("Letters", selection: .constant(2)) { Text("A").tag(1); Text("B").tag(2) }.pickerStyle(.segmented))
        _ = fine.rootFrame
        #expect(fine.diagnostics.isEmpty)
    }
}
