import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

@Suite("Drawing: Path and shapes' paths")
@MainActor struct PathTests {
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test("Building a path: elements, current point, emptiness")
    func building() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.boundingRect == .zero)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 8), control: CGPoint(x: 9, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 5, y: 2)),
                             .quadCurve(to: CGPoint(x: 5, y: 8), control: CGPoint(x: 9, y: 5)), .closeSubpath])
        // The quadratic's extreme is at t = 0.5: x = 7, not the control point's 9.
        #expect(close(path.boundingRect, CGRect(x: 1, y: 2, width: 6, height: 6)))
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: -1, y: 2)])
        #expect(lines.boundingRect == CGRect(x: -1, y: 0, width: 4, height: 4))
    }

    @Test("Rectangles, ellipses, rounded rectangles and arcs have the expected bounds")
    func bounds() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(Path(rect).boundingRect == rect)
        #expect(close(Path(ellipseIn: rect).boundingRect, rect))
        #expect(close(Path(roundedRect: rect, cornerRadius: 8).boundingRect, rect))
        #expect(close(Path(roundedRect: rect, cornerSize: CGSize(width: 30, height: 5), style: .circular).boundingRect, rect))
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // From 3 o'clock clockwise on screen to 6 o'clock: the quarter below and to the right.
        #expect(close(arc.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The other way round: three quarters of the circle.
        #expect(close(other.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 60, height: 40)).boundingRect.width.rounded() == 40)
        #expect(close(Capsule().path(in: rect).boundingRect, rect))
        #expect(close(Rectangle().inset(by: 5).path(in: rect).boundingRect, rect.insetBy(dx: 5, dy: 5)))
        #expect(Rectangle().inset(by: 50).path(in: rect).isEmpty)
    }

    @Test("contains follows the winding and even-odd rules")
    func containment() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(path.contains(CGPoint(x: 1, y: 1), eoFill: true))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test("Transforms and offsets move every point")
    func transforms() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.offsetBy(dx: 5, dy: -5).boundingRect == CGRect(x: 5, y: -5, width: 10, height: 20))
        #expect(path.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 60))
        var added = Path()
        added.addPath(path, transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(added.boundingRect == CGRect(x: 1, y: 1, width: 10, height: 20))
        #expect(path.path(in: CGRect(x: 100, y: 100, width: 1, height: 1)) == path)
    }

    @Test("Continuous corners reach further along the sides than circular ones")
    func continuousCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let continuous = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
        let circular = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
        // 15 points along the top from the corner the circular corner has (nearly) met the side,
        // while the continuous one is still curving towards it: 0.75 below the top is inside the
        // first and outside the second.
        let p = CGPoint(x: 15, y: 0.75)
        #expect(circular.contains(p) && !continuous.contains(p))
        #expect(continuous.contains(CGPoint(x: 50, y: 0.5)) && continuous.contains(CGPoint(x: 0.5, y: 50)))
    }
}
