/// A type that describes how to animate a property of a view, as in SwiftUI. Arrange does not
/// animate; the protocol exists so that `Layout` has SwiftUI's shape.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

/// A type with values that support addition and subtraction and can be scaled, as in SwiftUI.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// The dot-product of this animatable data instance with itself.
    var magnitudeSquared: Double { get }
}

/// An empty type for animatable data, as in SwiftUI.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Arrange does not animate: empty or scalar animatable data.
    public init() {}
    /// Arrange does not animate: empty or scalar animatable data.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Arrange does not animate: empty or scalar animatable data.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Arrange does not animate: empty or scalar animatable data.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Arrange does not animate: empty or scalar animatable data.
    public mutating func scale(by rhs: Double) {}
    /// Arrange does not animate: empty or scalar animatable data.
    public var magnitudeSquared: Double { 0 }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Arrange does not animate: empty or scalar animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: VectorArithmetic {
    /// Arrange does not animate: empty or scalar animatable data.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// Arrange does not animate: empty or scalar animatable data.
    public var magnitudeSquared: Double { self * self }
}
