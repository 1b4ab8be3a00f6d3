import Foundation

/// The outline of a 2D shape, as in SwiftUI: moves, lines, quadratic and cubic Bézier curves and
/// closed subpaths, in a view's coordinates (y grows downward).
///
/// A path is also a `Shape`: as a view it takes the whole proposal (A3.1) and draws itself,
/// unscaled, at its own coordinates inside its frame.
nonisolated public struct Path: Shape, Equatable {
    /// The path's elements, in the package's shared vocabulary.
    package private(set) var segments: [PathSegment] = []
    /// Where the current subpath started (for `closeSubpath`) and where the pen is.
    private var subpathStart: CGPoint?
    private var pen: CGPoint?

    /// An element of a path, as in SwiftUI.
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath and begins a new one at `to`.
        case move(to: CGPoint)
        /// A line from the previous current point to `to`.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to `to`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to `to`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath (if any) to the current point,
        /// which terminates the subpath.
        case closeSubpath
    }

    /// Creates an empty path.
    public init() {}

    /// Creates a path from the package's segments.
    package init(segments: [PathSegment]) {
        for segment in segments {
            switch segment {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with corners of the given size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates an empty path, then runs `callback` to add its elements.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    // MARK: Reading

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The current point (where the next element starts), or `nil` for an empty path.
    public var currentPoint: CGPoint? { pen }

    /// The smallest rectangle containing every point of the path (curves' extremes included,
    /// their control points not); `.zero` for an empty path.
    public var boundingRect: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero, start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                bounds.add(p)
                current = p; start = p
            case .line(let p):
                bounds.add(current); bounds.add(p)
                current = p
            case .quadCurve(let p, let c):
                bounds.add(current); bounds.add(p)
                for t in quadExtremes(current.x, c.x, p.x) + quadExtremes(current.y, c.y, p.y) {
                    bounds.add(quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                bounds.add(current); bounds.add(p)
                for t in cubicExtremes(current.x, c1.x, c2.x, p.x) + cubicExtremes(current.y, c1.y, c2.y, p.y) {
                    bounds.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                current = start
            }
        }
        return bounds.rect
    }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        for segment in segments {
            switch segment {
            case .move(let p): body(.move(to: p))
            case .line(let p): body(.line(to: p))
            case .quadCurve(let p, let c): body(.quadCurve(to: p, control: c))
            case .curve(let p, let c1, let c2): body(.curve(to: p, control1: c1, control2: c2))
            case .close: body(.closeSubpath)
            }
        }
    }

    /// Whether `p` is inside the path, by the non-zero winding rule or (`eoFill`) the even-odd rule.
    /// Curves are flattened finely enough for hit testing.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in flattened(tolerance: 0.05) where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    // MARK: Building

    /// Begins a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        segments.append(.move(to: p))
        subpathStart = p
        pen = p
    }

    /// Appends a straight line to `p` (a path with no current point starts a subpath there).
    public mutating func addLine(to p: CGPoint) {
        guard pen != nil else { return move(to: p) }
        segments.append(.line(to: p))
        pen = p
    }

    /// Appends a sequence of connected lines: a new subpath at the first point, lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends a quadratic Bézier curve to `p`, with `control` as its control point.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if pen == nil { move(to: control) }
        segments.append(.quadCurve(to: p, control: control))
        pen = p
    }

    /// Appends a cubic Bézier curve to `p`, with the given control points.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if pen == nil { move(to: control1) }
        segments.append(.curve(to: p, control1: control1, control2: control2))
        pen = p
    }

    /// Closes the current subpath with a line back to its start; the pen returns there.
    public mutating func closeSubpath() {
        guard pen != nil else { return }
        segments.append(.close)
        pen = subpathStart
    }

    /// Adds a rectangle as a closed subpath (clockwise on screen, from the top-left corner).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard isUsable(r) else { return }
        var sub = Path()
        sub.move(to: CGPoint(x: r.minX, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        sub.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// Adds rectangles, each as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle as a closed subpath. Circular corners are quarter ellipses of
    /// `cornerSize` (at most half the rectangle's side); continuous corners follow Apple's
    /// smoother curve, which reaches about 1.53 radii along each side, and fall back to circular
    /// corners where the rectangle is too small for it.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard isUsable(r) else { return }
        var rx = cornerSize.width.isFinite ? max(0, cornerSize.width) : 0
        var ry = cornerSize.height.isFinite ? max(0, cornerSize.height) : 0
        if rx == 0 || ry == 0 { return addRect(r, transform: transform) }
        let continuousExtent: CGFloat = 1.52866483
        if style == .continuous, rx * continuousExtent <= r.width / 2, ry * continuousExtent <= r.height / 2 {
            addPath(Self.continuousRoundedRect(r, rx: rx, ry: ry), transform: transform)
            return
        }
        rx = min(rx, r.width / 2)
        ry = min(ry, r.height / 2)
        addPath(Self.circularRoundedRect(r, rx: rx, ry: ry), transform: transform)
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at
    /// the right-hand middle point and going clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard isUsable(r) else { return }
        let k = Self.kappa
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        var sub = Path()
        sub.move(to: CGPoint(x: r.maxX, y: cy))
        sub.addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: r.maxY))
        sub.addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ry * k))
        sub.addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: r.minY))
        sub.addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ry * k))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// Adds an arc of a circle. Angles are measured from the positive x-axis towards the positive
    /// y-axis (clockwise on screen, where y grows downward); `clockwise` follows CoreGraphics'
    /// convention, in which it means decreasing angles, which appears counterclockwise on screen,
    /// exactly as in SwiftUI. A line joins the current point, if any, to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        guard delta.isFinite else { return }
        if clockwise {
            // Decreasing angles: a sweep in (-2π, 0], a full turn when the angles differ by 2π or more.
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if delta <= -twoPi { delta = -twoPi }
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if delta >= twoPi { delta = twoPi }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of a circle starting at `startAngle` and sweeping `delta` (positive: clockwise
    /// on screen). A line joins the current point, if any, to the arc's start.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, center.x.isFinite, center.y.isFinite, startAngle.radians.isFinite, delta.radians.isFinite else { return }
        let r = abs(radius)
        // More than a turn draws the circle again over itself: one full turn plus the remainder
        // looks the same and ends at the same point, and keeps the piece count small (a sweep of
        // 1e300 radians would otherwise overflow it).
        var delta = delta
        let turn = 2 * Double.pi
        if abs(delta.radians) > turn {
            let sign: Double = delta.radians < 0 ? -1 : 1
            delta = .radians(sign * (turn + abs(delta.radians).truncatingRemainder(dividingBy: turn)))
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + r * CGFloat(cos(angle)), y: center.y + r * CGFloat(sin(angle))).applying(transform)
        }
        let start = startAngle.radians
        let startPoint = point(start)
        if pen == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        // Cubic pieces of at most a quarter turn each stay within 0.03% of the circle.
        let pieces = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * Double(r)
        for i in 0..<pieces {
            let a0 = start + step * Double(i), a1 = a0 + step
            let p0 = CGPoint(x: center.x + r * CGFloat(cos(a0)), y: center.y + r * CGFloat(sin(a0)))
            let p1 = CGPoint(x: center.x + r * CGFloat(cos(a1)), y: center.y + r * CGFloat(sin(a1)))
            let c1 = CGPoint(x: p0.x - CGFloat(handle * sin(a0)), y: p0.y + CGFloat(handle * cos(a0)))
            let c2 = CGPoint(x: p1.x + CGFloat(handle * sin(a1)), y: p1.y - CGFloat(handle * cos(a1)))
            addCurve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// Appends another path's elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let moved = transform.isIdentity ? path : path.applying(transform)
        for segment in moved.segments {
            switch segment {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    // MARK: Transforming

    /// This path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = self
        result.segments = segments.map { $0.applying(transform) }
        result.subpathStart = subpathStart?.applying(transform)
        result.pen = pen?.applying(transform)
        return result
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// A path describes itself, whatever rectangle it is asked to fill.
    public func path(in rect: CGRect) -> Path { self }

    /// Paths compare by their elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.segments == rhs.segments }

    // MARK: Geometry helpers

    /// The distance of a cubic Bézier's control points from the ends that approximates a quarter
    /// circle most closely, as a fraction of the radius.
    static let kappa: CGFloat = 0.5522847498

    private func isUsable(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    }

    static func circularRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) -> Path {
        let k = kappa
        var p = Path()
        p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        p.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k), control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        p.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k), control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        p.closeSubpath()
        return p
    }

    /// Apple's continuous ("squircle") corners, as measured from iOS 7 onwards: each corner is
    /// three cubic curves reaching 1.52866 radii along each side. Coordinates below are for the
    /// top-right corner as multiples of the radius back from the corner; the other corners mirror it.
    static func continuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) -> Path {
        // (along, across) offsets of the corner's points from the corner, in radii.
        let points: [(CGFloat, CGFloat)] = [
            (1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100),
            (0.37282392, 0.16906013), (0.16906013, 0.37282392), (0.07491100, 0.63149399),
            (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
        ]
        // Each corner: its position and the unit directions pointing back along the incoming side
        // (u) and along the outgoing side (v), in the path's clockwise (on screen) order.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        var p = Path()
        for (index, (corner, u, v)) in corners.enumerated() {
            func at(_ offset: (CGFloat, CGFloat)) -> CGPoint {
                // `along` runs back along the incoming side, `across` along the outgoing one;
                // radii are per axis so elliptical corners scale each direction on its own.
                let (along, across) = offset
                let dx = u.dx * along * rx + v.dx * across * rx
                let dy = u.dy * along * ry + v.dy * across * ry
                return CGPoint(x: corner.x + dx, y: corner.y + dy)
            }
            if index == 0 { p.move(to: at(points[0])) } else { p.addLine(to: at(points[0])) }
            p.addCurve(to: at(points[3]), control1: at(points[1]), control2: at(points[2]))
            p.addCurve(to: at(points[6]), control1: at(points[4]), control2: at(points[5]))
            p.addCurve(to: at(points[9]), control1: at(points[7]), control2: at(points[8]))
        }
        p.closeSubpath()
        return p
    }

    /// The path as polygons (one per subpath), curves split into lines within `tolerance` points.
    package func flattened(tolerance: CGFloat) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        func steps(_ length: CGFloat) -> Int {
            guard length.isFinite else { return 1 }
            // Limited before the conversion: a huge finite length would not fit an Int.
            return Int(min(256, max(1, (length / max(tolerance, 0.001)).squareRoot().rounded(.up))))
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                flush()
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [last] }
                let n = steps(distance(last, c) + distance(c, p))
                for i in 1...n { current.append(quadPoint(last, c, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [last] }
                let n = steps(distance(last, c1) + distance(c1, c2) + distance(c2, p))
                for i in 1...n { current.append(cubicPoint(last, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .close:
                let start = current.first ?? last
                flush()
                last = start
            }
        }
        flush()
        return polygons
    }
}

extension PathSegment {
    /// Whether every coordinate of the segment is finite.
    package var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .move(let p), .line(let p): return ok(p)
        case .quadCurve(let p, let c): return ok(p) && ok(c)
        case .curve(let p, let c1, let c2): return ok(p) && ok(c1) && ok(c2)
        case .close: return true
        }
    }

    /// The segment with its points transformed.
    package func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }
}

// MARK: - Curve arithmetic

/// The smallest rectangle around the points added; `.zero` when none were.
private struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }
    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
}

func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
}

/// Parameters in (0, 1) where a quadratic Bézier coordinate has an extreme.
private func quadExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return [] }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? [t] : []
}

/// Parameters in (0, 1) where a cubic Bézier coordinate has an extreme: roots of its derivative.
private func cubicExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
    // B'(t)/3 = a t² + b t + c
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
        if b != 0 { roots = [-c / b] }
    } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
            let s = discriminant.squareRoot()
            roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
