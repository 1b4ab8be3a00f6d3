import Foundation

/// A shape's outline trimmed to a fraction of its length: what `Shape.trim(from:to:)` returns.
nonisolated public struct _TrimmedShape<S: Shape>: Shape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape being trimmed.
    public var shape: S
    /// Where the kept part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction of the outline's length.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The part of the shape's path between the two fractions of its length.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The fractions, animatable together.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set { startFraction = newValue.first; endFraction = newValue.second }
    }

    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

nonisolated extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path: the
    /// part between `startFraction` and `endFraction` of its length (each clamped to 0…1;
    /// nothing when the start is not before the end).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension Path {
    /// The part of this path between two fractions of its total length, as in SwiftUI: each
    /// subpath's pieces (closing lines included) are measured along their arc length, curves
    /// are cut exactly with de Casteljau's construction at the parameter that reaches the
    /// wanted length (found on a 64-step table of each curve's length).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isFinite ? min(max(from, 0), 1) : 0
        let end = to.isFinite ? min(max(to, 0), 1) : 1
        if start == 0, end == 1 { return self }
        guard start < end else { return Path() }
        let pieces = TrimPiece.pieces(of: segments)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let a = start * total, b = end * total
        var result = Path()
        var position: CGFloat = 0
        var lastEnd: CGPoint?
        for piece in pieces {
            defer { position += piece.length }
            let pieceStart = position, pieceEnd = position + piece.length
            guard pieceEnd > a, pieceStart < b, piece.length > 0 else { continue }
            let t0 = piece.parameter(atLength: max(a - pieceStart, 0))
            let t1 = piece.parameter(atLength: min(b - pieceStart, piece.length))
            let part = piece.segment(from: t0, to: t1)
            // A new subpath, or a gap: start a new subpath of the result.
            if lastEnd == nil || lastEnd != part.start || (piece.startsSubpath && t0 == 0) {
                result.move(to: part.start)
            }
            switch part.segment {
            case .line(let p): result.addLine(to: p)
            case .quadCurve(let p, let c): result.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): result.addCurve(to: p, control1: c1, control2: c2)
            case .move, .close: break
            }
            lastEnd = part.end
        }
        return result
    }
}

/// One drawable piece of a path with its start point, and a table of its arc length.
private struct TrimPiece {
    var start: CGPoint
    var segment: PathSegment
    var startsSubpath: Bool
    /// Cumulative lengths at parameters 0, 1/n, …, 1 (two entries for a line).
    var table: [CGFloat]
    var length: CGFloat { table.last ?? 0 }

    static let steps = 64

    static func pieces(of segments: [PathSegment]) -> [TrimPiece] {
        var pieces: [TrimPiece] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var newSubpath = true
        for segment in segments {
            switch segment {
            case .move(let p):
                current = p; subpathStart = p; newSubpath = true
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                pieces.append(TrimPiece(start: current, segment: segment, startsSubpath: newSubpath))
                current = p; newSubpath = false
            case .close:
                if current != subpathStart {
                    pieces.append(TrimPiece(start: current, segment: .line(to: subpathStart), startsSubpath: newSubpath))
                }
                current = subpathStart; newSubpath = true
            }
        }
        return pieces
    }

    init(start: CGPoint, segment: PathSegment, startsSubpath: Bool) {
        self.start = start
        self.segment = segment
        self.startsSubpath = startsSubpath
        if case .line(let p) = segment {
            table = [0, hypot(p.x - start.x, p.y - start.y)]
            return
        }
        var lengths: [CGFloat] = [0]
        var previous = start
        for i in 1...Self.steps {
            let point = Self.point(segment, from: start, at: CGFloat(i) / CGFloat(Self.steps))
            lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        table = lengths
    }

    static func point(_ segment: PathSegment, from s: CGPoint, at t: CGFloat) -> CGPoint {
        switch segment {
        case .line(let p): return CGPoint(x: s.x + (p.x - s.x) * t, y: s.y + (p.y - s.y) * t)
        case .quadCurve(let p, let c): return quadPoint(s, c, p, t)
        case .curve(let p, let c1, let c2): return cubicPoint(s, c1, c2, p, t)
        case .move(let p): return p
        case .close: return s
        }
    }

    /// The curve parameter at which the piece has run `length` points.
    func parameter(atLength length: CGFloat) -> CGFloat {
        guard self.length > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= self.length { return 1 }
        let n = table.count - 1
        var low = 0, high = n
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] < length { low = mid } else { high = mid }
        }
        let span = table[high] - table[low]
        let f = span > 0 ? (length - table[low]) / span : 0
        return (CGFloat(low) + f) / CGFloat(n)
    }

    /// The piece between two parameters, with its start and end points.
    func segment(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, segment: PathSegment, end: CGPoint) {
        let a = Self.point(segment, from: start, at: t0), b = Self.point(segment, from: start, at: t1)
        switch segment {
        case .quadCurve(let p, let c):
            // The sub-curve's control is where the tangents at its ends meet: blossom (t0, t1).
            let control = Self.lerp(Self.lerp(start, c, t0), Self.lerp(c, p, t0), t1)
            return (a, .quadCurve(to: b, control: control), b)
        case .curve(let p, let c1, let c2):
            // Blossoms of the cubic: controls at (t0, t0, t1) and (t0, t1, t1).
            func blossom(_ u: CGFloat, _ v: CGFloat, _ w: CGFloat) -> CGPoint {
                let p01 = Self.lerp(start, c1, u), p12 = Self.lerp(c1, c2, u), p23 = Self.lerp(c2, p, u)
                let q0 = Self.lerp(p01, p12, v), q1 = Self.lerp(p12, p23, v)
                return Self.lerp(q0, q1, w)
            }
            return (a, .curve(to: b, control1: blossom(t0, t0, t1), control2: blossom(t0, t1, t1)), b)
        default:
            return (a, .line(to: b), b)
        }
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
