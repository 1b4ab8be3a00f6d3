import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A custom layout that proposes NaN, −∞ or negative sizes to its subviews is reported, and the
/// subviews get 0 for them, as insetting a proposal treats them (U7; issue 26, item 4); +∞ is a
/// proposal SwiftUI defines and passes silently.
@Suite("Custom layouts: bad proposals to subviews")
@MainActor struct SubviewProposalTests {
    /// Measures and places its one subview with `proposal`.
    struct Proposing: Layout {
        var proposal: ProposedViewSize
        func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            _ = subviews.first?.dimensions(in: proposal)
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    func host(_ proposal: ProposedViewSize) -> HostingView<some View> {
        HostingView(rootView: Proposing(proposal: proposal) { Color.red.frame(idealWidth: 30, idealHeight: 20).id("c") },
                    size: CGSize(width: 100, height: 80))
    }

    @Test("NaN is 0: the flexible subview is 0 × 0; each call is reported")
    func nanProposal() throws {
        let h = host(ProposedViewSize(width: .nan, height: .nan))
        #expect(h.frame(of: "c")?.size == CGSize(width: 0, height: 0))
        #expect(h.diagnostics.contains { $0.contains("to subview 0 in sizeThatFits") && $0.contains("NaN and negative lengths are 0") }, "\(h.diagnostics)")
        #expect(h.diagnostics.contains { $0.contains("in dimensions(in:)") })
        #expect(h.diagnostics.contains { $0.contains("in place(at:anchor:proposal:)") })
    }

    @Test("A negative length and −∞ are 0")
    func negativeProposal() throws {
        let h = host(ProposedViewSize(width: -50, height: -.infinity))
        #expect(h.frame(of: "c")?.size == CGSize(width: 0, height: 0))
        #expect(!h.diagnostics.isEmpty)
    }

    @Test("A finite length beyond 1e9 points is 1e9, reported: a Color taking it keeps host coordinates finite (issue 26, item 8)")
    func hugeFiniteProposal() throws {
        let h = HostingView(rootView: VStack(spacing: 0) {
            Proposing(proposal: ProposedViewSize(width: 10, height: .greatestFiniteMagnitude)) { Color.red.id("c") }
            Proposing(proposal: ProposedViewSize(width: 10, height: .greatestFiniteMagnitude / 2)) { Color.red.id("d") }
        }, size: CGSize(width: 100, height: 80))
        #expect(h.frame(of: "c")?.size == CGSize(width: 10, height: 1e9))
        #expect(h.frame(of: "d")?.size == CGSize(width: 10, height: 1e9))
        #expect(h.frame(of: "d").map { $0.minY.isFinite && $0.maxY.isFinite } == true)
        #expect(h.diagnostics.contains { $0.contains("to subview 0 in sizeThatFits") && $0.contains("larger ones 1000000000") }, "\(h.diagnostics)")
    }

    @Test("+∞ and ordinary proposals pass silently")
    func validProposals() throws {
        // (The layout then answers an infinite size, which is reported for what it is.)
        #expect(!host(.infinity).diagnostics.contains { $0.contains("to subview") })
        let h = host(ProposedViewSize(width: 40, height: nil))
        #expect(h.frame(of: "c")?.size == CGSize(width: 40, height: 20))
        #expect(h.diagnostics.isEmpty)
    }
}
