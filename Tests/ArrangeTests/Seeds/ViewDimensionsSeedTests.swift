import Testing
import Arrange
import ArrangeExamples
import ArrangeTestSupport

/// Seed 004 (Apple's `ViewDimensions` page): the indented example, left to right and right to left.
/// With the test font "Default" is 7 × 17 = 119 wide and "Indented" 8 × 17 = 136, both 17 tall;
/// two texts stack with no gap (the lower one's leading is 0).
@Suite("Seed 004 ViewDimensions: indented example")
@MainActor struct ViewDimensionsSeedTests: SeedFixtures {

    @Test func secondViewIsIndentedTenPointsRightInLeftToRight() {
        let h = host(200, 100) { ViewDimensionsOffset() }
        // The stack spans both texts: 10 + 136 wide, 17 + 17 tall, centred in the host.
        #expect(frame("stack", in: h) == rect(27, 33, 146, 34))
        #expect(frame("default", relativeTo: "stack", in: h) == rect(0, 0, 119, 17))
        #expect(frame("indented", relativeTo: "stack", in: h) == rect(10, 17, 136, 17))
        #expect(frame("indented", in: h).minX == frame("default", in: h).minX + 10)
    }

    @Test func secondViewEndsTenPointsLeftOfTheRightEdgeInRightToLeft() {
        let h = host(200, 100) { ViewDimensionsOffsetRightToLeft() }
        #expect(frame("stack", in: h) == rect(27, 33, 146, 34))
        #expect(frame("default", relativeTo: "stack", in: h) == rect(27, 0, 119, 17))
        #expect(frame("indented", relativeTo: "stack", in: h) == rect(0, 17, 136, 17))
        #expect(frame("indented", in: h).maxX == frame("default", in: h).maxX - 10)
    }

    @Test func hostDirectionAndEnvironmentModifierAgree() {
        let modifier = host(200, 100) { ViewDimensionsOffset().environment(\.layoutDirection, .rightToLeft) }
        let hosted = host(200, 100, direction: .rightToLeft) { ViewDimensionsOffset() }
        let registered = example("indented-rtl")
        for id in ["stack", "default", "indented"] {
            #expect(modifier.frame(of: id) == hosted.frame(of: id), "\(id)")
            #expect(registered.frame(of: id) == hosted.frame(of: id), "\(id)")
        }
    }

    @Test func guideClosureSeesTheDefaultLeading() {
        let recorder = Recorder<[CGFloat?]>([])
        _ = host(200, 100) {
            SeedDimensionsProbe(inspect: { d in recorder.set([d[.leading], d[explicit: .leading]]) }) {
                R(70, 20).alignmentGuide(.leading) { context in
                    context[.leading] - 10
                }
            }
        }
        #expect(recorder.value == [-10, -10])
    }
}
