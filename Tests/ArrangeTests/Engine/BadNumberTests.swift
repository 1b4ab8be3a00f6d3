import Testing
import Arrange

/// Issue 10: numbers far outside the ordinary range (huge, tiny, non-finite) get SwiftUI's
/// treatment and a diagnostic, never a crash, and every frame stays finite.
@Suite("Bad numbers: huge, tiny and non-finite values")
struct BadNumberTests {
    @Test("A frame width beyond Int's range is reported in exponent form, not a trap")
    func hugeFrameWidth() {
        let host = HostingView(rootView: Color.red.frame(width: -1e19, height: 10).id("a"), size: CGSize(width: 100, height: 80))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 35, width: 100, height: 10))
        #expect(host.diagnostics == ["Invalid frame dimension (negative or non-finite): frame(width: -1e+19) is ignored."])
    }

    @Test("Spacer(minLength: -1e19) is reported, not a trap")
    func hugeSpacer() {
        let host = HostingView(rootView: HStack(spacing: 0) { Spacer(minLength: -1e19) }, size: CGSize(width: 100, height: 80))
        #expect(host.diagnostics == ["Spacer(minLength: -1e+19) is invalid (negative or non-finite); using the default."])
    }

    @Test("ProposedViewSize prints huge and tiny values in exponent form, ordinary ones as before")
    func proposalDescription() {
        #expect(ProposedViewSize(width: 1e19, height: 10).description == "(1e+19, 10)")
        #expect(ProposedViewSize(width: -1e19, height: 1e-300).description == "(-1e+19, 1e-300)")
        #expect(ProposedViewSize(width: 12.5, height: nil).description == "(12.5, nil)")
        #expect(ProposedViewSize(width: 1.0 / 3, height: 0).description == "(0.333, 0)")
    }

    @Test("An aspect ratio of -1e300 is reported in exponent form")
    func hugeAspectRatio() {
        let host = HostingView(rootView: Color.red.aspectRatio(CGSize(width: -1, height: 1e-300), contentMode: .fit), size: CGSize(width: 100, height: 80))
        #expect(host.diagnostics == ["Invalid aspect ratio -1e+300 (not positive and finite); using the view's ideal size instead."])
    }

    @Test("The dump of a host prints huge frames in exponent form")
    func hugeDump() {
        let host = HostingView(rootView: Color.red.frame(width: 1e19, height: 10).fixedSize(), size: CGSize(width: 100, height: 80))
        #expect(host.dump().contains("1e+19"))
    }

    @Test("An arc sweeping 1e300 radians draws one full circle plus the remainder, not a trap")
    func hugeArcSweep() {
        let path = Path { $0.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e300)) }
        let box = path.boundingRect
        #expect(abs(box.minX + 10) < 0.01 && abs(box.maxX - 10) < 0.01 && abs(box.minY + 10) < 0.01 && abs(box.maxY - 10) < 0.01)
    }

    @Test("gridCellColumns(Int.max) is cut to the columns the widest row needs, with a diagnostic")
    func hugeGridSpan() {
        let host = HostingView(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 60, height: 10).gridCellColumns(Int.max).id("wide")
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10).id("first")
                Color.green.frame(width: 20, height: 10).gridCellColumns(Int.max).id("rest")
                Color.yellow.frame(width: 30, height: 10)
            }
        }, size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "wide") == CGRect(x: 70, y: 40, width: 60, height: 10))
        #expect(host.frame(of: "rest") == CGRect(x: 80, y: 50, width: 20, height: 10))
        #expect(host.diagnostics == [
            "gridCellColumns(9223372036854775807) reaches past the grid's 3 columns; the cell spans the 3 left from its column 0.",
            "gridCellColumns(9223372036854775807) reaches past the grid's 3 columns; the cell spans the 1 left from its column 1.",
        ])
    }

    @Test("A lone gridCellColumns(Int.max) spans one column")
    func loneHugeGridSpan() {
        let host = HostingView(rootView: Grid { GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(Int.max).id("a") } }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.diagnostics == ["gridCellColumns(9223372036854775807) reaches past the grid's 1 columns; the cell spans the 1 left from its column 0."])
    }
}
