import ArrangeCore
import Foundation
import Testing

/// A custom layout that places a subview beyond 1e9 points — a far position, or an anchor far
/// outside the subview — has the origin limited to ±1e9 and reported, as its proposals and
/// answers are: positions add up in host coordinates, and a frame near 1.8e308 under an offset
/// reaches ∞ (issue 26, item 8; `Fuzz/Regressions/lazyhgrid-position-at-infinity-host-coordinates`).
@Suite("Custom layouts: placement origins beyond 1e9 points")
@MainActor struct PlacementOriginTests {
    /// Places its one subview at `position` with `anchor`, at a 30 × 20 proposal.
    struct Placing: Layout {
        var position: CGPoint
        var anchor: UnitPoint
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: position, anchor: anchor, proposal: ProposedViewSize(width: 30, height: 20))
        }
    }

    func host(_ position: CGPoint, anchor: UnitPoint = .topLeading) -> HostingView<some View> {
        HostingView(rootView: Placing(position: position, anchor: anchor) { Color.red.id("c") },
                    size: CGSize(width: 100, height: 80))
    }

    @Test("A position at the largest finite value is 1e9")
    func greatestFinitePosition() throws {
        let h = host(CGPoint(x: 10, y: CGFloat.greatestFiniteMagnitude))
        #expect(h.frame(of: "c") == CGRect(x: 10, y: 1e9, width: 30, height: 20))
        #expect(h.diagnostics.contains { $0.contains("placed subview 0 at") && $0.contains("using (10, 1000000000)") }, "\(h.diagnostics)")
    }

    @Test("An anchor far outside the subview gives an origin beyond 1e9: limited to −1e9")
    func farAnchor() throws {
        let h = host(CGPoint(x: 10, y: 10), anchor: UnitPoint(x: 0, y: 1e300))
        #expect(h.frame(of: "c") == CGRect(x: 10, y: -1e9, width: 30, height: 20))
        #expect(h.diagnostics.count == 1, "\(h.diagnostics)")
    }

    @Test("A NaN anchor gives a NaN origin: 0")
    func nanAnchor() throws {
        let h = host(CGPoint(x: 10, y: 10), anchor: UnitPoint(x: .nan, y: 0))
        #expect(h.frame(of: "c") == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(h.diagnostics.contains { $0.contains("not finite") })
    }

    @Test("Positions within 1e9 points, however far outside the bounds, pass silently")
    func ordinaryPositions() throws {
        let h = host(CGPoint(x: -5e8, y: 1e9), anchor: .bottomTrailing)
        #expect(h.frame(of: "c") == CGRect(x: -5e8 - 30, y: 1e9 - 20, width: 30, height: 20))
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }
}
