import CoreGraphics

/// Points on a circle, turned with CoreGraphics' transforms: for laying out dial marks.
public func dialMarks(count: Int, radius: CGFloat, center: CGPoint) -> [CGPoint] {
    guard count > 0 else { return [] }
    return (0..<count).map { index in
        let turn = CGAffineTransform(rotationAngle: CGFloat(index) / CGFloat(count) * 2 * .pi)
        return CGPoint(x: 0, y: -radius).applying(turn).applying(CGAffineTransform(translationX: center.x, y: center.y))
    }
}
