import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("MeshGradient")
@MainActor struct MeshGradientTests {
    /// A 2 × 2 mesh over the whole frame: red, green / blue, white.
    static let corners = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .white])

    /// A 3 × 3 regular mesh, black but for a white centre vertex.
    static func whiteCentre(smooth: Bool) -> MeshGradient {
        MeshGradient(width: 3, height: 3,
                     points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                     colors: [.black, .black, .black, .black, .white, .black, .black, .black, .black],
                     smoothsColors: smooth)
    }

    @Test("Each corner of a 2 × 2 mesh has its vertex's colour, and the centre their mean")
    func cornerColours() throws {
        let png = try renderPNG(Self.corners.frame(width: 100, height: 100))
        #expect(png[0, 0].isClose(to: RGBA(Color.red), tolerance: 5), "\(png[0, 0])")
        #expect(png[99, 0].isClose(to: RGBA(Color.green), tolerance: 5), "\(png[99, 0])")
        #expect(png[0, 99].isClose(to: RGBA(Color.blue), tolerance: 5), "\(png[0, 99])")
        #expect(png[99, 99].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 5), "\(png[99, 99])")
        // The mean of the four vertex colours (sRGB components, as `.device` interpolates).
        let mean = [Color.red, .green, .blue, .white].map { RGBA($0) }
        func avg(_ k: KeyPath<RGBA, UInt8>) -> Int { mean.map { Int($0[keyPath: k]) }.reduce(0, +) / 4 }
        #expect(abs(Int(png[50, 50].r) - avg(\.r)) <= 4 && abs(Int(png[50, 50].g) - avg(\.g)) <= 4 && abs(Int(png[50, 50].b) - avg(\.b)) <= 4, "\(png[50, 50])")
    }

    @Test("smoothsColors: false shades each cell bilinearly; true interpolates bicubically through the neighbours")
    func smoothVersusLinear() throws {
        // Pixel (25, 25) is at 0.51 of the top-left cell on both axes. Bilinear: 0.51² of white
        // = 66; Catmull-Rom through the black edge vertices: 0.576² = 0.33 of white = 85 (the
        // 8 × 8 sub-patches give 84).
        let linear = try renderPNG(Self.whiteCentre(smooth: false).frame(width: 100, height: 100))
        let smooth = try renderPNG(Self.whiteCentre(smooth: true).frame(width: 100, height: 100))
        #expect(abs(Int(linear[25, 25].r) - 66) <= 3, "\(linear[25, 25])")
        #expect(abs(Int(smooth[25, 25].r) - 84) <= 3, "\(smooth[25, 25])")
        // Both are white at the centre vertex and black at the corners.
        #expect(linear[50, 50].r >= 240 && smooth[50, 50].r >= 240, "\(linear[50, 50]) \(smooth[50, 50])")
        #expect(linear[0, 0].r <= 3 && smooth[0, 0].r <= 3)
    }

    @Test("The background fills what the mesh does not cover")
    func backgroundOutsideMesh() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                                colors: [.red, .red, .red, .red], background: .blue)
        let png = try renderPNG(mesh.frame(width: 100, height: 100))
        #expect(png[5, 5] == RGBA(Color.blue))
        #expect(png[95, 50] == RGBA(Color.blue))
        #expect(png[50, 50] == RGBA(Color.red))
    }

    @Test("Bézier points bend a cell's edges: a bulging right edge covers more of the frame")
    func bezierPoints() throws {
        func vertex(_ x: Float, _ y: Float, trailing: SIMD2<Float>? = nil, top: SIMD2<Float>? = nil, bottom: SIMD2<Float>? = nil) -> MeshGradient.BezierPoint {
            let p = SIMD2<Float>(x, y)
            return MeshGradient.BezierPoint(position: p, leadingControlPoint: p, topControlPoint: top ?? p, trailingControlPoint: trailing ?? p, bottomControlPoint: bottom ?? p)
        }
        // The right edge runs from (0.5, 0) to (0.5, 1), its controls pulled out to x = 1.
        let points = [vertex(0, 0), vertex(0.5, 0, bottom: [1, 0.33]), vertex(0, 1), vertex(0.5, 1, top: [1, 0.67])]
        let mesh = MeshGradient(width: 2, height: 2, locations: .bezierPoints(points), colors: .colors([.red, .red, .red, .red]), background: .blue)
        let png = try renderPNG(mesh.frame(width: 100, height: 100))
        // At mid-height the edge reaches x = 0.5 + 0.75 × 0.5 = 0.875.
        #expect(png[80, 50] == RGBA(Color.red))
        #expect(png[95, 50] == RGBA(Color.blue))
        #expect(png[55, 2] == RGBA(Color.blue))
    }

    @Test("A mesh with the wrong number of points draws its background and says why")
    func wrongCount() throws {
        let bad = MeshGradient(width: 3, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red], background: .green)
        let renderer = ImageRenderer(content: bad.frame(width: 20, height: 20))
        let png = try decodePNG(renderer.pngData())
        #expect(png[10, 10] == RGBA(Color.green))
        #expect(renderer.diagnostics == ["MeshGradient(width: 3, height: 2) has 4 locations and 4 colours; it needs 6 of each, so only its background is drawn."])
    }

    @Test("A mesh narrower than 2 vertices draws its background and says why")
    func tooSmall() throws {
        let bad = MeshGradient(width: 1, height: 2, points: [[0, 0], [0, 1]], colors: [.red, .red], background: .yellow)
        let renderer = ImageRenderer(content: Rectangle().fill(bad).frame(width: 20, height: 20))
        let png = try decodePNG(renderer.pngData())
        #expect(png[10, 10] == RGBA(Color.yellow))
        #expect(renderer.diagnostics == ["MeshGradient(width: 1, height: 2) needs at least 2 vertices per row and per column; only its background is drawn."])
    }

    @Test("As a shape style a mesh fills the shape only")
    func shapeStyle() throws {
        let png = try renderPNG(Circle().fill(Self.corners).frame(width: 100, height: 100))
        #expect(png[1, 1].a == 0)
        #expect(png[50, 50].a == 255)
        // Top middle: halfway between red (255, 59, 48) and green (52, 199, 89).
        #expect(png[50, 2].isClose(to: RGBA(r: 154, g: 129, b: 69), tolerance: 6), "\(png[50, 2])")
    }

    @Test("SVG output embeds the mesh rasterised as a pattern image; librsvg draws it as the PNG does")
    func svgRasterised() throws {
        let view = Self.whiteCentre(smooth: true).frame(width: 60, height: 60)
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("<pattern id=\"mesh1\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"60\" height=\"60\"><image width=\"60\" height=\"60\""))
        let rsvg = try rasterizeWithRSVG(svg)
        let png = try renderPNG(view)
        for (x, y) in [(0, 0), (15, 15), (30, 30), (45, 20), (59, 59)] {
            #expect(rsvg[x, y].isClose(to: png[x, y], tolerance: 8), "\(x),\(y): \(rsvg[x, y]) vs \(png[x, y])")
        }
    }

    @Test("PDF output draws the mesh as a Cairo mesh pattern (a shading, not an image)")
    func pdfShading() throws {
        let pdf = try ImageRenderer(content: Self.corners.frame(width: 40, height: 40)).pdfData()
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/ShadingType 6") || text.contains("/ShadingType 7"))
        #expect(!text.contains("/Subtype /Image"))
    }

    @Test("A mesh gradient lays out as a flexible view")
    func layout() {
        let host = HostingView(rootView: Self.corners.id("m"), size: CGSize(width: 80, height: 30))
        #expect(host.frame(of: "m") == CGRect(x: 0, y: 0, width: 80, height: 30))
    }
}
