import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Rendering: Divider")
@MainActor struct DividerRenderingTests {
    /// A divider between two white bars: horizontal in a VStack, vertical in an HStack.
    @Test("A Divider draws a hairline of its layout thickness in the separator colour, RGBA(60, 60, 67, 0.29)")
    func dividerHairline() throws {
        let column = VStack(spacing: 0) {
            Color.white.frame(width: 20, height: 10)
            Divider()
            Color.white.frame(width: 20, height: 10)
        }
        let p = try renderPNG(column)
        #expect(p.width == 20 && p.height == 21)
        // Over a transparent canvas the line keeps its own colour and alpha (0.29 × 255 = 74);
        // Cairo stores premultiplied bytes, so the colour comes back within 2 of (60, 60, 67).
        for x in [0, 10, 19] {
            #expect(p[x, 10].isClose(to: RGBA(r: 60, g: 60, b: 67, a: 74), tolerance: 2), "\(p[x, 10])")
        }
        #expect(p[10, 9] == RGBA(r: 255, g: 255, b: 255))
        #expect(p[10, 11] == RGBA(r: 255, g: 255, b: 255))

        let row = HStack(spacing: 0) {
            Color.black.frame(width: 10, height: 20)
            Divider()
            Color.black.frame(width: 10, height: 20)
        }.background(.white)
        let q = try renderPNG(row)
        #expect(q.width == 21 && q.height == 20)
        // Over white: 255 × 0.71 + 60 × 0.29 = 198, and 200 for blue.
        for y in [0, 10, 19] {
            #expect(q[10, y].isClose(to: RGBA(r: 198, g: 198, b: 200), tolerance: 1), "\(q[10, y])")
        }
        #expect(q[9, 10] == RGBA(r: 0, g: 0, b: 0))
        #expect(q[11, 10] == RGBA(r: 0, g: 0, b: 0))
    }

    @Test("A Divider is one path in the display list, filling its frame; SVG and PDF draw it too")
    func dividerDisplayList() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 5)
            Divider()
        }
        let host = HostingView(rootView: view, size: CGSize(width: 30, height: 6))
        let list = DisplayList(host: host)
        let paths = list.items.compactMap { item -> PathItem? in
            if case .path(let p) = item { return p }
            return nil
        }
        #expect(paths.count == 1)
        #expect(paths.first.map { Path(segments: $0.segments).boundingRect } == CGRect(x: 0, y: 5, width: 30, height: 1))
        guard case .color(let color)? = paths.first?.paint else {
            Issue.record("the divider is not painted with a colour")
            return
        }
        #expect(RGBA(color) == RGBA(r: 60, g: 60, b: 67, a: 74))
        #expect(color.opacity == 0.29)

        let renderer = ImageRenderer(content: view)
        let svg = try renderer.svg()
        #expect(svg.contains("d=\"M0 5L30 5L30 6L0 6Z\" fill=\"#3c3c43\" fill-opacity=\"0.29\""), "\(svg)")
        let raster = try rasterizeWithRSVG(svg)
        #expect(raster[15, 5].isClose(to: RGBA(r: 60, g: 60, b: 67, a: 74), tolerance: 2), "\(raster[15, 5])")
        #expect(try renderer.pdfData().count > 0)
    }
}
