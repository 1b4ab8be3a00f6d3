import Arrange
import ArrangeRender
import ArrangeSnapshotTesting
import Foundation
import Testing

/// Views against the references committed in `__Snapshots__/ViewSnapshotTests/`. A missing
/// reference is recorded and the test fails once (swift-snapshot-testing's `.missing` mode);
/// `SNAPSHOT_TESTING_RECORD=all` records them all again.
@Suite @MainActor struct ViewSnapshotTests {
    @Test func cardAtItsIdealSizeMatchesThePNGReference() {
        assertSnapshot(of: Card(), as: .image(scale: 2), named: "ideal-2x")
    }

    @Test func cardInDarkModeMatchesThePNGReference() {
        assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 320, height: 120), colorScheme: .dark), named: "dark")
    }

    @Test func cardRightToLeftMatchesThePNGReference() {
        assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 320, height: 120), layoutDirection: .rightToLeft), named: "rtl")
    }

    @Test func cardAtAccessibilityTypeSizeMatchesThePNGReference() {
        assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 320, height: 200), dynamicTypeSize: .accessibility3), named: "ax3")
    }

    @Test func screenOnIPhoneSE3MatchesThePNGReference() {
        assertSnapshot(of: Screen(), as: .image(layout: .device(config: .iPhoneSE3), scale: 1), named: "iPhoneSE3")
    }

    @Test func screenOnIPhone16ProInLandscapeMatchesThePNGReference() {
        assertSnapshot(of: Screen(), as: .image(layout: .device(config: .iPhone16Pro(.landscape)), scale: 1), named: "iPhone16Pro-landscape")
    }

    @Test func cardMatchesTheSVGReference() {
        assertSnapshot(of: Card(), as: .svg(layout: .fixed(width: 320, height: 120)), named: "card")
    }

    @Test func screenOnIPadMiniMatchesTheFramesReference() {
        assertSnapshot(of: Screen(), as: .frames(layout: .device(config: .iPadMini)), named: "iPadMini")
    }

    @Test func cardRightToLeftMatchesTheFramesReference() {
        assertSnapshot(of: Card(), as: .frames(layout: .fixed(width: 320, height: 120), layoutDirection: .rightToLeft), named: "rtl")
    }
}

@Suite @MainActor struct ImageStrategyTests {
    @Test func imageHasScaleTimesTheFixedSizeInPixels() throws {
        let png = try #require(renderPNG(Square(), layout: .fixed(width: 30, height: 20), scale: 2))
        let image = try PNGPixels(pngData: png)
        #expect(image.width == 60 && image.height == 40)
    }

    @Test func deviceImageTakesTheDevicesScaleByDefault() throws {
        let png = try #require(renderPNG(Square(), layout: .device(config: .iPhoneSE3)))
        let image = try PNGPixels(pngData: png)
        #expect(image.width == 750 && image.height == 1334)
    }

    @Test func idealSizeImageIsTheViewsSize() throws {
        let png = try #require(renderPNG(Square(side: 7), scale: 3))
        let image = try PNGPixels(pngData: png)
        #expect(image.width == 21 && image.height == 21)
    }

    @Test func fixedLayoutCentresTheViewOverTheLightBackground() throws {
        let png = try #require(renderPNG(Square(side: 10), layout: .fixed(width: 20, height: 20), scale: 1))
        let image = try PNGPixels(pngData: png)
        #expect(Array(image.rgba[0..<4]) == [255, 255, 255, 255])            // (0, 0): background
        let centre = (10 * 20 + 10) * 4
        #expect(Array(image.rgba[centre..<centre + 4]) == [255, 59, 48, 255])  // system red
        let corner = (5 * 20 + 5) * 4, outside = (4 * 20 + 4) * 4
        #expect(image.rgba[corner + 1] == 59 && image.rgba[outside + 1] == 255)
    }

    @Test func darkColourSchemeDrawsOverBlack() throws {
        let png = try #require(renderPNG(Square(side: 10), layout: .fixed(width: 20, height: 20), scale: 1, colorScheme: .dark))
        let image = try PNGPixels(pngData: png)
        #expect(Array(image.rgba[0..<4]) == [0, 0, 0, 255])
    }

    @Test func renderingTheSameViewTwiceGivesTheSameBytes() throws {
        let first = try #require(renderPNG(Card(), scale: 2))
        let second = try #require(renderPNG(Card(), scale: 2))
        #expect(first == second)
    }

    @Test func viewWithNoSizeFailsWithAMessageInsteadOfAnEmptyImage() throws {
        let output = try #require(renderPNG(EmptyView()))
        #expect(String(decoding: output, as: UTF8.self) == "the view's size is 0.0 × 0.0 points, which draws no pixel; give it a size with layout: .fixed(width:height:) or .device(config:)")
    }

    @Test func rightToLeftMirrorsTheFrames() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("first"); Color.blue.frame(width: 20, height: 10) }
        let frames = try #require(renderFrames(view, layout: .fixed(width: 100, height: 10), layoutDirection: .rightToLeft))
        // The stack (30 wide) is centred at 35; its first child is on the right.
        #expect(frames.split(separator: "\n").contains { $0.contains("(55, 0, 10, 10) id: first") })
    }
}
