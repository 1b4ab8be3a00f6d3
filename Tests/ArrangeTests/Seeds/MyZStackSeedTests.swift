import Testing
import Arrange
import ArrangeExamples

/// Seed 002 (the alignment article): the `ZStack` replica built on `Layout`.
@Suite("Seed 002 alignment: MyZStack")
@MainActor struct MyZStackSeedTests: SeedFixtures {

    /// Children of every kind: rigid, shifted by explicit guides, and flexible.
    @ViewBuilder
    func children() -> some View {
        Color.orange.frame(width: 100, height: 300).id("tall")
        Color.cyan.frame(width: 300, height: 100).id("wide")
        R(30, 30)
            .alignmentGuide(.top) { $0[.top] + 15 }
            .alignmentGuide(.trailing) { $0[.trailing] - 15 }
            .alignmentGuide(.leading) { $0[.leading] + 20 }
            .id("shifted")
        Color.green.frame(maxWidth: 50).id("flexible")
    }

    nonisolated static let alignments: [Alignment] = [
        .center, .leading, .trailing, .top, .bottom,
        .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
        .customAlignment,
    ]

    @Test(arguments: alignments)
    func matchesZStackFramesForTheSameChildren(alignment: Alignment) {
        for direction in LayoutDirection.allCases {
            for (width, height) in [(400.0, 400.0), (250.0, 120.0)] {
                let replica = host(width, height, direction: direction) { MyZStack(alignment: alignment) { children() }.id("stack") }
                let builtin = host(width, height, direction: direction) { ZStack(alignment: alignment) { children() }.id("stack") }
                for id in ["stack", "tall", "wide", "shifted", "flexible"] {
                    #expect(replica.frame(of: id) == builtin.frame(of: id), "\(id) at \(width)×\(height), \(direction)")
                }
            }
        }
    }

    @Test func bottomLeadingOfTheArticle() {
        // The article's ZStack(alignment: .bottomLeading) of 100×300 and 300×100 rectangles.
        let h = host(400, 400) {
            MyZStack(alignment: .bottomLeading) {
                Color.orange.frame(width: 100, height: 300).id("tall")
                Color.cyan.frame(width: 300, height: 100).id("wide")
            }
        }
        #expect(h.rootFrame == rect(50, 50, 300, 300))
        #expect(rootRelativeFrame("tall", in: h) == rect(0, 0, 100, 300))
        #expect(rootRelativeFrame("wide", in: h) == rect(0, 200, 300, 100))
    }

    @Test func sizeIsTheCropBoxOfShiftedChildren() {
        // B-48: a 30×30 child whose top-trailing point is moved 15 in each direction sticks out.
        let h = host(400, 400) {
            MyZStack(alignment: .topTrailing) {
                R(150, 50).id("a")
                R(30, 30).alignmentGuide(.top) { $0[.top] + 15 }.alignmentGuide(.trailing) { $0[.trailing] - 15 }.id("b")
            }
        }
        #expect(h.rootFrame.size == size(165, 65))
        #expect(rootRelativeFrame("a", in: h) == rect(0, 15, 150, 50))
        #expect(rootRelativeFrame("b", in: h) == rect(135, 0, 30, 30))
    }

    @Test func firstBaselineIsTheTopMostExplicitValue() {
        // Bottom-aligned: the 40-tall child sits at y = 60, the 100-tall at 0, the 50-tall at 50.
        let baselines = explicitBaselines {
            MyZStack(alignment: .bottom) {
                R(100, 40)
                    .alignmentGuide(.firstTextBaseline) { _ in 30 }
                    .alignmentGuide(.lastTextBaseline) { _ in 35 }
                R(100, 100)
                    .alignmentGuide(.firstTextBaseline) { _ in 70 }
                    .alignmentGuide(.lastTextBaseline) { _ in 90 }
                R(50, 50)
            }
        }
        // first: min(60 + 30, 0 + 70) = 70; last: max(60 + 35, 0 + 90) = 95.
        #expect(baselines == SeedBaselines(first: 70, last: 95))
    }

    @Test func baselinesAgreeWithZStacksDefaultMerge() {
        // The article: the default `explicitAlignment` gives the same result as the replica's.
        @ViewBuilder func content() -> some View {
            R(80, 40).alignmentGuide(.firstTextBaseline) { $0.height / 4 }
            R(60, 120).alignmentGuide(.lastTextBaseline) { $0.height - 5 }.alignmentGuide(.firstTextBaseline) { _ in 50 }
            R(200, 10)
        }
        for alignment in Self.alignments {
            let replica = explicitBaselines { MyZStack(alignment: alignment) { content() } }
            let builtin = explicitBaselines { ZStack(alignment: alignment) { content() } }
            #expect(replica == builtin, "\(alignment)")
            #expect(replica.first != nil && replica.last != nil)
        }
    }

