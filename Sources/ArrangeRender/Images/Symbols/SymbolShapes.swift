import ArrangeCore
import Foundation

/// The shapes Arrange draws itself for composed symbols, on the 24-unit grid (y down): the
/// enclosures of `.circle` and `.square` variants and the rain, snow and haze of the weather
/// symbols. Each is one closed outline per piece, wound clockwise on screen, with holes wound
/// the other way, so pieces add up under the non-zero rule.
enum SymbolShapes {
    /// How far a cubic Bézier's control points sit along the tangents to draw a quarter circle,
    /// per unit of radius.
    private static let kappa: CGFloat = 0.552_284_75

    /// A circle of `radius` around `center`, clockwise on screen unless `clockwise` is false.
    static func circle(center c: CGPoint, radius r: CGFloat, clockwise: Bool = true) -> [PathSegment] {
        let k = kappa * r
        // Clockwise on screen (y down): right → bottom → left → top.
        let s: CGFloat = clockwise ? 1 : -1
        return [
            .move(to: CGPoint(x: c.x + r, y: c.y)),
            .curve(to: CGPoint(x: c.x, y: c.y + s * r), control1: CGPoint(x: c.x + r, y: c.y + s * k), control2: CGPoint(x: c.x + k, y: c.y + s * r)),
            .curve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + s * r), control2: CGPoint(x: c.x - r, y: c.y + s * k)),
            .curve(to: CGPoint(x: c.x, y: c.y - s * r), control1: CGPoint(x: c.x - r, y: c.y - s * k), control2: CGPoint(x: c.x - k, y: c.y - s * r)),
            .curve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - s * r), control2: CGPoint(x: c.x + r, y: c.y - s * k)),
            .close,
        ]
    }

    /// A ring: the circle of `radius` with the circle `width` inside it cut out.
    static func ring(center: CGPoint, radius: CGFloat, width: CGFloat) -> [PathSegment] {
        circle(center: center, radius: radius) + circle(center: center, radius: radius - width, clockwise: false)
    }

    /// A rectangle with corners rounded by `radius`, clockwise on screen unless `clockwise` is false.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, clockwise: Bool = true) -> [PathSegment] {
        let r = min(radius, rect.width / 2, rect.height / 2), k = kappa * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Clockwise on screen from the top edge's left end.
        let forward: [PathSegment] = [
            .move(to: CGPoint(x: x0 + r, y: y0)),
            .line(to: CGPoint(x: x1 - r, y: y0)),
            .curve(to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0), control2: CGPoint(x: x1, y: y0 + r - k)),
            .line(to: CGPoint(x: x1, y: y1 - r)),
            .curve(to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k), control2: CGPoint(x: x1 - r + k, y: y1)),
            .line(to: CGPoint(x: x0 + r, y: y1)),
            .curve(to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1), control2: CGPoint(x: x0, y: y1 - r + k)),
            .line(to: CGPoint(x: x0, y: y0 + r)),
            .curve(to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k), control2: CGPoint(x: x0 + r - k, y: y0)),
            .close,
        ]
        guard !clockwise, let contour = SymbolContour.split(forward).first else { return forward }
        return contour.reversed
    }

    /// A rounded-square frame: `rect` rounded by `radius`, with the same shape `width` inside it
    /// cut out.
    static func frame(_ rect: CGRect, radius: CGFloat, width: CGFloat) -> [PathSegment] {
        roundedRect(rect, radius: radius) + roundedRect(rect.insetBy(dx: width, dy: width), radius: max(0, radius - width), clockwise: false)
    }

    /// A polygon through `points`, wound clockwise on screen unless `clockwise` is false.
    static func polygon(_ points: [CGPoint], clockwise: Bool = true) -> [PathSegment] {
        guard let first = points.first else { return [] }
        let outline = [PathSegment.move(to: first)] + points.dropFirst().map { PathSegment.line(to: $0) } + [.close]
        return SymbolContour.oriented(outline, clockwise: clockwise)
    }

    /// A triangle through `corners`; with `lineWidth`, its outline that wide (the triangle with
    /// the triangle inside it cut out, shrunk towards the incentre so every edge moves in by the
    /// same width).
    static func triangle(_ corners: [CGPoint], lineWidth: CGFloat? = nil) -> [PathSegment] {
        guard corners.count == 3 else { return [] }
        let outer = polygon(corners)
        guard let width = lineWidth else { return outer }
        let (p, q, r) = (corners[0], corners[1], corners[2])
        // Side lengths opposite each corner weight the incentre; the inradius is area ÷ semi-perimeter.
        let a = hypot(q.x - r.x, q.y - r.y), b = hypot(p.x - r.x, p.y - r.y), c = hypot(p.x - q.x, p.y - q.y)
        let perimeter = a + b + c
        guard perimeter > 0 else { return outer }
        let incentre = CGPoint(x: (a * p.x + b * q.x + c * r.x) / perimeter, y: (a * p.y + b * q.y + c * r.y) / perimeter)
        let area = abs((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / 2
        let inradius = 2 * area / perimeter
        guard inradius > width else { return outer }
        return outer + polygon(shrunk(corners, towards: incentre, by: width / inradius), clockwise: false)
    }

    /// A stroked arc with round ends: the band `width` wide along the circle of `radius` around
    /// `center`, from angle `from` by `sweep` radians (positive: clockwise on screen). The waves
    /// of `wave.3.right`.
    static func arcStroke(center c: CGPoint, radius r: CGFloat, from a0: CGFloat, sweep: CGFloat, width: CGFloat) -> [PathSegment] {
        let outer = r + width / 2, inner = r - width / 2, cap = width / 2
        let a1 = a0 + sweep
        let start = CGPoint(x: c.x + outer * cos(a0), y: c.y + outer * sin(a0))
        let innerEnd = CGPoint(x: c.x + inner * cos(a1), y: c.y + inner * sin(a1))
        // Round caps: half circles around the band's ends, turning the way the band does.
        let turn: CGFloat = sweep >= 0 ? 1 : -1
        let endCentre = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
        let startCentre = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        let outline = [PathSegment.move(to: start)]
            + arc(center: c, radius: outer, from: a0, sweep: sweep)
            + arc(center: endCentre, radius: cap, from: a1, sweep: turn * .pi)
            + [.line(to: innerEnd)]
            + arc(center: c, radius: inner, from: a1, sweep: -sweep)
            + arc(center: startCentre, radius: cap, from: a0 + .pi, sweep: turn * .pi)
            + [.close]
        return SymbolContour.oriented(outline, clockwise: true)
    }

    /// A polygon's outline `width` thick: the polygon with the polygon whose edges lie `width`
    /// inside its own cut out (each edge moved in along its normal, corners where the moved
    /// edges meet). For the simple, not too pointed polygons of house and paper-plane shapes.
    static func polygonOutline(_ points: [CGPoint], width: CGFloat) -> [PathSegment] {
        let n = points.count
        guard n > 2 else { return [] }
        // Clockwise on screen (positive area, y down), the inside lies to the left of each edge's
        // direction turned a quarter clockwise: (−dy, dx).
        let side: CGFloat = SymbolContour(segments: [], polygon: points).signedArea > 0 ? 1 : -1
        func moved(_ i: Int) -> (CGPoint, CGPoint) {
            let a = points[i], b = points[(i + 1) % n]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { return (a, b) }
            let normal = CGPoint(x: -(b.y - a.y) / length * side * width, y: (b.x - a.x) / length * side * width)
            return (CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y))
        }
        let inner: [CGPoint] = (0..<n).map { i in
            let (p1, p2) = moved((i + n - 1) % n), (q1, q2) = moved(i)
            // Where the moved edges before and after corner i cross.
            let d1 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y), d2 = CGPoint(x: q2.x - q1.x, y: q2.y - q1.y)
            let denominator = d1.x * d2.y - d1.y * d2.x
            guard abs(denominator) > 1e-9 else { return q1 }
            let t = ((q1.x - p1.x) * d2.y - (q1.y - p1.y) * d2.x) / denominator
            return CGPoint(x: p1.x + d1.x * t, y: p1.y + d1.y * t)
        }
        return polygon(points) + polygon(inner, clockwise: false)
    }

    /// A water drop: a point at `tip` swelling into the circle of `radius` around `centre`
    /// below it.
    static func drop(tip: CGPoint, centre c: CGPoint, radius r: CGFloat, clockwise: Bool = true) -> [PathSegment] {
        let fall = c.y - tip.y
        let outline: [PathSegment] = [.move(to: tip),
                                      .curve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: tip.x + r * 0.3, y: tip.y + fall * 0.4),
                                             control2: CGPoint(x: c.x + r, y: c.y - r * 0.7))]
            + arc(center: c, radius: r, from: 0, sweep: .pi)
            + [.curve(to: tip, control1: CGPoint(x: c.x - r, y: c.y - r * 0.7), control2: CGPoint(x: tip.x - r * 0.3, y: tip.y + fall * 0.4)), .close]
        return SymbolContour.oriented(outline, clockwise: clockwise)
    }

    /// An almond (an eye's outline): the region between two circular arcs from `left` to
    /// `right` (level with each other), each bulging `bulge` from the line between them.
    static func lens(left: CGPoint, right: CGPoint, bulge: CGFloat, clockwise: Bool = true) -> [PathSegment] {
        let half = (right.x - left.x) / 2
        guard half > 0, bulge > 0 else { return [] }
        // The circle through both corners and the top of the bulge: radius from the chord.
        let radius = (half * half + bulge * bulge) / (2 * bulge), drop = radius - bulge
        let angle = atan2(half, drop)
        let mid = CGPoint(x: left.x + half, y: left.y)
        let upper = CGPoint(x: mid.x, y: mid.y + drop), lower = CGPoint(x: mid.x, y: mid.y - drop)
        // Over the top from left to right, then under the bottom back.
        let outline = [PathSegment.move(to: left)] + arc(center: upper, radius: radius, from: -.pi / 2 - angle, sweep: 2 * angle)
            + arc(center: lower, radius: radius, from: .pi / 2 - angle, sweep: 2 * angle) + [.close]
        return SymbolContour.oriented(outline, clockwise: clockwise)
    }

    /// The points of `points` moved towards `centre` by `factor` of their distance (1: all the way).
    static func shrunk(_ points: [CGPoint], towards centre: CGPoint, by factor: CGFloat) -> [CGPoint] {
        points.map { CGPoint(x: $0.x + (centre.x - $0.x) * factor, y: $0.y + (centre.y - $0.y) * factor) }
    }

    /// A stroke from `a` to `b` with round ends, `width` thick: a rain streak, a haze line.
    static func capsule(from a: CGPoint, to b: CGPoint, width: CGFloat) -> [PathSegment] {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return circle(center: a, radius: width / 2) }
        let r = width / 2, k = kappa * r
        // Unit direction and its normal; the outline runs down one side, round the end at b,
        // back up the other side and round the end at a.
        let u = CGPoint(x: dx / length, y: dy / length), n = CGPoint(x: -u.y, y: u.x)
        func p(_ o: CGPoint, _ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: o.x + u.x * along + n.x * across, y: o.y + u.y * along + n.y * across)
        }
        let outline: [PathSegment] = [
            .move(to: p(a, 0, r)),
            .line(to: p(b, 0, r)),
            .curve(to: p(b, r, 0), control1: p(b, k, r), control2: p(b, r, k)),
            .curve(to: p(b, 0, -r), control1: p(b, r, -k), control2: p(b, k, -r)),
            .line(to: p(a, 0, -r)),
            .curve(to: p(a, -r, 0), control1: p(a, -k, -r), control2: p(a, -r, -k)),
            .curve(to: p(a, 0, r), control1: p(a, -r, k), control2: p(a, -k, r)),
            .close,
        ]
        return SymbolContour.oriented(outline, clockwise: true)
    }

    /// Streaks of rain under a cloud: `count` strokes `length` long, slanting down to the left
    /// as SF Symbols' rain does, spread evenly across `span` (x from…to) from the top `y`.
    static func rain(count: Int, span: ClosedRange<CGFloat>, y: CGFloat, length: CGFloat, width: CGFloat) -> [PathSegment] {
        guard count > 0 else { return [] }
        let step = count > 1 ? (span.upperBound - span.lowerBound) / CGFloat(count - 1) : 0
        // Slanted as a line from upper right to lower left, 1 unit across per 3 down.
        let slant = length / 3
        return (0..<count).flatMap { i -> [PathSegment] in
            let x = span.lowerBound + step * CGFloat(i)
            return capsule(from: CGPoint(x: x + slant / 2, y: y), to: CGPoint(x: x - slant / 2, y: y + length), width: width)
        }
    }

    /// Dots in a row (drizzle, hail): `count` circles of `radius` across `span` at `y`, every
    /// other one dropped by `stagger`.
    static func dots(count: Int, span: ClosedRange<CGFloat>, y: CGFloat, radius: CGFloat, stagger: CGFloat = 0) -> [PathSegment] {
        guard count > 0 else { return [] }
        let step = count > 1 ? (span.upperBound - span.lowerBound) / CGFloat(count - 1) : 0
        return (0..<count).flatMap { i in
            circle(center: CGPoint(x: span.lowerBound + step * CGFloat(i), y: y + (i % 2 == 1 ? stagger : 0)), radius: radius)
        }
    }

    /// A small six-pointed snowflake: three strokes through `center`, `radius` long each way.
    static func flake(center c: CGPoint, radius: CGFloat, width: CGFloat) -> [PathSegment] {
        (0..<3).flatMap { i -> [PathSegment] in
            let angle = CGFloat(i) * .pi / 3 + .pi / 2
            let d = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
            return capsule(from: CGPoint(x: c.x - d.x, y: c.y - d.y), to: CGPoint(x: c.x + d.x, y: c.y + d.y), width: width)
        }
    }

    /// Flakes in a row: `count` flakes across `span` at `y`, every other one dropped by `stagger`.
    static func snow(count: Int, span: ClosedRange<CGFloat>, y: CGFloat, radius: CGFloat, width: CGFloat, stagger: CGFloat = 0) -> [PathSegment] {
        guard count > 0 else { return [] }
        let step = count > 1 ? (span.upperBound - span.lowerBound) / CGFloat(count - 1) : 0
        return (0..<count).flatMap { i in
            flake(center: CGPoint(x: span.lowerBound + step * CGFloat(i), y: y + (i % 2 == 1 ? stagger : 0)), radius: radius, width: width)
        }
    }

    /// An arc of the circle around `c` with radius `r` from angle `a0` by `sweep` radians
    /// (positive: clockwise on screen), as cubic Béziers of at most a quarter turn each, without
    /// the move to its start.
    static func arc(center c: CGPoint, radius r: CGFloat, from a0: CGFloat, sweep: CGFloat) -> [PathSegment] {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // The control points' distance along the tangents for an arc of `step`.
        let k = 4 / 3 * tan(step / 4) * r
        return (0..<pieces).map { i in
            let s = a0 + step * CGFloat(i), e = s + step
            let p0 = CGPoint(x: c.x + r * cos(s), y: c.y + r * sin(s)), p1 = CGPoint(x: c.x + r * cos(e), y: c.y + r * sin(e))
            return .curve(to: p1, control1: CGPoint(x: p0.x - k * sin(s), y: p0.y + k * cos(s)),
                          control2: CGPoint(x: p1.x + k * sin(e), y: p1.y - k * cos(e)))
        }
    }

    /// A crescent moon: the disc of `radius` around `center` with the disc of `biteRadius`
    /// around `center + bite` taken out of it, its horns pointing towards the bite. Nil when the
    /// two circles do not cross.
    static func crescent(center c: CGPoint, radius r: CGFloat, bite: CGPoint, biteRadius rb: CGFloat, clockwise: Bool = true) -> [PathSegment]? {
        let b = CGPoint(x: c.x + bite.x, y: c.y + bite.y)
        let d = (bite.x * bite.x + bite.y * bite.y).squareRoot()
        guard d > 0, d < r + rb, d > abs(r - rb) else { return nil }
        // Where the circles cross: along the line between the centres, `a` from c, then `h` either side.
        let a = (r * r - rb * rb + d * d) / (2 * d), h = (r * r - a * a).squareRoot()
        let u = CGPoint(x: bite.x / d, y: bite.y / d)
        let foot = CGPoint(x: c.x + u.x * a, y: c.y + u.y * a)
        let i1 = CGPoint(x: foot.x - u.y * h, y: foot.y + u.x * h), i2 = CGPoint(x: foot.x + u.y * h, y: foot.y - u.x * h)
        // Round the moon's circle from i1 to i2 away from the bite, then back along the bite's
        // circle inside the moon.
        let a1 = atan2(i1.y - c.y, i1.x - c.x), a2 = atan2(i2.y - c.y, i2.x - c.x)
        var moonSweep = (a2 - a1).truncatingRemainder(dividingBy: 2 * .pi)
        if moonSweep < 0 { moonSweep += 2 * .pi }
        let mid = a1 + moonSweep / 2
        if hypot(c.x + r * cos(mid) - b.x, c.y + r * sin(mid) - b.y) < rb { moonSweep -= 2 * .pi }
        let b2 = atan2(i2.y - b.y, i2.x - b.x), b1 = atan2(i1.y - b.y, i1.x - b.x)
        var biteSweep = (b1 - b2).truncatingRemainder(dividingBy: 2 * .pi)
        if biteSweep < 0 { biteSweep += 2 * .pi }
        let biteMid = b2 + biteSweep / 2
        if hypot(b.x + rb * cos(biteMid) - c.x, b.y + rb * sin(biteMid) - c.y) > r { biteSweep -= 2 * .pi }
        let outline = [PathSegment.move(to: i1)] + arc(center: c, radius: r, from: a1, sweep: moonSweep)
            + arc(center: b, radius: rb, from: b2, sweep: biteSweep) + [.close]
        return SymbolContour.oriented(outline, clockwise: clockwise)
    }

    /// A crescent's outline `width` thick: the crescent with the crescent inside it (its moon
    /// smaller and its bite larger by `width`) cut out.
    static func crescentOutline(center: CGPoint, radius: CGFloat, bite: CGPoint, biteRadius: CGFloat, width: CGFloat) -> [PathSegment]? {
        guard let outer = crescent(center: center, radius: radius, bite: bite, biteRadius: biteRadius),
              let inner = crescent(center: center, radius: radius - width, bite: bite, biteRadius: biteRadius + width, clockwise: false) else { return nil }
        return outer + inner
    }

    /// A four-pointed sparkle (the stars of `moon.stars`): points `radius` from `center` up,
    /// right, down and left, its sides curving in.
    static func sparkle(center c: CGPoint, radius r: CGFloat) -> [PathSegment] {
        let pinch = r * 0.12
        let points = [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y), CGPoint(x: c.x, y: c.y + r), CGPoint(x: c.x - r, y: c.y)]
        let controls = [CGPoint(x: c.x + pinch, y: c.y - pinch), CGPoint(x: c.x + pinch, y: c.y + pinch),
                        CGPoint(x: c.x - pinch, y: c.y + pinch), CGPoint(x: c.x - pinch, y: c.y - pinch)]
        let outline = [PathSegment.move(to: points[0])] + (0..<4).map { PathSegment.quadCurve(to: points[($0 + 1) % 4], control: controls[$0]) } + [.close]
        return SymbolContour.oriented(outline, clockwise: true)
    }

    /// Horizontal lines of fog or haze: one capsule per span, the first at `y`, each `gap` lower.
    static func lines(_ spans: [ClosedRange<CGFloat>], y: CGFloat, gap: CGFloat, width: CGFloat) -> [PathSegment] {
        spans.enumerated().flatMap { i, span in
            capsule(from: CGPoint(x: span.lowerBound, y: y + gap * CGFloat(i)), to: CGPoint(x: span.upperBound, y: y + gap * CGFloat(i)), width: width)
        }
    }
}
