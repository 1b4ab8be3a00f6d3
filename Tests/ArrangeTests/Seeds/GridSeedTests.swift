import Testing
import Arrange
import ArrangeExamples

/// Seed 002's Grid (the `grid` example), with the test font: `.body` is 17 points, so "Good" is
/// 68 × 17 with its baseline at 13.6.
@Suite("Seed 002 alignment: Grid")
@MainActor struct GridSeedTests: SeedFixtures {
    func nearly(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func gridRowsAlignOnBaselinesAndShareTheFrame() {
        let h = example("grid")
        // Every column holds a Color, so all are flexible; the framed texts' column (at least
        // 70) is sized first, each offered a third of 300 − 16: all three are 284/3 wide.
        let column: CGFloat = 284.0 / 3
        #expect(frame("grid", in: h) == rect(50, 50, 300, 300))
        // Row 0, on last baselines: "Hello world" framed 50 × 50 at the top wraps to "He" /
        // "l…" (34 × 34, last baseline 30.6); "Good" and "Nice" (baseline 13.6) sit 17 lower.
        #expect(nearly(frame("good", relativeTo: "grid", in: h), rect((column - 68) / 2, 17, 68, 17)))
        #expect(nearly(frame("hello", relativeTo: "grid", in: h), rect(column + 8 + (column - 50) / 2, 0, 50, 50)))
        #expect(nearly(frame("nice", relativeTo: "grid", in: h), rect(2 * (column + 8) + (column - 68) / 2, 17, 68, 17)))
        // The rigid row is 50; the colours' row and the rectangle's row share the remaining 234.
        #expect(nearly(frame("red", relativeTo: "grid", in: h), rect(0, 58, column, 117)))
        #expect(nearly(frame("pink", relativeTo: "grid", in: h), rect(2 * (column + 8), 58, column, 117)))
        // Row 2, at the top.
        #expect(nearly(frame("start", relativeTo: "grid", in: h), rect((column - 85) / 2, 183, 85, 17)))
        #expect(nearly(frame("wwdc", relativeTo: "grid", in: h), rect(column + 8 + (column - 70) / 2, 183, 70, 50)))
        #expect(nearly(frame("rectangle", relativeTo: "grid", in: h), rect(2 * (column + 8), 183, column, 117)))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func gridInRightToLeftMirrorsItsColumns() {
        let h = example("grid-rtl")
        let column: CGFloat = 284.0 / 3
        #expect(nearly(frame("good", relativeTo: "grid", in: h), rect(300 - (column - 68) / 2 - 68, 17, 68, 17)))
        #expect(nearly(frame("rectangle", relativeTo: "grid", in: h), rect(0, 183, column, 117)))
    }
}
