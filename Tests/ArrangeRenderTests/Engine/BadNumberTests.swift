import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// Issue 10: numbers far outside the ordinary range (huge, tiny, non-finite) get SwiftUI's
/// treatment and a diagnostic, never a crash, and every frame stays finite.
@Suite("Bad numbers: huge, tiny and non-finite values")
@MainActor struct BadNumberTests {
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

    @Test("Spacer(minLength: 1e308) with safeAreaPadding(1e308) is limited to 1e9 and reported: every frame stays finite (issue 26, item 3)")
    func hugeSpacerLength() throws {
        let host = HostingView(rootView: VStack(spacing: 0) { Spacer(minLength: 1e308).id("s"); Color.red.frame(height: 10) }.safeAreaPadding(1e308),
                               size: CGSize(width: 100, height: 80))
        let spacer = try #require(host.frame(of: "s"))
        #expect(spacer.minY.isFinite && spacer.height.isFinite && spacer.height == 1e9)
        #expect(host.diagnostics.contains("Spacer(minLength: 1e+308) is beyond 1000000000 points; using 1000000000."), "\(host.diagnostics)")
        #expect(host.diagnostics.contains("safeAreaPadding beyond 1000000000 points limited to ±1000000000."), "\(host.diagnostics)")
        #expect(!host.diagnostics.contains { $0.contains("not finite") }, "\(host.diagnostics)")
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

    @Test("A frame of 1e19 points is limited to 1e9, reported in exponent form (the dump stays finite)")
    func hugeDump() {
        let host = HostingView(rootView: Color.red.frame(width: 1e19, height: 10).fixedSize(), size: CGSize(width: 100, height: 80))
        #expect(host.diagnostics == ["frame(width: 1e+19) is beyond 1000000000 points; using 1000000000."])
        #expect(host.dump().contains("1000000000"))
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

    private func textSize<V: View>(_ view: V) -> (CGSize?, [String]) {
        let host = HostingView(rootView: view.fixedSize().id("t"), size: CGSize(width: 400, height: 400))
        return (host.frame(of: "t")?.size, host.diagnostics)
    }

    @Test("View-level kerning(nan) and tracking(∞) are treated as 0, with a diagnostic")
    func nonFiniteKerningAndTracking() {
        let plain = textSize(Text("Kerning")).0
        let kerned = textSize(VStack { Text("Kerning") }.kerning(.nan))
        #expect(kerned.0 == plain)
        #expect(kerned.1 == ["kerning(nan) is not finite; using 0."])
        let tracked = textSize(VStack { Text("Kerning") }.tracking(.infinity))
        #expect(tracked.0 == plain)
        #expect(tracked.1 == ["tracking(inf) is not finite; using 0."])
    }

    @Test("lineSpacing(1e308) is limited to 1e9 points: the Text keeps its line heights, finite")
    func hugeLineSpacing() {
        let one = textSize(Text("One line")).0
        let spaced = textSize(VStack { Text("One line") }.lineSpacing(1e308))
        #expect(spaced.0 == one)
        #expect(spaced.1 == ["lineSpacing(1e+308) is beyond 1000000000 points; using 1000000000."])
        let two = textSize(VStack { Text("Two\nlines") }.lineSpacing(1e308)).0
        let twoPlain = textSize(Text("Two\nlines")).0
        #expect(two.map { $0.height.isFinite } == true)
        #expect(two?.height == twoPlain.map { $0.height + 1e9 })
    }

    @Test("A non-finite or non-positive displayScale is treated as 1, with a diagnostic")
    func badDisplayScale() {
        let plain = textSize(Text("Scale")).0
        for scale: CGFloat in [.nan, .infinity, 0, -2] {
            let scaled = textSize(Text("Scale").environment(\.displayScale, scale))
            #expect(scaled.0 == plain)
            #expect(scaled.1 == ["displayScale \(formatted(scale)) is not positive and finite; using 1."])
        }
        var environment = EnvironmentValues()
        environment.displayScale = .nan
        let host = HostingView(rootView: Divider().id("d"), size: CGSize(width: 100, height: 100), environment: environment)
        #expect(host.frame(of: "d")?.height == 1)
        #expect(host.diagnostics == ["displayScale nan is not positive and finite; using 1."])
    }

    private func formatted(_ v: CGFloat) -> String { v.isNaN ? "nan" : v.isInfinite ? "inf" : v == 0 ? "0" : "\(Int(v))" }

    @Test("A containerRelativeFrame closure's non-finite result uses the container's length, with a diagnostic")
    func nonFiniteContainerRelativeLength() {
        let host = HostingView(rootView: Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.id("a"), size: CGSize(width: 100, height: 80))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(host.diagnostics == ["containerRelativeFrame's length closure returned nan for the horizontal axis (container length 100); the container's length is used."])
    }

    @Test("A host size beyond 1e9 points is limited to 1e9; nested positions stay finite")
    func hugeHostSize() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).id("a").position().position().position().position().position(),
                               size: CGSize(width: 1e308, height: 1e308))
        let frame = host.frame(of: "a")
        // Each position centres its child, as large as the host, on the point (0, 0).
        #expect(frame == CGRect(x: -2e9 - 5, y: -2e9 - 5, width: 10, height: 10))
        #expect(host.rootFrame == CGRect(x: 0, y: 0, width: 1e9, height: 1e9))
        #expect(host.diagnostics == ["HostingView size (1e+308, 1e+308) is beyond 1000000000 points; using at most 1000000000."])
    }

    @Test("Positions and offsets beyond 1e9 points are limited to ±1e9, so nesting cannot reach infinity")
    func hugePositions() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).id("a")
            .position(x: 1e308, y: -1e308).position(x: 1e308, y: -1e308).position(x: 1e308, y: -1e308).offset(x: 1e308),
                               size: CGSize(width: 100, height: 100))
        let frame = host.frame(of: "a")
        #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite } == true)
        // Two positions as large as the host (100) centred on the limited point, then the view.
        #expect(frame == CGRect(x: 3e9 - 105, y: -3e9 - 105, width: 10, height: 10))
        #expect(host.diagnostics == [
            "offset (1e+308, 0) is beyond 1000000000 points; each component is limited to ±1000000000.",
            "position (1e+308, -1e+308) is beyond 1000000000 points; each coordinate is limited to ±1000000000.",
        ])
    }
}

