/// A shape style drawn at an opacity, as `ShapeStyle.opacity(_:)` makes it in SwiftUI: every
/// colour of the style (a gradient's stops too) with its opacity multiplied.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        base.dynamicPaint(in: environment).multiplyingOpacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
}

extension ShapeStyle {
    /// Returns a new style based on this one that multiplies by the specified opacity when
    /// drawing, as in SwiftUI: `.fill(.blue.gradient.opacity(0.5))`. A value outside 0…1 is
    /// clamped; one that is not finite leaves the style opaque.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
