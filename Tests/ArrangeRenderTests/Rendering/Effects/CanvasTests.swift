import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Canvas with GraphicsContext")
@MainActor struct CanvasTests {
    @Test("A canvas takes the space proposed, like a shape, and its renderer gets that size")
    func layout() throws {
        let host = HostingView(rootView: Canvas { _, _ in }.id("c"), size: CGSize(width: 120, height: 80))
        #expect(host.frame(of: "c") == CGRect(x: 0, y: 0, width: 120, height: 80))
        let sized = HostingView(rootView: Canvas { _, _ in }.frame(width: 30, height: 20).id("f"), size: CGSize(width: 100, height: 100))
        #expect(sized.frame(of: "f") == CGRect(x: 35, y: 40, width: 30, height: 20))
    }

    @Test("fill and stroke paths with shadings, through transforms, opacity and clips")
    func drawing() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 20, y: 0)
            moved.opacity = 0.5
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 20, width: 5, height: 10)))
            clipped.fill(Path(CGRect(x: 0, y: 20, width: 10, height: 10)), with: .style(Color.blue))
            context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 35)); $0.addLine(to: CGPoint(x: 40, y: 35)) }, with: .color(.green), lineWidth: 2)
        }.frame(width: 40, height: 40)
        let png = try renderPNG(view)
        #expect(png[5, 5] == RGBA(Color.red))
        #expect(png[25, 5].isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 1))
        #expect(png[2, 25] == RGBA(Color.blue))
        #expect(png[7, 25] == RGBA(r: 255, g: 255, b: 255))
        #expect(png[20, 35] == RGBA(Color.green))
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("clip-path"))
    }
}
