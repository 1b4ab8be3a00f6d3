import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// cases.md Part 1, B.9: Apple's BasicVStack from the `Layout` documentation (B-64). The custom
/// relative-size layout of B-03 … B-05 is in CaseHelpers.swift and its cases in
/// StackCasesTests.swift; the spacing probe layouts of B-66 are in SpacingCasesTests.swift.
@Suite("Cases B.9: custom Layout")
@MainActor struct CustomLayoutCases: CaseFixtures {

    @Test("B-64 Apple's BasicVStack")
    func b64BasicVStack() {
        let h = host(300, 300, DocsBasicVStack(usesSpacing: false) { R(50, 20).id("a"); R(30, 40).id("b") })
        #expect(h.sizeThatFits(.unspecified) == size(50, 60))
        #expect(h.rootFrame.size == size(50, 60))
        #expect(frame("a", in: h) == rect(0, 0, 50, 20))
        #expect(frame("b", in: h) == rect(0, 20, 30, 40))
    }

    @Test("B-64 Apple's BasicVStack with the documented spacing variant")
    func b64BasicVStackWithSpacing() {
        let h = host(300, 300, DocsBasicVStack(usesSpacing: true) { R(50, 20).id("a"); R(30, 40).id("b") })
        #expect(h.sizeThatFits(.unspecified) == size(50, 68))
        #expect(h.rootFrame.size == size(50, 68))
        #expect(frame("a", in: h) == rect(0, 0, 50, 20))
        #expect(frame("b", in: h) == rect(0, 28, 30, 40))
    }
}

/// `BasicVStack` of Apple's `Layout` documentation: stacks the subviews' ideal sizes
/// vertically, leading-aligned; width = the widest, height = the sum. With `usesSpacing` it adds
/// the documented `spacing.distance(to:along: .vertical)` between neighbours.
struct DocsBasicVStack: Layout {
    var usesSpacing: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxWidth = sizes.map(\.width).max() ?? 0
        let totalHeight = sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +)
        return CGSize(width: maxWidth, height: totalHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let gapAfter = gaps(subviews)
        var y = bounds.minY
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += subviews[index].sizeThatFits(.unspecified).height + gapAfter[index]
        }
    }

    /// The gap after each subview (0 after the last one).
    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard usesSpacing, index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }
}
