import Foundation

/// A type that describes how to animate a property of a view, as in SwiftUI. `Shape`, `Layout`
/// and view modifiers adopt it. Arrange does not interpolate: views always show the end state,
/// so `animatableData` is never read by the engine, but it round-trips as it does in SwiftUI.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: empty, for types with no animatable properties.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier that can create another modifier with animation, as in SwiftUI (deprecated there
/// in favour of adopting `Animatable` and `ViewModifier` directly).
public protocol AnimatableModifier: Animatable, ViewModifier {}
