import Arrange
import ArrangeRender
import ArrangeSnapshotTesting
import Foundation
import Testing

/// A fresh folder for one test's references.
@MainActor func temporarySnapshotDirectory(_ name: String) -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("arrange-snapshot-tests-\(name)-\(UUID().uuidString)", isDirectory: true)
    return url.path
}

/// The path after `label: ` on a line of `message`.
@MainActor func path(labelled label: String, in message: String) -> String? {
    message.split(separator: "\n").first { $0.hasPrefix("  \(label): ") }.map { String($0.dropFirst(label.count + 4)) }
}

@Suite @MainActor struct SnapshotFailureTests {
    @Test func recordedReferenceThenPasses() {
        let directory = temporarySnapshotDirectory("record")
        let recorded = verifySnapshot(of: Card(), as: .image(scale: 1), named: "card", record: .all, snapshotDirectory: directory)
        #expect(recorded?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
        #expect(verifySnapshot(of: Card(), as: .image(scale: 1), named: "card", record: .never, snapshotDirectory: directory) == nil)
    }

    @Test func changedViewFailsAndWritesTheActualAndDifferenceImages() throws {
        let directory = temporarySnapshotDirectory("changed")
        let layout = SwiftUISnapshotLayout.fixed(width: 20, height: 20)
        _ = verifySnapshot(of: Square(color: .red), as: .image(layout: layout, scale: 1), named: "square", record: .all, snapshotDirectory: directory)
        let message = try #require(verifySnapshot(of: Square(color: .blue), as: .image(layout: layout, scale: 1), named: "square", record: .never, snapshotDirectory: directory))
        #expect(message.hasPrefix("Snapshot \"square\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference: 100 of 400 pixels (25%) differ (largest channel difference 255)."))
        let failurePath = try #require(path(labelled: "failure", in: message))
        let differencePath = try #require(path(labelled: "difference", in: message))
        let referencePath = try #require(path(labelled: "reference", in: message))
        // The actual image is the blue square; the difference marks exactly its 100 pixels red.
        let actual = try PNGPixels(pngData: Data(contentsOf: URL(fileURLWithPath: failurePath)))
        let centre = (10 * 20 + 10) * 4
        #expect(Array(actual.rgba[centre..<centre + 4]) == [0, 122, 255, 255])
        let difference = try PNGPixels(pngData: Data(contentsOf: URL(fileURLWithPath: differencePath)))
        var red = 0
        for pixel in 0..<(difference.width * difference.height) where Array(difference.rgba[pixel * 4..<pixel * 4 + 4]) == [255, 0, 0, 255] {
            red += 1
        }
        #expect(difference.width == 20 && difference.height == 20)
        #expect(red == 100)
        let reference = try PNGPixels(pngData: Data(contentsOf: URL(fileURLWithPath: referencePath)))
        #expect(Array(reference.rgba[centre..<centre + 4]) == [255, 59, 48, 255])
    }

    @Test func slightlyChangedViewPassesWithinThePerceptualPrecision() {
        let directory = temporarySnapshotDirectory("tolerance")
        let layout = SwiftUISnapshotLayout.fixed(width: 20, height: 20)
        _ = verifySnapshot(of: Square(color: Color(red: 1, green: 0, blue: 0)), as: .image(layout: layout, scale: 1), named: "square", record: .all, snapshotDirectory: directory)
        // 1% of green is 2.55 of 255, drawn as 2 or 3 levels: within 5 (0.98), not exact.
        let nearlyRed = Square(color: Color(red: 1, green: 0.01, blue: 0))
        #expect(verifySnapshot(of: nearlyRed, as: .image(perceptualPrecision: 0.98, layout: layout, scale: 1), named: "square", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: nearlyRed, as: .image(layout: layout, scale: 1), named: "square", record: .never, snapshotDirectory: directory) != nil)
    }

    @Test func movedViewPassesWithinThePixelPrecision() {
        let directory = temporarySnapshotDirectory("precision")
        let layout = SwiftUISnapshotLayout.fixed(width: 20, height: 20)
        _ = verifySnapshot(of: Square(), as: .image(layout: layout, scale: 1), named: "square", record: .all, snapshotDirectory: directory)
        // Moved one point right: a 10-pixel column is uncovered and another covered, 20 of 400.
        let moved = Square().offset(x: 1)
        #expect(verifySnapshot(of: moved, as: .image(precision: 0.95, layout: layout, scale: 1), named: "square", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: moved, as: .image(precision: 0.96, layout: layout, scale: 1), named: "square", record: .never, snapshotDirectory: directory) != nil)
    }

    @Test func changedFramesFailWithALineDiff() throws {
        let directory = temporarySnapshotDirectory("frames")
        _ = verifySnapshot(of: Square(side: 10), as: .frames(), named: "square", record: .all, snapshotDirectory: directory)
        let message = try #require(verifySnapshot(of: Square(side: 12), as: .frames(), named: "square", record: .never, snapshotDirectory: directory))
        // swift-snapshot-testing's line diff: removed lines after "−" (U+2212), added after "+".
        #expect(message.contains("\u{2212}frame (0, 0, 10, 10)\n"))
        #expect(message.contains("+frame (0, 0, 12, 12)\n"))
    }
}
