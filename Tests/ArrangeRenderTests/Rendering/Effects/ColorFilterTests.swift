import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Pure sRGB primaries (Color.red is iOS's system red, not pure).
private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureGreen = Color(red: 0, green: 1, blue: 0)

@MainActor private func svg<V: View>(_ view: V) throws -> String {
    try ImageRenderer(content: view).svg()
}

@Suite("Effects: colour filters and blur")
@MainActor struct ColorFilterTests {
    @Test("grayscale(1) of pure red is its Rec. 709 luminance grey, in PNG and SVG")
    func grayscaleOfRed() throws {
        let view = pureRed.frame(width: 20, height: 20).grayscale(1)
        let png = try renderPNG(view)
        #expect(png[10, 10] == RGBA(r: 54, g: 54, b: 54))
        let text = try svg(view)
        #expect(text.contains("<feColorMatrix type=\"matrix\" values=\"0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0\"/>"))
        #expect(try rasterizeWithRSVG(text)[10, 10].isClose(to: RGBA(r: 54, g: 54, b: 54), tolerance: 1))
    }

    @Test("grayscale(0.5) goes halfway to the grey")
    func halfGrayscale() throws {
        let png = try renderPNG(pureRed.frame(width: 20, height: 20).grayscale(0.5))
        // r = 0.2126 + 0.7874·0.5, g = b = 0.2126·0.5
        #expect(png[10, 10].isClose(to: RGBA(r: 155, g: 27, b: 27), tolerance: 1))
    }

    @Test("brightness adds to each component; negative darkens")
    func brightness() throws {
        #expect(try renderPNG(Color.black.frame(width: 10, height: 10).brightness(0.5))[5, 5].isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 1))
        #expect(try renderPNG(Color.white.frame(width: 10, height: 10).brightness(-0.25))[5, 5].isClose(to: RGBA(r: 191, g: 191, b: 191), tolerance: 1))
        #expect(try renderPNG(pureRed.frame(width: 10, height: 10).brightness(1))[5, 5] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("contrast scales the distance from mid-grey")
    func contrast() throws {
        #expect(try renderPNG(Color.white.frame(width: 10, height: 10).contrast(0.5))[5, 5].isClose(to: RGBA(r: 191, g: 191, b: 191), tolerance: 1))
        #expect(try renderPNG(Color.white.frame(width: 10, height: 10).contrast(0))[5, 5].isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 1))
        #expect(try renderPNG(Color.white.frame(width: 10, height: 10).contrast(-1))[5, 5] == RGBA(r: 0, g: 0, b: 0))
    }

    @Test("saturation(0) of pure green is its luminance; saturation(1) changes nothing")
    func saturation() throws {
        #expect(try renderPNG(pureGreen.frame(width: 10, height: 10).saturation(0))[5, 5] == RGBA(r: 182, g: 182, b: 182))
        #expect(try renderPNG(Color.orange.frame(width: 10, height: 10).saturation(1))[5, 5] == RGBA(Color.orange))
    }

    @Test("hueRotation(180°) of pure red by the Filter Effects matrix")
    func hueRotation() throws {
        let view = pureRed.frame(width: 10, height: 10).hueRotation(.degrees(180))
        #expect(try renderPNG(view)[5, 5].isClose(to: RGBA(r: 0, g: 109, b: 109), tolerance: 1))
        #expect(try rasterizeWithRSVG(svg(view))[5, 5].isClose(to: RGBA(r: 0, g: 109, b: 109), tolerance: 2))
    }

    @Test("Filters keep transparency: a clear area stays clear, alpha is kept")
    func filtersKeepAlpha() throws {
        let png = try renderPNG(Circle().fill(pureRed).frame(width: 40, height: 40).grayscale(1))
        #expect(png[1, 1].a == 0)
        let faded = try renderPNG(pureRed.opacity(0.5).frame(width: 10, height: 10).grayscale(1))
        #expect(faded[5, 5].isClose(to: RGBA(r: 54, g: 54, b: 54, a: 128), tolerance: 2))
    }

    @Test("blur spreads an edge to half coverage and leaves the middle of a large area solid")
    func blur() throws {
        let view = Color.black.frame(width: 60, height: 60).blur(radius: 8).padding(20)
        let png = try renderPNG(view)
        #expect(png[50, 50] == RGBA(r: 0, g: 0, b: 0))            // far from every edge
        // The pixel just inside the edge (centre 0.5 pt in): Φ(0.5 / σ = 4) = 0.55 of full.
        #expect(abs(Int(png[20, 50].a) - 140) <= 4)
        #expect(png[12, 50].a > 0 && png[12, 50].a < 40)          // outside, within the blur
        #expect(png[1, 50].a == 0)                                 // beyond 3σ
        let text = try svg(view)
        #expect(text.contains("<feGaussianBlur stdDeviation=\"4\"/>"))
        let rsvg = try rasterizeWithRSVG(text)
        #expect(abs(Int(rsvg[20, 50].a) - 140) <= 12)
    }

    @Test("An opaque blur does not fade the view's edges")
    func opaqueBlur() throws {
        let png = try renderPNG(Color.black.frame(width: 60, height: 60).blur(radius: 8, opaque: true).padding(20))
        #expect(png[21, 50] == RGBA(r: 0, g: 0, b: 0))
        #expect(png[15, 50].a == 0)
        #expect(try svg(Color.black.frame(width: 60, height: 60).blur(radius: 8, opaque: true)).contains("edgeMode=\"duplicate\""))
    }

    @Test("Filters do not change frames")
    func framesUnchanged() {
        let host = HostingView(rootView: Color.red.frame(width: 30, height: 20).blur(radius: 5).grayscale(1).hueRotation(.degrees(30)).id("v"), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "v") == CGRect(x: 35, y: 40, width: 30, height: 20))
    }

    @Test("Non-finite filter amounts are reported and ignored")
    func badAmounts() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).grayscale(.nan).blur(radius: .infinity), size: CGSize(width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.contains("grayscale(nan)") })
        #expect(host.diagnostics.contains { $0.contains("blur(radius:") })
    }

    @Test("PDF output draws filters")
    func pdf() throws {
        let data = try ImageRenderer(content: pureRed.frame(width: 20, height: 20).grayscale(1).blur(radius: 2)).pdfData()
        #expect(data.count > 100)
    }
}
