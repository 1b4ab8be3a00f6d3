import Foundation

/// The radii of a rectangle's four corners, as in SwiftUI.
public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates corner radii (each 0 unless given).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii, animatable together.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first; bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first; topTrailing = newValue.second.second
        }
    }
}

/// A rectangular shape with rounded corners of different sizes, aligned inside the frame of the
/// view containing it, as in SwiftUI. Leading corners are on the left (shapes are not mirrored
/// in right-to-left layouts). Each radius is limited to half the shorter side; continuous
/// corners become circular where the rectangle is too small for Apple's longer curve (as with
/// `RoundedRectangle`). The path starts at the top edge's trailing end and runs clockwise on screen.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The radii of the corners.
    public var cornerRadii: RectangleCornerRadii
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// A rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given corner radii (each 0 unless given).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    /// The frame with each corner rounded by its radius.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return Path() }
        let limit = min(r.width, r.height) / 2
        func radius(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), limit) : 0 }
        // Clockwise on screen from the top-trailing corner: each corner's point, and the unit
        // directions back along its incoming side (u) and along its outgoing side (v).
        let corners: [(CGFloat, CGPoint, CGVector, CGVector)] = [
            (cornerRadii.topTrailing, CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (cornerRadii.bottomTrailing, CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (cornerRadii.bottomLeading, CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (cornerRadii.topLeading, CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        var path = Path()
        for (index, (given, corner, u, v)) in corners.enumerated() {
            let rad = radius(given)
            func at(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
                CGPoint(x: corner.x + (u.dx * along + v.dx * across) * rad, y: corner.y + (u.dy * along + v.dy * across) * rad)
            }
            func start(_ p: CGPoint) { if index == 0 { path.move(to: p) } else { path.addLine(to: p) } }
            if rad == 0 {
                start(corner)
            } else if style == .continuous, rad * ContinuousCorner.extent <= limit {
                let points = ContinuousCorner.points
                start(at(points[0].0, points[0].1))
                for i in stride(from: 1, to: points.count, by: 3) {
                    path.addCurve(to: at(points[i + 2].0, points[i + 2].1), control1: at(points[i].0, points[i].1), control2: at(points[i + 1].0, points[i + 1].1))
                }
            } else {
                let k = Path.kappa
                start(at(1, 0))
                path.addCurve(to: at(0, 1), control1: at(1 - k, 0), control2: at(0, 1 - k))
            }
        }
        path.closeSubpath()
        return path
    }

    /// The shape inset by `amount` on every side (its radii unchanged).
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }

    /// The data to animate: the corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// Apple's continuous corner as (along, across) offsets from the corner in radii: three cubic
/// curves, as `Path.continuousRoundedRect` draws them.
enum ContinuousCorner {
    static let extent: CGFloat = 1.52866483
    static let points: [(CGFloat, CGFloat)] = [
        (1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100),
        (0.37282392, 0.16906013), (0.16906013, 0.37282392), (0.07491100, 0.63149399),
        (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the given corner radii.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the given corner radii.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
