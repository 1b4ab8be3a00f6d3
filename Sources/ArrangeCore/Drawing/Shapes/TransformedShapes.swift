import Foundation

// A shape moved inside its own frame, as SwiftUI's `Shape.scale(_:anchor:)`,
// `rotation(_:anchor:)`, `offset(_:)` and `transform(_:)` make it: the frame (and layout) stay
// the shape's; only its path is transformed, about an anchor of the frame where there is one.

/// A shape scaled about an anchor of its frame, as SwiftUI's `ScaledShape`.
nonisolated public struct ScaledShape<Content: Shape>: Shape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays in place.
    public var anchor: UnitPoint

    /// A shape scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path in `rect`, scaled about the anchor's point of `rect`.
    public func path(in rect: CGRect) -> Path {
        let fixed = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: -fixed.x, y: -fixed.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: fixed.x, y: fixed.y))
        return shape.path(in: rect).applying(transform)
    }

    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

/// A shape rotated about an anchor of its frame, as SwiftUI's `RotatedShape`.
nonisolated public struct RotatedShape<Content: Shape>: Shape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape rotated.
    public var shape: Content
    /// The angle, clockwise on screen.
    public var angle: Angle
    /// The point of the frame the shape turns about.
    public var anchor: UnitPoint

    /// A shape rotated by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in `rect`, rotated about the anchor's point of `rect`.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }

    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

/// A shape moved by an offset within its frame, as SwiftUI's `OffsetShape`.
nonisolated public struct OffsetShape<Content: Shape>: Shape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// A shape moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path in `rect`, moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

/// A shape with an affine transform applied to its path, as SwiftUI's `TransformedShape`.
nonisolated public struct TransformedShape<Content: Shape>: Shape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape transformed.
    public var shape: Content
    /// The transform, applied in the frame's coordinates.
    public var transform: CGAffineTransform

    /// A shape whose path `transform` maps.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path in `rect`, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

nonisolated extension Shape {
    /// Scales this shape without changing its frame, by `x` horizontally and `y` vertically.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its frame, by `scale` in both directions.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Rotates this shape around an anchor point, without changing its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Changes the relative position of this shape using the specified size.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Changes the relative position of this shape using the specified point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Changes the relative position of this shape by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Applies an affine transform to this shape's path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape that makes its path in a rectangle of a fixed size at the corner of the one it is
/// given, as SwiftUI's `Shape.size(_:)` makes one: the frame (and layout) stay the view's.
nonisolated package struct _SizedShape<Content: Shape>: Shape, LayoutNamedShape {
    package typealias Body = Never
    /// The shape sized.
    package var shape: Content
    /// The size its path is made for.
    package var size: CGSize

    package func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

nonisolated extension Shape {
    /// Returns a new version of self representing the same shape, but that will ask it to
    /// create its path from a rect of `size`. This does not affect the layout properties of any
    /// views created from the shape (e.g. by filling it).
    public func size(_ size: CGSize) -> some Shape {
        _SizedShape(shape: self, size: size)
    }

    /// Returns a new version of self representing the same shape, but that will ask it to
    /// create its path from a rect of size `(width, height)`. This does not affect the layout
    /// properties of any views created from the shape (e.g. by filling it).
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        size(CGSize(width: width, height: height))
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount`: the inset applies to the shape inside, as in SwiftUI.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }

    /// The type of the inset shape.
    public typealias InsetShape = OffsetShape<Content.InsetShape>
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The rotated shape inset by `amount`: the inset applies to the shape inside, as in SwiftUI.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }

    /// The type of the inset shape.
    public typealias InsetShape = RotatedShape<Content.InsetShape>
}
