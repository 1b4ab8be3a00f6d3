import Testing
import Arrange
import ArrangeExamples

/// Seed 004 (Apple's `ViewDimensions` page): the indented example, left to right and right to left.
@Suite("Seed 004 ViewDimensions: indented example")
struct ViewDimensionsSeedTests: SeedFixtures {

    @Test func secondViewIsIndentedTenPointsRightInLeftToRight() {
        let h = host(200, 100) { ViewDimensionsOffset() }
        #expect(frame("stack", in: h) == rect(60, 26, 80, 48))
        #expect(frame("default", relativeTo: "stack", in: h) == rect(0, 0, 60, 20))
        #expect(frame("indented", relativeTo: "stack", in: h) == rect(10, 28, 70, 20))
        #expect(frame("indented", in: h).minX == frame("default", in: h).minX + 10)
    }

    @Test func secondViewEndsTenPointsLeftOfTheRightEdgeInRightToLeft() {
        let h = host(200, 100) { ViewDimensionsOffsetRightToLeft() }
        #expect(frame("stack", in: h) == rect(60, 26, 80, 48))
        #expect(frame("default", relativeTo: "stack", in: h) == rect(20, 0, 60, 20))
        #expect(frame("indented", relativeTo: "stack", in: h) == rect(0, 28, 70, 20))
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
