import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Effects: projectionEffect and luminanceToAlpha")
@MainActor struct ProjectionAndLuminanceRenderTests {
    @Test("projectionEffect draws through its matrix in the view's coordinates; frames do not change")
    func projectionMirrors() throws {
        // x' = 40 − x: a mirror about the view's vertical centre line.
        var mirror = ProjectionTransform()
        mirror.m11 = -1
        mirror.m31 = 40
        let view = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20).projectionEffect(mirror).id("v")
        let png = try renderPNG(view)
        #expect(png[5, 10].isClose(to: RGBA(Color.blue), tolerance: 2))
        #expect(png[35, 10].isClose(to: RGBA(Color.red), tolerance: 2))
        let host = HostingView(rootView: view, size: CGSize(width: 40, height: 20))
        #expect(host.frame(of: "v") == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("projectionEffect with perspective shrinks the far side")
    func projectionPerspective() throws {
        // The weight grows with x (w = 1 + x / 100): the right edge is drawn half as tall.
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        let png = try renderPNG(Color.black.frame(width: 100, height: 100).projectionEffect(perspective).padding(10))
        func column(_ x: Int) -> Int { (0..<png.height).filter { png[x, $0].a > 128 }.count }
        #expect(column(12) > column(55))
        #expect(column(55) > 40)
    }

    @Test("luminanceToAlpha makes white opaque black and black transparent")
    func luminanceToAlphaPixels() throws {
        let png = try renderPNG(HStack(spacing: 0) { Color.white; Color.black }.frame(width: 20, height: 10).luminanceToAlpha())
        #expect(png[5, 5].isClose(to: RGBA(r: 0, g: 0, b: 0, a: 255), tolerance: 2))
        #expect(png[15, 5].a == 0)
    }
}
