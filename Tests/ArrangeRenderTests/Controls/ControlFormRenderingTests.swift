import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

@Suite("Controls: the form with every control")
@MainActor struct ControlFormRenderingTests {
    @Test("The form with every control renders in light and dark")
    func formRenders() throws {
        for scheme in [ColorScheme.light, .dark] {
            let renderer = ImageRenderer(content: EveryControlForm()
                .environment(\.colorScheme, scheme)
                .background(scheme == .dark ? Color.black : Color.white))
            renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
            renderer.scale = 2
            let data = try renderer.pngData()
            #expect(data.count > 1000)
            if let dir = ProcessInfo.processInfo.environment["ARRANGE_CONTROLS_PNG"] {
                try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("controls-form-\(scheme).png"))
            }
        }
    }
}
