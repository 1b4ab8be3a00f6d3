import ArrangeCore
import Foundation
import Testing

/// Keeps the widths a `WidthLog` was asked for, through a reference the test holds.
private final class ProposalLog: @unchecked Sendable { var widths: [CGFloat?] = [] }

/// A leaf that notes every width it is proposed and answers like a view 10 to 30 points wide.
private struct WidthLog: Layout {
    let log: ProposalLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.widths.append(proposal.width)
        return CGSize(width: min(max(proposal.width ?? 20, 10), 30), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Proposes its one subview ∞ wide and 10 high.
private struct ProposesInfiniteWidth: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(width: .infinity, height: 10)) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: .infinity, height: 10))
    }
}

/// A4.3 when every child is offered the same length: the order and the minimums change nothing,
/// so the stack asks each child for that one proposal only.
@Suite("A4.3: a stack whose offers are all the same asks each child once")
@MainActor struct StackSameOfferTests {
    @Test("A4.3: proposed no more than its gaps, a stack offers every child 0 and asks nothing else")
    func nothingToShareAsksOnlyForZero() {
        let log = ProposalLog()
        let host = HostingView(rootView: HStack(spacing: 4) {
            WidthLog(log: log) { EmptyView() }.id("a")
            WidthLog(log: log) { EmptyView() }.id("b")
        }.frame(width: 4), size: CGSize(width: 100, height: 100))
        #expect(Set(log.widths) == [0])
        // Each child takes its minimum, 10; the stack overflows its 4-point frame, centred in it.
        #expect(host.frame(of: "a") == CGRect(x: 38, y: 45, width: 10, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 52, y: 45, width: 10, height: 10))
    }

    @Test("A4.3, A20.1: proposed ∞, a stack offers every child ∞ and asks nothing else")
    func infiniteProposalAsksOnlyForInfinity() {
        let log = ProposalLog()
        let host = HostingView(rootView: ProposesInfiniteWidth {
            HStack(spacing: 0) {
                WidthLog(log: log) { EmptyView() }.id("a")
                WidthLog(log: log) { EmptyView() }.id("b")
            }
        }, size: CGSize(width: 100, height: 100))
        #expect(Set(log.widths) == [.infinity])
        #expect(host.frame(of: "a")?.width == 30)
        #expect(host.frame(of: "b")?.width == 30)
    }

    @Test("A4.3: with negative spacing there is something to share at 0, and the children are ranked as usual")
    func negativeSpacingStillShares() {
        let log = ProposalLog()
        let host = HostingView(rootView: HStack(spacing: -30) {
            WidthLog(log: log) { EmptyView() }.id("a")
            WidthLog(log: log) { EmptyView() }.id("b")
        }.frame(width: 0), size: CGSize(width: 100, height: 100))
        // 30 to share: both probed at 0 and ∞, then offered 15 each.
        #expect(Set(log.widths) == [0, .infinity, 15])
        #expect(host.frame(of: "a") == CGRect(x: 50, y: 45, width: 15, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 35, y: 45, width: 15, height: 10))
    }
}
