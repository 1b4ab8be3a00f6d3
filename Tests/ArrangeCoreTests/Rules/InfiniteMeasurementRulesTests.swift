import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// The frame of `x` in `VStack(spacing: 0) { Color.red.frame(maxHeight: 20); x }` in a 100×100
/// host (or, along `.horizontal`, the `HStack` with `maxWidth: 20`): with ∞ kept out of NaN (A20),
/// `x` is infinitely flexible, sized after the capped colour, and takes the 80 points left.
@MainActor private func frameAfterCappedColor<X: View>(_ x: X, along axis: Axis = .vertical) -> CGRect? {
    let content = AnyLayout(axis == .vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))) {
        Color.red.frame(maxWidth: axis == .horizontal ? 20 : nil, maxHeight: axis == .vertical ? 20 : nil)
        x.id("x")
    }
    return HostingView(rootView: content, size: CGSize(width: 100, height: 100)).frame(of: "x")
}

/// `frameAfterCappedColor` along the horizontal axis.
@MainActor private func frameAfterCappedColorHorizontally<X: View>(_ x: X) -> CGRect? {
    frameAfterCappedColor(x, along: .horizontal)
}

private let expected = CGRect(x: 0, y: 20, width: 100, height: 80)
private let expectedHorizontally = CGRect(x: 20, y: 0, width: 80, height: 100)

@Suite("A20: infinite measurements")
@MainActor struct InfiniteMeasurementRulesTests {
    @Test("A20.1: a stack of flexible views measured at ∞ answers ∞ (VStack)")
    func a20_1_vstack() {
        #expect(frameAfterCappedColor(VStack(spacing: 0) { Color.red; Color.blue }) == expected)
    }

    @Test("A20.1: a stack of flexible views measured at ∞ answers ∞ (HStack)")
    func a20_1_hstack() {
        #expect(frameAfterCappedColorHorizontally(HStack(spacing: 0) { Color.red; Color.blue }) == expectedHorizontally)
    }

    @Test("A20.1: across priority groups, holding back and giving back minimums keeps ∞")
    func a20_1_priorityGroups() {
        let vertical = VStack(spacing: 0) {
            Color.red.layoutPriority(1)
            Color.blue
        }
        #expect(frameAfterCappedColor(vertical) == expected)
        let horizontal = HStack(spacing: 0) {
            Color.red
            Color.blue.layoutPriority(1)
        }
        #expect(frameAfterCappedColorHorizontally(horizontal) == expectedHorizontally)
    }

    @Test("A20.1: the stack measured at ∞ offers ∞ to every child (the second child too)")
    func a20_1_everyChildOfferedInfinity() {
        let host = HostingView(rootView: VStack(spacing: 0) { Color.red; Color.blue }, size: CGSize(width: 100, height: 100))
        #expect(host.sizeThatFits(ProposedViewSize(width: 100, height: .infinity)) == CGSize(width: 100, height: CGFloat.infinity))
    }

    @Test("A20.2: centring an infinite child across the axis keeps the stack infinite (HStack in VStack)")
    func a20_2_centred() {
        #expect(frameAfterCappedColor(HStack { Color.red }) == expected)
        #expect(frameAfterCappedColorHorizontally(VStack { Color.red }) == expectedHorizontally)
    }

    @Test("A20.2: bottom and trailing alignment of an infinite child keep the stack infinite")
    func a20_2_trailingEdges() {
        #expect(frameAfterCappedColor(HStack(alignment: .bottom) { Color.red }) == expected)
        #expect(frameAfterCappedColorHorizontally(VStack(alignment: .trailing) { Color.red }) == expectedHorizontally)
    }

    @Test("A20.3: the top and leading guides are the constant 0, not 0 × ∞")
    func a20_3_topAndLeading() {
        #expect(frameAfterCappedColor(HStack(alignment: .top) { Color.red }) == expected)
        #expect(frameAfterCappedColorHorizontally(VStack(alignment: .leading) { Color.red }) == expectedHorizontally)
    }

    @Test("A20.4: a ZStack of infinite children measured at ∞ is infinite")
    func a20_4_zstack() {
        #expect(frameAfterCappedColor(ZStack { Color.red; Color.blue }) == expected)
        #expect(frameAfterCappedColorHorizontally(ZStack { Color.red; Color.blue }) == expectedHorizontally)
        #expect(frameAfterCappedColor(ZStack(alignment: .topLeading) { Color.red; Color.blue }) == expected)
        #expect(frameAfterCappedColor(ZStack(alignment: .bottomTrailing) { Color.red; Color.blue }) == expected)
    }

    @Test("A20.5: a child whose minimum and maximum are both ∞ keeps its source position")
    func a20_5_ordering() {
        // `frame(minHeight: .infinity)` answers ∞ at 0 and at ∞: it has no flexibility. It is not
        // sized first (as flexibility 0 would be): the colour before it in source order is offered
        // half of the 100 first and takes 50.
        let host = HostingView(rootView: VStack(spacing: 0) {
            Color.blue.id("b")
            Color.red.frame(minHeight: .infinity)
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("A20.2: the extent across starts as [0, 0], so a child aligned wholly past the guide line keeps its offset")
    func a20_2_unionWithOrigin() {
        // The child's leading guide is −30: it lies 30 points after the line at 0, and the stack
        // reaches from the line (0) to the child's trailing edge (30 + 40).
        let host = HostingView(rootView: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -30 }.id("child")
        }.id("stack"), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "stack")?.width == 70)
        #expect(host.frame(of: "child")?.minX == (host.frame(of: "stack")?.minX ?? 0) + 30)
    }

    @Test("Consequence: a view made of flexible views is itself infinitely flexible")
    func consequence() {
        let host = HostingView(rootView: VStack(spacing: 0) {
            HStack { Color.red }.id("row")
            Color.blue.frame(height: 8).id("bar")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "row") == CGRect(x: 0, y: 0, width: 100, height: 92))
        #expect(host.frame(of: "bar") == CGRect(x: 0, y: 92, width: 100, height: 8))
    }

    @Test("No proposal the engine makes is NaN, and the inspector never shows one")
    func noNaNProposals() {
        let host = HostingView(rootView: VStack(spacing: 0) {
            Color.red.frame(maxHeight: 20)
            ZStack { HStack(alignment: .top) { Color.red; VStack { Color.blue } } }
        }, size: CGSize(width: 100, height: 100), recordsLayout: true)
        let record = host.layoutRecord?.description ?? ""
        #expect(!record.isEmpty)
        #expect(!record.lowercased().contains("nan"))
    }
}
