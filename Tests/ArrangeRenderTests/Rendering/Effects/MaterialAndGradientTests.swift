import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Effects: materials and elliptical gradients")
@MainActor struct MaterialAndGradientTests {
    @Test("A material over nothing is its tint: light and dark by colorScheme")
    func materialTint() throws {
        let light = try renderPNG(Color.clear.frame(width: 20, height: 20).background(.regularMaterial))
        #expect(light[10, 10].isClose(to: RGBA(r: 247, g: 247, b: 247, a: 184), tolerance: 1))
        let dark = try renderPNG(Color.clear.frame(width: 20, height: 20).background(.thinMaterial).environment(\.colorScheme, .dark))
        #expect(dark[10, 10].isClose(to: RGBA(r: 28, g: 28, b: 28, a: 140), tolerance: 1))
    }

    @Test("A material blurs what is behind it in PNG output; SVG draws the tint")
    func materialBlursBackdrop() throws {
        // Black and white halves behind a material: at the seam the backdrop becomes grey.
        let view = ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(.ultraThinMaterial).frame(width: 60, height: 60)
        }.frame(width: 100, height: 100)
        let png = try renderPNG(view)
        let seam = png[50, 50]
        #expect(seam.r > 60 && seam.r < 200)
        #expect(png[5, 50] == RGBA(r: 0, g: 0, b: 0))            // outside the material: untouched
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("fill=\"#f7f7f7\" fill-opacity=\"0.35\""))
    }

    @Test("A material inside an effect's offscreen group blurs the pixels behind it, not pixels displaced by the group's offset")
    func materialInsideAnOffsetGroupBlursItsOwnBackdrop() throws {
        // Black and white halves, the material over the black one only; the whole drawn inside
        // a shadow's group, which starts 40 points into the image (its device offset).
        let scene = ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(.ultraThinMaterial).frame(width: 30, height: 60).offset(x: -25)
        }.frame(width: 100, height: 100)
        let plain = try renderPNG(scene.padding(40))
        let grouped = try renderPNG(scene.shadow(color: .black.opacity(0.01), radius: 1).padding(40))
        // Inside the material, 20 points left of the seam: the same backdrop in both.
        #expect(grouped[40 + 30, 40 + 50].isClose(to: plain[40 + 30, 40 + 50], tolerance: 2), "\(grouped[70, 90]) against \(plain[70, 90])")
    }

    @Test("Material styles are the SwiftUI names")
    func names() {
        let styles: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar]
        #expect(styles == [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar])
    }

    @Test("EllipticalGradient stretches to the frame: the edge midpoints of a wide frame are the end colour")
    func ellipticalGradient() throws {
        let view = EllipticalGradient(colors: [.white, .black]).frame(width: 200, height: 100)
        let png = try renderPNG(view)
        #expect(png[100, 50].isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 4))   // the pixel centre is 1% out
        #expect(png[199, 50].r < 6)                      // at the horizontal radius (100)
        #expect(png[100, 99].r < 6)                      // at the vertical radius (50)
        #expect(abs(Int(png[150, 50].r) - 128) <= 4)     // halfway horizontally
        #expect(abs(Int(png[100, 75].r) - 128) <= 4)     // halfway vertically
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("gradientTransform=\"matrix(200 0 0 100 100 50)\""))
        let rsvg = try rasterizeWithRSVG(svg)
        #expect(abs(Int(rsvg[100, 75].r) - 128) <= 6)
    }

    @Test("EllipticalGradient lays out as a flexible view")
    func ellipticalLayout() {
        let host = HostingView(rootView: EllipticalGradient(colors: [.red, .blue]).id("g"), size: CGSize(width: 80, height: 30))
        #expect(host.frame(of: "g") == CGRect(x: 0, y: 0, width: 80, height: 30))
    }
}
