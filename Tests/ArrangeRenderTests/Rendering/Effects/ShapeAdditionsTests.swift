import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Shapes: UnevenRoundedRectangle, ContainerRelativeShape, trim")
@MainActor struct ShapeAdditionsTests {
    private let k: CGFloat = 0.5522847498

    @Test("UnevenRoundedRectangle's circular path: square corners are points, a rounded one a quarter curve")
    func unevenCircularPath() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [
            .move(to: CGPoint(x: 100, y: 0)),
            .line(to: CGPoint(x: 100, y: 50)),
            .line(to: CGPoint(x: 0, y: 50)),
            .line(to: CGPoint(x: 0, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10 - 10 * k), control2: CGPoint(x: 10 - 10 * k, y: 0)),
            .closeSubpath,
        ])
    }

    @Test("UnevenRoundedRectangle limits each radius to half the shorter side; its bounds are the frame")
    func unevenLimits() {
        let shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 100, bottomLeading: 5, bottomTrailing: 0, topTrailing: 8), style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        var first: CGPoint?
        path.forEach { if case .move(let p) = $0 { first = p } }
        #expect(first == CGPoint(x: 92, y: 0))
        #expect(path.contains(CGPoint(x: 3, y: 37)) == true)        // inside the 5-point corner's arc
        #expect(path.contains(CGPoint(x: 2, y: 2)) == false)        // cut off by the 20-point corner
        #expect(path.contains(CGPoint(x: 99.5, y: 39.5)) == true)   // the square corner
    }

    @Test("UnevenRoundedRectangle's continuous corner reaches 1.5287 radii along each side")
    func unevenContinuous() {
        let path = UnevenRoundedRectangle(topTrailingRadius: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        var first: CGPoint?
        path.forEach { if first == nil, case .move(let p) = $0 { first = p } }
        #expect(abs((first?.x ?? 0) - (100 - 15.2866483)) < 1e-9)
        let viaStatic: UnevenRoundedRectangle = .rect(topLeadingRadius: 4)
        #expect(viaStatic.cornerRadii.topLeading == 4)
    }

    @Test("UnevenRoundedRectangle lays out like a shape and draws its corners")
    func unevenLayoutAndDrawing() throws {
        let host = HostingView(rootView: UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color.red).id("u"), size: CGSize(width: 60, height: 40))
        #expect(host.frame(of: "u") == CGRect(x: 0, y: 0, width: 60, height: 40))
        let png = try renderPNG(UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).fill(Color.red).frame(width: 60, height: 40))
        #expect(png[1, 1].a == 0)
        #expect(png[58, 1] == RGBA(Color.red))
        #expect(png[1, 38] == RGBA(Color.red))
    }

    @Test("ContainerRelativeShape is the frame's rectangle in Arrange")
    func containerRelative() {
        let rect = CGRect(x: 5, y: 6, width: 30, height: 20)
        #expect(ContainerRelativeShape().path(in: rect) == Path(rect))
        #expect(ContainerRelativeShape().inset(by: 2).path(in: rect).boundingRect == rect.insetBy(dx: 2, dy: 2))
    }

    @Test("trim keeps a fraction of a rectangle's outline, measured along its length")
    func trimRectangle() {
        // 100 × 50: perimeter 300. From 0.1 to 0.6: 30 to 180 along, from the top-left corner clockwise.
        let path = Rectangle().trim(from: 0.1, to: 0.6).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [
            .move(to: CGPoint(x: 30, y: 0)),
            .line(to: CGPoint(x: 100, y: 0)),
            .line(to: CGPoint(x: 100, y: 50)),
            .line(to: CGPoint(x: 70, y: 50)),
        ])
    }

    @Test("trim of a circle keeps points on the circle; from ≥ to keeps nothing")
    func trimCircle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let half = Circle().trim(from: 0, to: 0.5).path(in: rect)
        var points: [CGPoint] = []
        half.forEach {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
            case .closeSubpath: break
            }
        }
        // The circle starts at 3 o'clock and runs clockwise on screen: half is 9 o'clock.
        #expect(points.first == CGPoint(x: 100, y: 50))
        let last = points.last ?? .zero
        #expect(abs(last.x - 0) < 0.05 && abs(last.y - 50) < 0.05)
        #expect(Circle().trim(from: 0.6, to: 0.4).path(in: rect).isEmpty)
        #expect(Circle().trim(from: 0, to: 1).path(in: rect) == Circle().path(in: rect))
    }

    @Test("A trimmed shape strokes only its part")
    func trimDrawing() throws {
        let png = try renderPNG(Rectangle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40).padding(4))
        #expect(png[24, 4].a == 255)      // on the top edge (the first quarter)
        #expect(png[4, 24].a == 0)        // the left edge is the last quarter
    }
}