    @Test func noExplicitBaselinesMeansNil() {
        let baselines = explicitBaselines {
            MyZStack { R(100, 40); R(40, 100) }
        }
        #expect(baselines == SeedBaselines(first: nil, last: nil))
        // … so a baseline-aligned neighbour uses the default, the bottom.
        let h = host(400, 400) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                R(10, 10).id("marker")
                MyZStack { R(100, 40); R(40, 100) }.id("stack")
            }
        }
        #expect(frame("marker", in: h).maxY == frame("stack", in: h).maxY)
    }

    @Test func demoMarkerSitsOnTheStacksFirstBaseline() {
        let h = example("my-zstack")
        #expect(h.rootFrame == rect(40, 50, 320, 300))
        #expect(rootRelativeFrame("stack", in: h) == rect(20, 0, 300, 300))
        #expect(frame("wide", relativeTo: "stack", in: h) == rect(0, 200, 300, 100))
        // The wide rectangle's explicit baseline, 50, is 250 in the stack: the 20-tall marker ends there.
        #expect(rootRelativeFrame("marker", in: h) == rect(0, 230, 20, 20))
    }

    @Test func measuresAgainWhenPlacedForAnotherProposal() {
        // An HStack asks its children for several sizes before placing them; the replica's cache
        // must hold the placed proposal's measurements, not the last one asked.
        @ViewBuilder func content() -> some View {
            Color.red.id("fill")
            Color.blue.frame(width: 30).id("bar")
        }
        let replica = host(200, 100) {
            HStack(spacing: 0) { MyZStack { content() }.id("stack"); Color.green.frame(minWidth: 20).id("green") }
        }
        let builtin = host(200, 100) {
            HStack(spacing: 0) { ZStack { content() }.id("stack"); Color.green.frame(minWidth: 20).id("green") }
        }
        for id in ["stack", "fill", "bar", "green"] {
            #expect(replica.frame(of: id) == builtin.frame(of: id), "\(id)")
        }
        #expect(frame("stack", in: replica) == rect(0, 0, 100, 100))
        #expect(frame("bar", in: replica) == rect(35, 0, 30, 100))
    }

    @Test func measuresAgainWhenItsLastMeasurementWasAProbe() {
        // A parent that probes with .zero after measuring, then places with the first proposal:
        // the replica must not place from the probe's measurements.
        @ViewBuilder func content() -> some View {
            Color.red.id("fill")
            Color.blue.frame(width: 30).id("bar")
        }
        let replica = host(200, 100) { SeedProbingParent { MyZStack { content() }.id("stack") } }
        let builtin = host(200, 100) { SeedProbingParent { ZStack { content() }.id("stack") } }
        for id in ["stack", "fill", "bar"] {
            #expect(replica.frame(of: id) == builtin.frame(of: id), "\(id)")
        }
        #expect(frame("fill", in: replica) == rect(0, 0, 200, 100))
        #expect(frame("bar", in: replica) == rect(85, 0, 30, 100))
    }

    @Test func keepsMatchingZStackAfterResizeAndRebuild() {
        let replica = host(400, 400) { MyZStack(alignment: .topTrailing) { children() }.id("stack") }
        let builtin = host(400, 400) { ZStack(alignment: .topTrailing) { children() }.id("stack") }
        for change in 0..<2 {
            if change == 0 {
                replica.size = size(260, 150)
                builtin.size = size(260, 150)
            } else {
                // A new root view of the same type: the replica's cache is carried over and updated.
                replica.rootView = MyZStack(alignment: .topTrailing) { children() }.id("stack")
                builtin.rootView = ZStack(alignment: .topTrailing) { children() }.id("stack")
            }
            for id in ["stack", "tall", "wide", "shifted", "flexible"] {
                #expect(replica.frame(of: id) == builtin.frame(of: id), "\(id) after change \(change)")
            }
        }
        #expect(replica.diagnostics.isEmpty)
    }

    @Test func exampleOfZStackAlignmentGuideMovesOnlyTheStack() {
        let h = example("zstack-alignment")
        #expect(frame("zstack", in: h).size == size(300, 300))
        #expect(frame("tall", relativeTo: "zstack", in: h) == rect(0, 0, 100, 300))
        #expect(frame("wide", relativeTo: "zstack", in: h) == rect(0, 200, 300, 100))
        // The ZStack's leading guide + 10 lines the bar up 10 points right of the ZStack.
        #expect(frame("bar", relativeTo: "zstack", in: h) == rect(10, 308, 50, 10))
    }

    @Test("Seed 002: the ZStack replica's explicit baselines match ZStack with texts")
    func myZStackBaselines() {
        func children() -> some View {
            Group {
                Text("Hello world").id("a")
                Text("Big\nText").font(.system(size: 20)).id("b")
                R(30, 30).id("r")
            }
        }
        for vertical in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
            let alignment = Alignment(horizontal: .leading, vertical: vertical)
            let replica = textHost(HStack(alignment: vertical) { MyZStack(alignment: alignment) { children() }.id("stack"); R(10, 10).id("probe") })
            let builtin = textHost(HStack(alignment: vertical) { ZStack(alignment: alignment) { children() }.id("stack"); R(10, 10).id("probe") })
            for id in ["stack", "a", "b", "r", "probe"] {
                #expect(replica.frame(of: id) == builtin.frame(of: id), "\(id), \(vertical)")
            }
        }
    }

    /// A 300 × 300 host of `view` in the test font at 10 points.
    private func textHost<V: View>(_ view: V) -> HostingView<some View> {
        HostingView(rootView: view.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily),
                    size: CGSize(width: 300, height: 300))
    }
}

/// A parent that measures its only subview with its own proposal, then probes it with `.zero`,
/// then places it with its own proposal.
private struct SeedProbingParent: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let size = subview.sizeThatFits(proposal)
        _ = subview.sizeThatFits(.zero)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        _ = subview.sizeThatFits(.zero)
        subview.place(at: bounds.origin, proposal: proposal)
    }
}
