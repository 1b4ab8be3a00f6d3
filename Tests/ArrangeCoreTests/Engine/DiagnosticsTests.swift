import ArrangeCore
import ArrangeText
import Foundation
import Testing

@Suite("Bad input: SwiftUI's treatment plus a diagnostic, never a crash")
@MainActor struct DiagnosticsTests {
    @Test("A7: negative or non-finite fixed frame dimensions are ignored")
    func invalidFixedFrame() {
        let host = HostingView(rootView: Color.red.frame(width: -10, height: .nan).id("a"), size: CGSize(width: 100, height: 80))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(host.diagnostics.count == 2)
        #expect(host.diagnostics.allSatisfy { $0.hasPrefix("Invalid frame dimension") })
    }

    @Test("U2/U5: a negative minimum becomes 0; -∞ becomes 0; reported")
    func negativeMinimum() {
        let host = HostingView(rootView: Color.red.frame(minWidth: -10, maxWidth: 50).id("a"), size: CGSize(width: 100, height: 80))
        #expect(host.frame(of: "a")?.width == 50)
        #expect(host.diagnostics.contains { $0.contains("minWidth: -10") })
    }

    @Test("U3/U4: contradictory min/ideal/max are normalised and reported")
    func contradictoryConstraints() {
        // ideal 10 is raised to min 20; under fixedSize the ideal is used.
        let host = HostingView(rootView: Color.red.frame(minWidth: 20, idealWidth: 10).fixedSize().id("a"), size: CGSize(width: 100, height: 80))
        #expect(host.frame(of: "a")?.width == 20)
        #expect(host.diagnostics.contains { $0.hasPrefix("Contradictory frame constraints specified") })
        // max 20 is raised to ideal 30.
        let raised = HostingView(rootView: Color.red.frame(idealWidth: 30, maxWidth: 20).id("a"), size: CGSize(width: 100, height: 80))
        #expect(raised.frame(of: "a")?.width == 30)
    }

    @Test("Non-finite padding, offset and position are treated as 0")
    func nonFiniteModifiers() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).padding(.infinity).offset(x: .nan).id("a"), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.diagnostics.count == 2)
    }

    @Test("A host with a negative size proposes 0")
    func negativeHostSize() {
        let host = HostingView(rootView: Color.red.id("a"), size: CGSize(width: -5, height: 20))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 0, height: 20))
        #expect(!host.diagnostics.isEmpty)
    }

    @Test("A view that is not laid out has no frame")
    func missingID() {
        let host = HostingView(rootView: Color.red, size: CGSize(width: 10, height: 10))
        #expect(host.frame(of: "nothing") == nil)
        #expect(host.diagnostics.isEmpty)
    }
}

