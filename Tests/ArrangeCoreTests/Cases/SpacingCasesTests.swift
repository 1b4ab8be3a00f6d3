import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// cases.md Part 1: the Spacer cases of B.1 (B-14 … B-19), ViewSpacing distances (B-66) and the
/// Divider (B-67).
@Suite("Cases: Spacer, spacing, Divider")
@MainActor struct SpacingCases: CaseFixtures {

    @Test("B-14 Spacer between fixed views")
    func b14SpacerBetweenFixedViews() {
        let h = host(300, 40, HStack {
            Rectangle().frame(width: 50).id("a"); Spacer().id("s"); Rectangle().frame(width: 50).id("b")
        })
        #expect(h.rootFrame == rect(0, 0, 300, 40))
        #expect(frame("a", in: h) == rect(0, 0, 50, 40))
        // No spacing next to the Spacer; its height is 0, centred at y = 20.
        #expect(frame("s", in: h) == rect(50, 20, 200, 0))
        #expect(frame("b", in: h) == rect(250, 0, 50, 40))
    }

    @Test("B-15 A Spacer yields to a flexible Color")
    func b15SpacerYieldsToFlexibleColor() {
        let h = host(300, 40, HStack { Color.red.id("c"); Spacer().id("s") })
        #expect(h.rootFrame == rect(0, 0, 300, 40))
        #expect(frame("c", in: h) == rect(0, 0, 292, 40))
        #expect(frame("s", in: h) == rect(292, 20, 8, 0))
    }

    @Test("B-16 Spacer(minLength: 0) between max-width children, width 100")
    func b16SpacerMinLengthZeroWidth100() {
        let h = host(100, 50, content16)
        #expect(h.rootFrame == rect(0, 0, 100, 50))
        #expect(frame("a", in: h) == rect(0, 0, 40, 50))
        #expect(frame("s", in: h) == rect(50, 25, 0, 0))
        #expect(frame("b", in: h) == rect(60, 0, 40, 50))
    }

    @Test("B-16 Spacer(minLength: 0) between max-width children, width 160")
    func b16SpacerMinLengthZeroWidth160() {
        let h = host(160, 50, content16)
        #expect(h.rootFrame == rect(0, 0, 160, 50))
        #expect(frame("a", in: h) == rect(0, 0, 60, 50))
        #expect(frame("s", in: h) == rect(70, 25, 20, 0))
        #expect(frame("b", in: h) == rect(100, 0, 60, 50))
    }

    private var content16: some View {
        HStack(spacing: 10) {
            Rectangle().frame(maxWidth: 60).id("a")
            Spacer(minLength: 0).id("s")
            Rectangle().frame(maxWidth: 60).id("b")
        }
    }

    @Test("B-17 Spacer minLength respected, proposed 300")
    func b17SpacerMinLengthProposed300() {
        let h = host(300, 50, content17)
        #expect(h.rootFrame == rect(0, 0, 300, 50))
        #expect(frame("a", in: h) == rect(0, 0, 100, 50))
        #expect(frame("s", in: h) == rect(100, 25, 100, 0))
        #expect(frame("b", in: h) == rect(200, 0, 100, 50))
    }

    @Test("B-17 Spacer minLength respected, proposed 200: overflow")
    func b17SpacerMinLengthProposed200Overflow() {
        let h = host(200, 50, content17)
        #expect(h.rootFrame == rect(-10, 0, 220, 50))
        #expect(frame("a", in: h) == rect(0, 0, 100, 50))
        #expect(frame("s", in: h) == rect(100, 25, 20, 0))
        #expect(frame("b", in: h) == rect(120, 0, 100, 50))
    }

    private var content17: some View {
        HStack {
            Rectangle().frame(width: 100).id("a")
            Spacer(minLength: 20).id("s")
            Rectangle().frame(width: 100).id("b")
        }
    }

    @Test("B-18 Two Spacers centre a view")
    func b18TwoSpacersCentreAView() {
        let h = host(300, 100, HStack { Spacer().id("s1"); R(50, 50).id("r"); Spacer().id("s2") })
        // The Spacers have height 0, so the stack is only 50 tall, centred in the 100-tall host.
        #expect(h.rootFrame == rect(0, 25, 300, 50))
        #expect(frame("s1", in: h) == rect(0, 25, 125, 0))
        #expect(frame("r", in: h) == rect(125, 0, 50, 50))
        #expect(frame("s2", in: h) == rect(175, 25, 125, 0))
    }

    @Test("B-19 VStack with a Spacer")
    func b19VStackWithSpacer() {
        let h = host(300, 500, VStack {
            Rectangle().frame(height: 100).id("a"); Spacer().id("s"); Rectangle().frame(height: 100).id("b")
        })
        #expect(h.rootFrame == rect(0, 0, 300, 500))
        #expect(frame("a", in: h) == rect(0, 0, 300, 100))
        #expect(frame("s", in: h) == rect(150, 100, 0, 300))
        #expect(frame("b", in: h) == rect(0, 400, 300, 100))
    }

    @Test("B-19 VStack with a Spacer, overflow variant")
    func b19VStackWithSpacerOverflow() {
        let h = host(300, 500, VStack {
            Rectangle().frame(height: 300).id("a"); Spacer().id("s"); Rectangle().frame(height: 300).id("b")
        })
        // The Spacer keeps its minimum 8: 300 + 8 + 300 = 608, centred in the 500-tall host.
        #expect(h.rootFrame == rect(0, -54, 300, 608))
        #expect(frame("a", in: h) == rect(0, 0, 300, 300))
        #expect(frame("s", in: h) == rect(150, 300, 0, 8))
        #expect(frame("b", in: h) == rect(0, 308, 300, 300))
    }

    // MARK: B-66

