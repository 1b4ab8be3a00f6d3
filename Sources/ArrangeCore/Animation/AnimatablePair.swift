import Foundation

/// A pair of animatable values, which is itself animatable, as in SwiftUI. Its arithmetic is
/// component-wise; `magnitudeSquared` is the sum of the components'.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The zero value: both components zero.
    @inlinable public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// Adds two pairs component by component.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Adds `rhs` to `lhs` component by component.
    @inlinable public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts two pairs component by component.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Subtracts `rhs` from `lhs` component by component.
    @inlinable public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Multiplies both components by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The dot-product of this animated pair with itself.
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Two pairs are equal when both components are.
    @inlinable public static func == (a: Self, b: Self) -> Bool { a.first == b.first && a.second == b.second }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

// The value types SwiftUI makes animatable.

extension CGPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// `width` and `height`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and the size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// The four insets: top, leading, bottom, trailing.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
