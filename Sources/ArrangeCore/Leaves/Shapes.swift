import Foundation

/// A 2D shape that you can use when drawing a view, as in SwiftUI. Every shape lays out the same
/// way: it takes the whole proposal, with an ideal size of 10×10 (A3.1); its path is drawn
/// inside the frame it gets, filled with the foreground style unless `fill` or `stroke` says
/// otherwise.
nonisolated public protocol Shape: Animatable, View, Sendable {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a leaf filled with
    /// the foreground style.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.addShapeLeaf(view, style: ForegroundStyle(), fillStyle: FillStyle())
    }
}

/// A shape type that is able to inset itself to produce another shape, as in SwiftUI.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// The style of a rounded corner, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Apple's continuous corners, whose curvature changes smoothly into the sides.
    case continuous
}

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates a rectangle.
    public init() {}
    /// The frame itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// A rectangle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangular shape with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The width and height of the corner rounding.
    public var cornerSize: CGSize
    /// The style of the corners.
    public var style: RoundedCornerStyle
    /// A rounded rectangle with corners of the given size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// A rounded rectangle with corners of the given radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// The frame with its corners rounded (see `Path.addRoundedRect(in:cornerSize:style:transform:)`).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// A rounded rectangle inset by `amount` on every side, its corners smaller by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
    /// The data to animate: the corner size, as in SwiftUI.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A circle centred on the frame of the view containing it; its diameter is the frame's shorter side.
nonisolated public struct Circle: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates a circle.
    public init() {}
    /// The largest circle centred in the frame.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let d = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d))
    }
    /// A circle inset by `amount` from the frame's shorter side.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in the frame.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// An ellipse inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle whose
/// corner radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The style of the rounded ends.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The frame with fully rounded ends.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: style)
    }
    /// A capsule inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// A shape inset by a fixed amount on every side: what `inset(by:)` returns for Arrange's
/// built-in shapes (SwiftUI names these `Rectangle._Inset` and so on).
nonisolated public struct _InsetShape<Base: InsettableShape>: InsettableShape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape being inset.
    public var base: Base
    /// How far each side moves in.
    public var amount: CGFloat
    /// Creates an inset shape.
    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }
    /// The base shape's path in the inset frame; a rounded rectangle's corners shrink by the
    /// inset too, so a stroke along the inset path keeps concentric corners. An inset larger
    /// than the frame leaves an empty path.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let a = amount.isFinite ? amount : 0
        guard r.width - 2 * a >= 0, r.height - 2 * a >= 0 else { return Path() }
        let inner = CGRect(x: r.minX + a, y: r.minY + a, width: r.width - 2 * a, height: r.height - 2 * a)
        if let rounded = base as? RoundedRectangle {
            let corner = CGSize(width: max(0, rounded.cornerSize.width - a), height: max(0, rounded.cornerSize.height - a))
            return Path(roundedRect: inner, cornerSize: corner, style: rounded.style)
        }
        return base.path(in: inner)
    }
    /// The base shape inset by both amounts together.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }

    package var layoutName: String { ArrangeCore.layoutName(of: base) }
}
