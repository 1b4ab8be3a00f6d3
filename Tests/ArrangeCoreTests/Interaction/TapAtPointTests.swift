@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Two counters side by side: each button shows its count.
private struct TwoCounters: View {
    @State var left = 0
    @State var right = 0
    var body: some View {
        HStack(spacing: 0) {
            Button("L\(left)") { left += 1 }.frame(width: 100, height: 50).id("left")
            Button("R\(right)") { right += 1 }.frame(width: 100, height: 50).id("right")
        }
    }
}

@Suite("Interaction: tapping at a point")
@MainActor struct TapAtPointTests {
    @Test("A tap at a point runs the button drawn there, not its neighbour")
    @MainActor func tapAtPointRunsTheButtonThere() throws {
        let host = controlHost(TwoCounters())
        // The row is 200 × 50, centred in 300 × 400: it spans x 50…250, y 175…225.
        #expect(host.frame(of: "right") == CGRect(x: 150, y: 175, width: 100, height: 50))
        try host.tap(at: CGPoint(x: 200, y: 200))
        try host.tap(at: CGPoint(x: 200, y: 200))
        #expect(try host.find(text: "R2").frame.midX == 200)
        #expect(try host.find(text: "L0").frame.midX == 100)
    }

    @Test("A tap where no view takes one throws notActionable")
    @MainActor func tapAtEmptyPointThrows() throws {
        let host = controlHost(TwoCounters())
        #expect(throws: InteractionError.self) { try host.tap(at: CGPoint(x: 10, y: 10)) }
        do {
            try host.tap(at: CGPoint(x: 10, y: 10))
        } catch let error as InteractionError {
            #expect(error.kind == .notActionable)
        }
        #expect(try host.find(text: "L0").isEnabled)
    }
}