@Suite("Bad input: alignment guides")
@MainActor struct AlignmentGuideDiagnosticsTests {
    @Test("A non-finite alignment guide keeps the default value, with a diagnostic")
    func nonFiniteGuide() {
        let host = HostingView(rootView: VStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 20).alignmentGuide(.leading) { _ in .nan }.id("a")
            Color.blue.frame(width: 50, height: 20).id("b")
        }, size: CGSize(width: 100, height: 48))
        #expect(host.frame(of: "a")?.minX == 0)
        #expect(host.frame(of: "b")?.minX == 0)
        #expect(host.diagnostics.contains { $0.contains("non-finite") })
    }

    @Test("Non-finite stack and grid spacing is reported and the default spacing used")
    func nonFiniteSpacing() {
        let host = HostingView(rootView: VStack {
            HStack(spacing: .nan) { Color.red.frame(width: 10, height: 10).id("a"); Color.red.frame(width: 10, height: 10).id("b") }
            VStack(spacing: .infinity) { Color.red.frame(width: 10, height: 10) }
            LazyVStack(spacing: -.infinity) { Color.red.frame(width: 10, height: 10) }
            Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) { Color.red.frame(width: 10, height: 10) }
            AnyLayout(HStackLayout(spacing: .nan)) { Color.red.frame(width: 10, height: 10) }
        }, size: CGSize(width: 100, height: 200))
        // The default spacing between two colours is 8.
        #expect(host.frame(of: "b")!.minX - host.frame(of: "a")!.maxX == 8)
        #expect(host.diagnostics.contains("HStack spacing nan is not finite; the default spacing is used."))
        #expect(host.diagnostics.contains("VStack spacing inf is not finite; the default spacing is used."))
        #expect(host.diagnostics.contains("VStack spacing -inf is not finite; the default spacing is used."))
        #expect(host.diagnostics.contains("Grid horizontal spacing nan is not finite; the default spacing is used."))
        #expect(host.diagnostics.contains("Grid vertical spacing inf is not finite; the default spacing is used."))
    }

    @Test("Grid spacing near the largest double is limited to a billion points, so the grid's size stays finite")
    func hugeGridSpacingIsLimited() {
        // Found by fuzzing: two row gaps of -1.8e308 summed to -∞, and -∞ plus a row measured at
        // ∞ (it was offered 240 minus the gaps: ∞) made the grid's height NaN.
        let host = HostingView(rootView: Grid(verticalSpacing: -.greatestFiniteMagnitude) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 10, height: 10).id("b")
        }, size: CGSize(width: 100, height: 200))
        #expect(host.frame(of: "b")!.minY - host.frame(of: "a")!.maxY == -1e9)
        #expect(host.rootFrame.height.isFinite)
        #expect(host.diagnostics.contains("Grid vertical spacing -1.79769e+308 is beyond 1000000000 points; using -1000000000."))
    }

    @Test("A custom layout's explicit alignment beyond a billion points is limited and reported")
    func hugeExplicitAlignmentIsLimited() {
        struct FarGuide: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
                .greatestFiniteMagnitude
            }
        }
        let host = HostingView(rootView: HStack(alignment: .top) {
            FarGuide { Color.red }.id("far")
            Color.red.frame(width: 10, height: 10).id("near")
        }, size: CGSize(width: 100, height: 100))
        // Aligned on their tops, the far guide is 1e9 below the layout's top.
        #expect(host.frame(of: "near")!.minY - host.frame(of: "far")!.minY == 1e9)
        #expect(host.diagnostics.contains("FarGuide.explicitAlignment(of: Top) returned 1.79769e+308, beyond 1000000000 points; using 1000000000."))
    }

    @Test("AnyLayout forwards the wrapped layout's properties: a Divider in AnyLayout(HStackLayout()) is vertical")
    func anyLayoutForwardsLayoutProperties() {
        let host = HostingView(rootView: AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 10, height: 40)
            Divider().id("divider")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "divider")?.size == CGSize(width: 1, height: 100))
    }

    /// A view whose body contains itself: `accessibilityElement(…)` on a line of its own
    /// applies to `self`, as in a real screen of the compatibility corpus.
    struct SelfNesting: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 1)
                accessibilityElement(children: .ignore)
            }
        }
    }

    /// A view nesting itself a bounded number of times, with its values changing.
    struct Countdown: View {
        let remaining: Int
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 1)
                if remaining > 0 { Countdown(remaining: remaining - 1) }
            }
        }
    }

    @Test("A view that builds itself without end is cut off after 100 copies of itself, with a diagnostic")
    func selfNestingViewIsCutOff() {
        let host = HostingView(rootView: SelfNesting(), size: CGSize(width: 100, height: 400))
        #expect(host.diagnostics == [
            "SelfNesting's body contains SelfNesting with the same values, 100 times over: it builds itself without end "
                + "(a modifier on a line of its own, without its leading dot, applies to `self`); the inner one is left out.",
        ])
        // The outermost copy and the 99 inside it draw their rows (the 101st is left out): 100 points.
        #expect(host.rootFrame.height == 100)
        // A view nesting itself with different values is built as deep as it goes.
        let countdown = HostingView(rootView: Countdown(remaining: 150), size: CGSize(width: 100, height: 400))
        #expect(countdown.diagnostics.isEmpty)
        #expect(countdown.rootFrame.height == 151)
    }
}
