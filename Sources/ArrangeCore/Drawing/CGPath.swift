import Foundation

#if !canImport(Darwin)
/// How a path's inside is decided when it is filled or hit-tested, as in CoreGraphics.
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// An immutable graphics path, as CoreGraphics' `CGPath`, for code that builds shapes with
/// CoreGraphics or UIKit (`UIBezierPath.cgPath`) and hands them to SwiftUI as `Path(cgPath)`.
/// Arrange's stand-in (Linux has no CoreGraphics) holds an Arrange `Path`; like CoreGraphics'
/// paths it may be shared between threads once built (`CGMutablePath` must not be changed
/// while it is shared).
public class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The path's elements.
    var path: Path

    init(path: Path) { self.path = path }

    /// A path of one rectangle, as CoreGraphics' `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// A path of one ellipse inscribed in `rect`, as CoreGraphics' `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// A path of one rounded rectangle with circular corners of the given radii, as
    /// CoreGraphics' `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }
    /// The smallest rectangle holding the path's drawn outline.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// Where the pen is: the end of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point` is inside the path under `rule`, after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// An immutable copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Whether both paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// A textual description, used in dumps and messages.
    public var description: String { "CGPath(\(path))" }
}

/// A mutable graphics path, as CoreGraphics' `CGMutablePath`: its members take angles in
/// radians and an optional transform for the points they add, as CoreGraphics' do.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds straight lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds a closed rectangle as a subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// Adds closed rectangles, one subpath each.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// Adds a rounded rectangle with circular corners of the given radii.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), connected to the
    /// current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` turning through `delta` (radians).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)),
                            transform: transform)
    }

    /// Adds the elements of another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// A path with the elements of a CoreGraphics path, as SwiftUI's `Path(_:)`.
    public init(_ path: CGPath) { self = path.path }

    /// This path as an immutable CoreGraphics path, as SwiftUI's `cgPath`.
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif
