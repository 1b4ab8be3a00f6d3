import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import Foundation
import Testing

/// `flipsForRightToLeftLayoutDirection(_:)`: mirrored in a right-to-left layout only.
@Suite @MainActor struct FlipsForRightToLeftTests {
    /// The colour at the left edge of a red-then-blue row, in `direction`.
    private func leftColor(flipping: Bool, _ direction: LayoutDirection) throws -> RGBA {
        let row = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            .flipsForRightToLeftLayoutDirection(flipping)
            .environment(\.layoutDirection, direction)
        let pixels = try renderPNG(row)
        return pixels[1, 5]
    }

    @Test func aFlippingViewIsMirroredInRightToLeftLayoutsOnly() throws {
        // Right to left, the row starts at the right (red there); flipped, it is mirrored back.
        #expect(try leftColor(flipping: false, .rightToLeft).b > 200)
        #expect(try leftColor(flipping: true, .rightToLeft).r > 200)
        #expect(try leftColor(flipping: true, .leftToRight).r > 200)
    }
}