@Suite("Bad numbers: huge display scales")
@MainActor struct HugeDisplayScaleTests {
    @Test("A huge finite displayScale neither traps (image variant choice) nor gives non-finite text sizes")
    func hugeDisplayScale() {
        let host = HostingView(rootView: VStack { Text("Scale").id("t"); Image("no-such-image").id("i") }.environment(\.displayScale, 1e300),
                               size: CGSize(width: 200, height: 200))
        let text = host.frame(of: "t")
        #expect(text.map { $0.width.isFinite && $0.height.isFinite && $0.width > 0 } == true)
        #expect(host.frame(of: "i") != nil)
    }
}

@Suite("Bad numbers: huge kerning")
@MainActor struct HugeKerningTests {
    @Test("Kerning and tracking beyond 1e9 points are limited, reported, so a Text stays finite")
    func hugeKerning() {
        let cases = [
            (AnyView(Text("abc").kerning(1e308)), "Text kerning and tracking of 1e+308 points is beyond 1000000000; using 1000000000."),
            (AnyView(VStack { Text("abc") }.tracking(-1e308)), "Text kerning and tracking of -1e+308 points is beyond 1000000000; using -1000000000."),
        ]
        for (view, message) in cases {
            let host = HostingView(rootView: view.fixedSize().id("t"), size: CGSize(width: 200, height: 200))
            let frame = host.frame(of: "t")
            #expect(frame.map { $0.minX.isFinite && $0.width.isFinite && $0.height.isFinite } == true)
            #expect(frame.map { abs($0.width) < 1e10 } == true)
            #expect(host.diagnostics == [message])
        }
    }
}
