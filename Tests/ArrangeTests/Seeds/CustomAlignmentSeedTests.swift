import Testing
import Arrange
import ArrangeExamples
import ArrangeTestSupport

/// Seeds 002 and 004: the custom guides `oneThird` (OneThirdWidthID) and `firstThird`
/// (FirstThirdAlignment), and `Alignment.customAlignment`.
@Suite("Seeds 002/004: custom alignment guides")
@MainActor struct CustomAlignmentSeedTests: SeedFixtures {

    @Test func oneThirdDefaultIsAThirdOfTheWidth() {
        let recorder = Recorder<[CGFloat]>([])
        _ = host(300, 300) {
            SeedDimensionsProbe(inspect: { d in recorder.set([d[.oneThird], d[VerticalAlignment.firstThird]]) }) {
                R(150, 90)
            }
        }
        #expect(recorder.value == [50, 30])
    }

    @Test func oneThirdLinesUpAVStack() {
        let h = example("one-third")
        #expect(frame("column", in: h).size == size(150, 106))
        // Guides at 50, 20 and 30.
        #expect(frame("third-a", relativeTo: "column", in: h) == rect(0, 0, 150, 30))
        #expect(frame("third-b", relativeTo: "column", in: h) == rect(30, 38, 60, 30))
        #expect(frame("third-c", relativeTo: "column", in: h) == rect(20, 76, 90, 30))
    }

    @Test func customAlignmentLinesUpAZStack() {
        let h = example("one-third")
        #expect(frame("layers", in: h).size == size(120, 60))
        // (oneThird, top): guides at x = 40 and 10.
        #expect(frame("layer-back", relativeTo: "layers", in: h) == rect(0, 0, 120, 60))
        #expect(frame("layer-front", relativeTo: "layers", in: h) == rect(30, 0, 30, 30))
        #expect(Alignment.customAlignment == Alignment(horizontal: .oneThird, vertical: .top))
    }

    @Test func oneThirdIsMeasuredFromTheLeadingEdgeInRightToLeft() {
        let h = example("one-third", direction: .rightToLeft)
        // Mirrored: each guide is a third of the width from the right edge, all at x = 100.
        #expect(frame("third-a", relativeTo: "column", in: h) == rect(0, 0, 150, 30))
        #expect(frame("third-b", relativeTo: "column", in: h) == rect(60, 38, 60, 30))
        #expect(frame("third-c", relativeTo: "column", in: h) == rect(40, 76, 90, 30))
    }

    @Test func firstThirdLinesUpAnHStack() {
        let h = example("first-third")
        #expect(frame("row", in: h).size == size(136, 90))
        // Guides at 30, 10 and 20.
        #expect(frame("tall", relativeTo: "row", in: h) == rect(0, 0, 40, 90))
        #expect(frame("short", relativeTo: "row", in: h) == rect(48, 20, 40, 30))
        #expect(frame("medium", relativeTo: "row", in: h) == rect(96, 10, 40, 60))
    }

    @Test func explicitCustomGuideOverridesTheThird() {
        let h = host(300, 300) {
            HStack(alignment: .firstThird, spacing: 0) {
                R(40, 90).id("tall")
                R(40, 30).alignmentGuide(.firstThird) { $0.height }.id("short")
            }
        }
        // The short one's guide is its bottom (30), lined up with the tall one's third (30).
        #expect(rootRelativeFrame("short", in: h) == rect(40, 0, 40, 30))
    }
}