    @Test("B-66 default view to default view: 8")
    func b66DefaultToDefault() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        // The same through subview proxies of a custom layout: two rectangles.
        let h = host(300, 300, HorizontalSpacingProbe { Rectangle(); Color.red })
        #expect(h.sizeThatFits(.unspecified) == size(8, 8))
    }

    @Test("B-66 any view to a Spacer in a stack: 0")
    func b66AnyViewToSpacerInStack() {
        // The probe reports the subviews' distance (horizontal, vertical) as its size. Its
        // `stackOrientation` makes the Spacer a horizontal one, with 0 on its leading and trailing
        // edges (A5.3).
        let before = host(300, 300, HorizontalSpacingProbe { Rectangle(); Spacer() })
        #expect(before.sizeThatFits(.unspecified).width == 0)
        let after = host(300, 300, HorizontalSpacingProbe { Spacer(); Rectangle() })
        #expect(after.sizeThatFits(.unspecified).width == 0)
        let vertical = host(300, 300, VerticalSpacingProbe { R(10, 10); Spacer() })
        #expect(vertical.sizeThatFits(.unspecified).height == 0)
    }

    @Test("A5.3 A Spacer declares spacing only along its stack's axis: an HStack of a Text and a Spacer keeps Text's spacing across it (recorded from SwiftUI: 0 between the rows)")
    func a53SpacerSpacingAlongItsAxisOnly() {
        let h = host(300, 300, VStack(alignment: .leading) {
            HStack { Text("A").id("a"); Spacer() }.frame(maxWidth: .infinity)
            Text("B").id("b").frame(maxWidth: .infinity, alignment: .trailing)
        })
        let a = frame("a", in: h), b = frame("b", in: h)
        #expect(b.minY - a.maxY == 0)
        // Between an HStack of a Rectangle and a Spacer and a Rectangle below, the default 8.
        let shapes = host(300, 300, VStack { HStack { R(10, 10).id("r"); Spacer() }; R(10, 10).id("s") })
        #expect(frame("s", in: shapes).minY - frame("r", in: shapes).maxY == 8)
    }

    @Test("B-66 ViewSpacing.zero to default, and zero to zero: 0")
    func b66ZeroSpacing() {
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    }

    @Test("B-66 padded or framed shape to padded or framed shape: 8")
    func b66PaddedOrFramedShapes() {
        let framed = host(300, 300, HorizontalSpacingProbe { R(10, 10); Rectangle().frame(width: 20) })
        #expect(framed.sizeThatFits(.unspecified) == size(8, 8))
        let padded = host(300, 300, HorizontalSpacingProbe { Rectangle().padding(5); Rectangle().padding() })
        #expect(padded.sizeThatFits(.unspecified) == size(8, 8))
        let mixed = host(300, 300, VerticalSpacingProbe { Rectangle().padding(5); R(10, 10) })
        #expect(mixed.sizeThatFits(.unspecified) == size(8, 8))
    }

    // MARK: B-67

    @Test("B-67 Divider in a VStack, 3x, proposed width 100")
    func b67DividerInVStack() {
        let h = host(100, 300, dividerStack)
        let third: CGFloat = 1.0 / 3
        // 20 + 8 + 1/3 + 8 + 20 = 56.333…
        #expect(close(h.rootFrame.height, 56 + third))
        #expect(h.rootFrame.width == 100)
        #expect(frame("top", in: h) == rect(0, 0, 100, 20))
        #expect(close(frame("divider", in: h), rect(0, 28, 100, third)))
        #expect(close(frame("bottom", in: h), rect(0, 36 + third, 100, 20)))
    }

    @Test("B-67 Divider in a VStack, 3x, ideal size: the Divider spans the rectangles' 100")
    func b67DividerInVStackIdealSize() {
        // Under fixedSize the Divider is measured at its ideal width (10) and placed with the
        // stack's resolved width 100 (A4.6), so "it spans the stack's width (100 if nothing else
        // widens it)".
        let h = host(300, 300, dividerStack.fixedSize())
        let third: CGFloat = 1.0 / 3
        #expect(h.rootFrame.width == 100)
        #expect(close(h.rootFrame.height, 56 + third))
        #expect(close(frame("divider", in: h), rect(0, 28, 100, third)))
    }

    @Test("B-67 Divider in a VStack, 3x, proposed width 300: the Divider widens the stack")
    func b67DividerInVStackWideProposal() {
        // The Divider takes the whole proposed length (A3.5), so with a 300-wide proposal it is
        // "something else that widens" the stack: stack 300 wide, rectangles centred.
        let h = host(300, 300, dividerStack)
        let third: CGFloat = 1.0 / 3
        #expect(h.rootFrame.width == 300)
        #expect(close(h.rootFrame.height, 56 + third))
        #expect(frame("top", in: h) == rect(100, 0, 100, 20))
        #expect(close(frame("divider", in: h), rect(0, 28, 300, third)))
    }

    private var dividerStack: some View {
        VStack { R(100, 20).id("top"); Divider().id("divider"); R(100, 20).id("bottom") }
            .environment(\.displayScale, 3)
    }
}

/// Reports, as its size, the distance between the ViewSpacing of its first two subviews along
/// the horizontal axis (width) and the vertical axis (height). A horizontal stack-like layout, so
/// a Spacer inside it is a horizontal Spacer.
struct HorizontalSpacingProbe: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        spacingProbeDistances(subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The vertical counterpart of `HorizontalSpacingProbe`.
struct VerticalSpacingProbe: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        spacingProbeDistances(subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private func spacingProbeDistances(_ subviews: LayoutSubviews) -> CGSize {
    guard subviews.count >= 2 else { return .zero }
    return CGSize(
        width: subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal),
        height: subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical))
}
