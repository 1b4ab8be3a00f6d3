import Testing
import Arrange
import ArrangeExamples
import ArrangeTestSupport

/// Seed 002 (the alignment article): guide values, explicit values, `alignmentGuide`, overlay and
/// frame as layouts. Texts are in the test font, 17 points for `.body`: "Hello world" is 187×17.
@Suite("Seed 002 alignment: guides, overlay and frame")
@MainActor struct AlignmentArticleSeedTests: SeedFixtures {

    @Test func defaultGuidesOfA100PointRectangle() {
        let recorder = Recorder<[CGFloat]>([])
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in
                recorder.set([
                    d[.leading], d[HorizontalAlignment.center], d[.trailing],
                    d[.top], d[VerticalAlignment.center], d[.bottom],
                    d[.firstTextBaseline], d[.lastTextBaseline],
                ])
            }) {
                Color.blue.frame(width: 100, height: 100)
            }
        }
        // leading 0, center 50, trailing 100; top 0, center 50, bottom 100; baselines at the bottom.
        #expect(recorder.value == [0, 50, 100, 0, 50, 100, 100, 100])
    }

    @Test func explicitValueChainsThroughSuccessiveGuides() {
        let seen = Recorder<[CGFloat?]>([])
        let final = Recorder<[CGFloat?]>([])
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in final.set([d[.leading], d[explicit: .leading]]) }) {
                Color.blue
                    .frame(width: 99, height: 100)
                    .alignmentGuide(.leading, computeValue: { viewDimensions in
                        viewDimensions.width / 3 // the leading guide's explicit value: a third of the width
                    })
                    .alignmentGuide(.leading, computeValue: { viewDimensions in
                        seen.set([viewDimensions[.leading], viewDimensions[explicit: .leading]])
                        return viewDimensions[HorizontalAlignment.center]
                    })
            }
        }
        // The second closure sees the first's explicit value (33); the view ends with 49.5.
        #expect(seen.value == [33, 33])
        #expect(final.value == [49.5, 49.5])
    }

    @Test func returningTheDefaultStillSetsAnExplicitValue() {
        let unset = Recorder<CGFloat??>(nil)
        let set = Recorder<CGFloat??>(nil)
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in unset.set(d[explicit: .leading]) }) { Color.blue.frame(width: 100, height: 100) }
        }
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in set.set(d[explicit: .leading]) }) {
                Color.blue
                    .frame(width: 100, height: 100)
                    .alignmentGuide(.leading, computeValue: { viewDimensions in
                        let leading = viewDimensions[.leading]
                        return leading
                    })
            }
        }
        #expect(unset.value == .some(nil))
        #expect(set.value == .some(0))
    }

    @Test func alignmentGuideDemoMovesTheSecondRectangleThirtyRight() {
        let h = example("alignment-guide")
        #expect(frame("stack", in: h).size == size(130, 208))
        #expect(frame("rectangle1", relativeTo: "stack", in: h) == rect(0, 0, 100, 100))
        #expect(frame("rectangle2", relativeTo: "stack", in: h) == rect(30, 108, 100, 100))
        // The border is an overlay the size of the stack.
        #expect(h.rootFrame == frame("stack", in: h))
    }

    @Test func leadingAlignedVStackHangsFromTheRightInRightToLeft() {
        // The article's `VStack(alignment: .leading) { Text("Hello world"); Text("WWDC 2022") }
        // .environment(\.layoutDirection, .rightToLeft)`: 187 and 153 wide, 17 tall, no gap.
        let h = example("leading-rtl")
        #expect(frame("stack", in: h) == rect(56.5, 83, 187, 34))
        #expect(frame("hello", relativeTo: "stack", in: h) == rect(0, 0, 187, 17))
        #expect(frame("wwdc", relativeTo: "stack", in: h) == rect(34, 17, 153, 17))
        #expect(frame("wwdc", in: h).maxX == frame("hello", in: h).maxX)
    }

    @Test func overlayAlignsWithThePrimaryViewsExplicitGuides() {
        let h = example("overlay-alignment")
        #expect(h.rootFrame == rect(50, 50, 100, 100))
        // The primary's top-trailing point is (70, 30); the top-trailing corner of "Hi" (34×17)
        // meets it.
        #expect(frame("hi", relativeTo: "primary", in: h) == rect(36, 30, 34, 17))
    }

    @Test func overlaySizeIsThePrimaryViewsOnly() {
        let h = host(300, 300) {
            Color.orange.frame(width: 100, height: 100).id("primary")
                .overlay(alignment: .topTrailing) { R(150, 20).id("hi") }
        }
        #expect(h.rootFrame.size == size(100, 100))
        #expect(frame("hi", relativeTo: "primary", in: h) == rect(-50, 0, 150, 20))
    }

    @Test func frameAlignsItsChildLikeABackgroundLayout() {
        // "Hello world" proposed 10×30: one letter per line (17 > 10), one line fits in 30
        // (two are 34), and "H…" would be 34 wide, so the line is the ellipsis alone: 17×17,
        // centred on the 10-point frame and at its top.
        let h = example("frame")
        #expect(frame("frame", in: h).size == size(10, 30))
        #expect(frame("text", relativeTo: "frame", in: h) == rect(-3.5, 0, 17, 17))
        #expect(frame("box", in: h).size == size(10, 30))
        #expect(frame("text-background", relativeTo: "box", in: h) == rect(-3.5, 0, 17, 17))
    }

    @Test func frameProposesItsOwnSizeToItsChild() {
        let recorder = Recorder<ProposedViewSize?>(nil)
        _ = host(300, 300) {
            VStack {
                SeedProposalProbe(recorder: recorder) { Text("Hello world") }
                    .frame(width: 10, height: 30, alignment: .top)
            }
        }
        #expect(recorder.value == ProposedViewSize(width: 10, height: 30))
    }
}

/// Records the proposal it is placed with and sizes itself like its only subview.
private struct SeedProposalProbe: Layout {
    let recorder: Recorder<ProposedViewSize?>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        recorder.set(proposal)
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}
