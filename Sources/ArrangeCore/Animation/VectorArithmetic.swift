import Foundation

/// A type with values that support addition and subtraction and can be scaled, as in SwiftUI.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// The dot-product of this animatable data instance with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`: `self + (other - self) * amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var difference = other - self
        difference.scale(by: amount)
        self += difference
    }

    /// A copy of this value interpolated with `other` by the specified `amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data, as in SwiftUI: the `animatableData` of types that do not
/// have any animatable properties.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty value.
    @inlinable public init() {}
    /// The zero value.
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Adds nothing.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Adds nothing.
    @inlinable public static func += (lhs: inout Self, rhs: Self) {}
    /// Subtracts nothing.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Subtracts nothing.
    @inlinable public static func -= (lhs: inout Self, rhs: Self) {}
    /// Scales nothing.
    @inlinable public mutating func scale(by rhs: Double) {}
    /// Always 0.
    @inlinable public var magnitudeSquared: Double { 0 }
    /// All empty values are equal.
    @inlinable public static func == (a: Self, b: Self) -> Bool { true }
}
