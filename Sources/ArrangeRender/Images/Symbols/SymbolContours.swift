import ArrangeCore
import Foundation

/// One closed contour of a glyph outline, with a polygon approximating it for containment,
/// area and orientation tests.
struct SymbolContour {
    var segments: [PathSegment]
    var polygon: [CGPoint]

    var boxArea: CGFloat {
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return 0 }
        return (x1 - x0) * (y1 - y0)
    }

    /// The polygon's signed area (shoelace): its sign is the contour's winding direction.
    var signedArea: CGFloat {
        var sum: CGFloat = 0
        var j = polygon.count - 1
        for i in polygon.indices {
            sum += polygon[j].x * polygon[i].y - polygon[i].x * polygon[j].y
            j = i
        }
        return sum / 2
    }

    /// Even-odd containment of `p` in the polygon.
    func contains(_ p: CGPoint) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// The same contour run the other way round (so it winds the other way), closed.
    var reversed: [PathSegment] {
        guard case .move(let start)? = segments.first else { return segments }
        // Each drawing segment with the point it starts from.
        var pieces: [(from: CGPoint, segment: PathSegment)] = []
        var current = start
        for segment in segments.dropFirst() {
            switch segment {
            case .move, .close: continue
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                pieces.append((current, segment))
                current = p
            }
        }
        // The closing edge back to the start is drawn explicitly, so the reversed contour
        // starts where this one ends.
        if current != start { pieces.append((current, .line(to: start))) }
        var result: [PathSegment] = [.move(to: start)]
        for (from, segment) in pieces.reversed() {
            switch segment {
            case .line: result.append(.line(to: from))
            case .quadCurve(_, let c): result.append(.quadCurve(to: from, control: c))
            case .curve(_, let c1, let c2): result.append(.curve(to: from, control1: c2, control2: c1))
            case .move, .close: break
            }
        }
        result.append(.close)
        return result
    }

    /// The contours of `outline`, each starting at a move; curves flattened at 8 steps.
    static func split(_ outline: [PathSegment]) -> [SymbolContour] {
        var result: [SymbolContour] = []
        var segments: [PathSegment] = [], polygon: [CGPoint] = []
        var current = CGPoint.zero
        func finish() {
            if polygon.count > 2 { result.append(SymbolContour(segments: segments, polygon: polygon)) }
            segments = []; polygon = []
        }
        for segment in outline {
            switch segment {
            case .move(let p):
                finish()
                current = p
                polygon.append(p)
            case .line(let p):
                current = p
                polygon.append(p)
            case .quadCurve(let p, let c):
                for k in 1...8 {
                    let t = CGFloat(k) / 8, s = 1 - t
                    polygon.append(CGPoint(x: s * s * current.x + 2 * s * t * c.x + t * t * p.x, y: s * s * current.y + 2 * s * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for k in 1...8 {
                    let t = CGFloat(k) / 8, s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    polygon.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                break
            }
            segments.append(segment)
        }
        finish()
        return result
    }

    /// The part of `polygon` inside the convex polygon `convex` (Sutherland–Hodgman: `polygon`
    /// is cut by each edge of `convex` in turn); it keeps `polygon`'s winding.
    static func clip(_ polygon: [CGPoint], to convex: [CGPoint]) -> [CGPoint] {
        guard convex.count > 2 else { return [] }
        // Which side of its edges the inside of `convex` lies on follows from its winding.
        let turn: CGFloat = SymbolContour(segments: [], polygon: convex).signedArea > 0 ? 1 : -1
        var result = polygon
        for i in convex.indices {
            let a = convex[i], b = convex[(i + 1) % convex.count]
            func side(_ p: CGPoint) -> CGFloat { turn * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            let input = result
            result = []
            guard var previous = input.last else { break }
            for point in input {
                let inside = side(point) >= 0, wasInside = side(previous) >= 0
                if inside != wasInside {
                    // Where the edge from `previous` to `point` crosses the clipping line.
                    let sp = side(previous), s = side(point)
                    let t = sp / (sp - s)
                    result.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
                }
                if inside { result.append(point) }
                previous = point
            }
        }
        return result
    }

    /// `outline` with the convex region `convex` taken out of it, under the non-zero rule: each
    /// contour's part inside the region is added again wound the other way, which cancels it
    /// there and nowhere else. The cut edges are straight lines along the flattened curves.
    static func subtracting(_ convex: [CGPoint], from outline: [PathSegment]) -> [PathSegment] {
        let contours = split(outline)
        var result: [PathSegment] = []
        for contour in contours {
            result += contour.segments
            let inside = clip(contour.polygon, to: convex)
            guard inside.count > 2, let last = inside.last else { continue }
            result.append(.move(to: last))
            for point in inside.dropLast().reversed() { result.append(.line(to: point)) }
            result.append(.close)
        }
        return result
    }

    /// `outline` wound so that its largest contour turns the way `clockwise` asks (clockwise on
    /// screen, y down, when true): a glyph's holes wind against its outer contour, so turning the
    /// whole glyph keeps them holes. Parts that wind alike add up under the non-zero rule; a part
    /// wound against the one under it cuts itself out of it.
    static func oriented(_ outline: [PathSegment], clockwise: Bool) -> [PathSegment] {
        let contours = split(outline)
        guard let largest = contours.max(by: { abs($0.signedArea) < abs($1.signedArea) }) else { return outline }
        // y down: a positive shoelace area is clockwise on screen.
        guard (largest.signedArea > 0) != clockwise else { return outline }
        return contours.flatMap(\.reversed)
    }
}
