import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Effects: blend modes, compositing groups, masks and 3D rotation")
@MainActor struct CompositingTests {
    private let yellow = Color(red: 1, green: 1, blue: 0)
    private let cyan = Color(red: 0, green: 1, blue: 1)

    @Test("blendMode(.multiply) multiplies with what is behind, in PNG and SVG")
    func multiply() throws {
        let view = ZStack {
            cyan
            yellow.blendMode(.multiply)
        }.frame(width: 20, height: 20)
        #expect(try renderPNG(view)[10, 10] == RGBA(r: 0, g: 255, b: 0))
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("style=\"mix-blend-mode:multiply\""))
        #expect(try rasterizeWithRSVG(svg)[10, 10].isClose(to: RGBA(r: 0, g: 255, b: 0), tolerance: 1))
    }

    @Test("screen, difference and plusLighter blend as their formulas say")
    func otherModes() throws {
        func blended(_ mode: BlendMode) throws -> RGBA {
            try renderPNG(ZStack { Color(red: 0.5, green: 0.25, blue: 1); Color(red: 0.5, green: 0.5, blue: 0).blendMode(mode) }.frame(width: 10, height: 10))[5, 5]
        }
        #expect(try blended(.screen).isClose(to: RGBA(r: 191, g: 159, b: 255), tolerance: 1))      // 1 − (1−a)(1−b)
        #expect(try blended(.difference).isClose(to: RGBA(r: 0, g: 64, b: 255), tolerance: 1))     // |a − b|
        #expect(try blended(.plusLighter).isClose(to: RGBA(r: 255, g: 191, b: 255), tolerance: 1))  // a + b
        #expect(try blended(.destinationOver) == RGBA(r: 128, g: 64, b: 255))                      // behind stays on top
    }

    @Test("compositingGroup makes an opacity apply to the group as one layer")
    func compositingGroup() throws {
        // Two overlapping opaque squares at 50%: separately, the overlap is darker; grouped, it is not.
        func overlap(grouped: Bool) throws -> RGBA {
            let pair = ZStack { Color.black.frame(width: 20, height: 20); Color.black.frame(width: 20, height: 20).offset(x: 10) }
            let view = grouped ? AnyView(pair.compositingGroup().opacity(0.5)) : AnyView(pair.opacity(0.5))
            return try renderPNG(view.frame(width: 40, height: 20))[15, 10]
        }
        #expect(try overlap(grouped: true).a == 128)
        #expect(try overlap(grouped: false).a == 128)   // opacity on a ZStack already groups in Arrange
        #expect(try ImageRenderer(content: Color.red.frame(width: 5, height: 5).drawingGroup()).svg().contains("isolation:isolate"))
    }

    @Test("mask shows the view through the mask's alpha; the mask lays out like an overlay")
    func mask() throws {
        let view = Color.red.frame(width: 40, height: 40).mask { Circle() }
        let png = try renderPNG(view)
        #expect(png[20, 20] == RGBA(Color.red))
        #expect(png[1, 1].a == 0)
        let half = try renderPNG(Color.red.frame(width: 10, height: 10).mask { Color.black.opacity(0.5) })
        #expect(half[5, 5].isClose(to: RGBA(r: 255, g: 59, b: 48, a: 128), tolerance: 1))
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("<mask id="))
        let rsvg = try rasterizeWithRSVG(svg)
        #expect(rsvg[20, 20].isClose(to: RGBA(Color.red), tolerance: 1))
        #expect(rsvg[1, 1].a == 0)
    }

    @Test("A mask is aligned by its alignment and does not change the view's size")
    func maskLayout() throws {
        let view = Color.red.frame(width: 40, height: 40)
            .mask(alignment: .topLeading) { Color.black.frame(width: 10, height: 10).id("m") }
            .id("v")
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "v") == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(host.frame(of: "m") == CGRect(x: 30, y: 30, width: 10, height: 10))
        let png = try renderPNG(view)
        #expect(png[5, 5] == RGBA(Color.red))
        #expect(png[15, 15].a == 0)
    }

    @Test("An empty mask hides the view")
    func emptyMask() throws {
        let png = try renderPNG(Color.red.frame(width: 10, height: 10).mask { EmptyView() }.background(Color.blue))
        #expect(png[5, 5] == RGBA(Color.blue))
    }

    @Test("rotation3DEffect uses SwiftUI's transform: m34 = −perspective / max(width, height)")
    func rotation3DTransformNumbers() throws {
        let t = try #require(ProjectionNumbers.transform(angle: .degrees(45), axis: (0, 1, 0), size: CGSize(width: 100, height: 100)))
        // The right edge turns away (y axis, positive angle): w = 1 + 50·sin45/100.
        let w = 1 + 50 * sin(Double.pi / 4) / 100
        let right = try #require(t(CGPoint(x: 100, y: 0)))
        #expect(abs(right.x - (50 + 50 * cos(Double.pi / 4) / w)) < 1e-9)
        #expect(abs(right.y - (50 - 50 / w)) < 1e-9)
        let left = try #require(t(CGPoint(x: 0, y: 0)))
        let wl = 1 - 50 * sin(Double.pi / 4) / 100
        #expect(abs(left.x - (50 - 50 * cos(Double.pi / 4) / wl)) < 1e-9)
        #expect(abs(left.y - (50 - 50 / wl)) < 1e-9)
    }

    @Test("rotation3DEffect by 180° about y mirrors the drawing; frames do not change")
    func rotation3DMirrors() throws {
        let view = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            .id("v")
        let png = try renderPNG(view)
        #expect(png[5, 10].isClose(to: RGBA(Color.blue), tolerance: 2))
        #expect(png[35, 10].isClose(to: RGBA(Color.red), tolerance: 2))
        let host = HostingView(rootView: view, size: CGSize(width: 40, height: 20))
        #expect(host.frame(of: "v") == CGRect(x: 0, y: 0, width: 40, height: 20))
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("<image"))
        let rsvg = try rasterizeWithRSVG(svg)
        #expect(rsvg[5, 10].isClose(to: RGBA(Color.blue), tolerance: 4))
    }

    @Test("rotation3DEffect about y by 60° makes the far side shorter")
    func rotation3DPerspective() throws {
        let png = try renderPNG(Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).padding(10))
        func column(_ x: Int) -> Int { (0..<png.height).filter { png[x, $0].a > 128 }.count }
        // Projected corners: x' = 50 ± 25 / w, w = 1 ∓ 0.433; heights 100 / w.
        #expect(column(40) > column(78))
        #expect(column(30) > 100)
        #expect(column(85) == 0)
    }

    @Test("rotation3DEffect with a zero axis is reported")
    func zeroAxis() {
        let host = HostingView(rootView: Color.red.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0)), size: CGSize(width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.contains("rotation3DEffect") })
    }
}

/// The projection `rotation3DEffect` draws with, as a function of points in the view.
enum ProjectionNumbers {
    static func transform(angle: Angle, axis: (CGFloat, CGFloat, CGFloat), size: CGSize) -> ((CGPoint) -> CGPoint?)? {
        guard let t = ProjectiveTransform.rotation3D(angle: angle, axis: (x: axis.0, y: axis.1, z: axis.2), anchor: .center, anchorZ: 0, perspective: 1, size: size) else { return nil }
        return { t.apply($0) }
    }
}
