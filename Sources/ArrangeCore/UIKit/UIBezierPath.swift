import Foundation

/// A path of lines and curves, as UIKit's `UIBezierPath`, for SwiftUI code that builds shapes
/// with UIKit (`Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`). Arrange's
/// stand-in builds an Arrange `Path`; its stroke settings are kept for code that reads them.
public final class UIBezierPath: CustomStringConvertible {
    /// The path's elements.
    private var path = Path()

    /// The width of strokes drawn with this path.
    public var lineWidth: CGFloat = 1
    /// How stroked line ends look.
    public var lineCapStyle: CGLineCap = .butt
    /// How stroked corners look.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The limit of mitred corners.
    public var miterLimit: CGFloat = 10
    /// Whether filling uses the even-odd rule.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with continuous rounded corners of `cornerRadius`, as UIKit draws it.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }

    /// A rectangle with the given corners rounded, as UIKit's: the corners are circular arcs of
    /// `cornerRadii.width` (UIKit uses the width for both directions).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = cornerRadii.width
        let shape = UnevenRoundedRectangle(topLeadingRadius: corners.contains(.topLeft) ? radius : 0,
                                           bottomLeadingRadius: corners.contains(.bottomLeft) ? radius : 0,
                                           bottomTrailingRadius: corners.contains(.bottomRight) ? radius : 0,
                                           topTrailingRadius: corners.contains(.topRight) ? radius : 0,
                                           style: .circular)
        path = shape.path(in: rect)
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of a CoreGraphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians). UIKit's `clockwise` is
    /// on screen, where y points down.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }
    /// Adds the elements of another path.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Closes the current subpath.
    public func close() { path.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { path = Path() }
    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the path, control points included.
    public var bounds: CGRect { path.boundingRect }
    /// Where the pen is.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether `point` is inside the path.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// The path as an immutable CoreGraphics path.
    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// A textual description, used in dumps and messages.
    public var description: String { "UIBezierPath(\(path))" }
}
