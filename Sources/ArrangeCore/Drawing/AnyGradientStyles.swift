import Foundation

/// A linear, radial, angular or elliptical gradient made from an `AnyGradient`: the shape style
/// `ShapeStyle.linearGradient(_:startPoint:endPoint:)` and its radial, angular, conic and elliptical siblings
/// return, drawing the gradient's stops as it interpolates them (perceptual gradients in Oklab).
@usableFromInline struct AnyGradientStyle: ShapeStyle, ResolvableShapeStyle {
    enum Geometry: Sendable, Hashable {
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    }

    let gradient: AnyGradient
    let geometry: Geometry

    func resolvePaint(in environment: EnvironmentValues) -> Paint {
        let stops = gradient.drawnGradient(in: environment)
        switch geometry {
        case .linear(let start, let end): return .linearGradient(stops, startPoint: start, endPoint: end)
        case .radial(let center, let r0, let r1): return .radialGradient(stops, center: center, startRadius: r0, endRadius: r1)
        case .angular(let center, let a0, let a1): return AngularGradient(gradient: stops, center: center, startAngle: a0, endAngle: a1).resolvePaint(in: environment)
        case .elliptical(let center, let f0, let f1): return .ellipticalGradient(stops, center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of an `AnyGradient` (interpolated in its colour space).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        AnyGradientStyle(gradient: gradient, geometry: .linear(startPoint: startPoint, endPoint: endPoint))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of an `AnyGradient` (interpolated in its colour space).
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle {
        AnyGradientStyle(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of an `AnyGradient` between two angles (interpolated in its colour space).
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
        AnyGradientStyle(gradient: gradient, geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle))
    }
    /// A conic gradient of an `AnyGradient` that completes a full turn from `angle`
    /// (interpolated in its colour space).
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        AnyGradientStyle(gradient: gradient, geometry: .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360)))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of an `AnyGradient` (interpolated in its colour space).
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
        AnyGradientStyle(gradient: gradient, geometry: .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
    }
}
