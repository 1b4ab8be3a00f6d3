import Foundation

/// A colour gradient, as in SwiftUI: used as a `ShapeStyle`, it draws a linear gradient from
/// the top centre of the area filled (unit point (0.5, 0)) to its bottom centre ((0.5, 1)).
///
/// `Color.gradient` makes one from a colour (`Rectangle().fill(.blue.gradient)`); `init(_:)`
/// makes one from any `Gradient`. Like every shape style it changes drawing only, never layout:
/// a shape filled with it lays out exactly as one filled with a colour. `colorSpace(_:)` chooses
/// how its colours interpolate (`.perceptual`: in Oklab).
public struct AnyGradient: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The stops drawn from the top (location 0) to the bottom (location 1).
    package let gradient: Gradient
    /// How the colours interpolate.
    package let interpolation: Gradient.ColorSpace

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        self.init(gradient, colorSpace: .device)
    }

    package init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace) {
        self.gradient = gradient
        interpolation = colorSpace
    }

    /// The gradient's stops as drawn in `environment`: a perceptual gradient's colours resolved
    /// for the colour scheme, with Oklab-interpolated stops added between them.
    package func drawnGradient(in environment: EnvironmentValues) -> Gradient {
        guard interpolation == .perceptual else { return gradient }
        let scheme = environment.colorScheme
        return Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.resolved(for: scheme), location: $0.location) }).perceptualStops()
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(drawnGradient(in: environment), startPoint: .top, endPoint: .bottom)
    }
}

extension Color {
    /// Returns the standard gradient for the colour `self`, as in SwiftUI: a subtle top-to-bottom
    /// gradient, a lighter tint of the colour at the top and the colour itself at the bottom.
    ///
    /// SwiftUI does not document its stops. Arrange's two stops are: at location 0, the colour
    /// with its HSL lightness raised by 0.15 (clamped to 1; hue, saturation and opacity kept), so
    /// white stays white and black starts at a dark grey; at location 1, the colour unchanged.
    /// This follows published measurements of SwiftUI's renderings (a lighter top, the colour
    /// at the bottom) to within a few per cent; SwiftUI also nudges saturation, which Arrange
    /// does not.
    ///
    /// ```swift
    /// Rectangle().fill(.blue.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(stops: [
            Gradient.Stop(color: lightenedTop, location: 0),
            Gradient.Stop(color: self, location: 1),
        ]))
    }

    /// The gradient's top stop, lightened in each appearance the colour has.
    private var lightenedTop: Color {
        let light = resolved(for: .light).lightened(byHSLLightness: 0.15)
        guard dark != nil else { return light }
        return Color(name: nil, light: light.components, dark: resolved(for: .dark).lightened(byHSLLightness: 0.15).components)
    }

    /// This colour with its HSL lightness raised by `amount` (clamped to 0…1), hue, saturation and
    /// opacity kept. Components outside 0…1 (extended colours) are clamped first.
    func lightened(byHSLLightness amount: Double) -> Color {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let r = clamp(red), g = clamp(green), b = clamp(blue)
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let lightness = (maximum + minimum) / 2
        let chroma = maximum - minimum
        // HSL saturation and hue of the colour (hue in sixths of a turn).
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        var hue: Double = 0
        if chroma > 0 {
            if maximum == r {
                hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
            } else if maximum == g {
                hue = (b - r) / chroma + 2
            } else {
                hue = (r - g) / chroma + 4
            }
            if hue < 0 { hue += 6 }
        }
        // Back to RGB at the new lightness.
        let newLightness = min(max(lightness + amount, 0), 1)
        let newChroma = (1 - abs(2 * newLightness - 1)) * saturation
        let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let m = newLightness - newChroma / 2
        let (r1, g1, b1): (Double, Double, Double)
        switch Int(hue) {
        case 0: (r1, g1, b1) = (newChroma, x, 0)
        case 1: (r1, g1, b1) = (x, newChroma, 0)
        case 2: (r1, g1, b1) = (0, newChroma, x)
        case 3: (r1, g1, b1) = (0, x, newChroma)
        case 4: (r1, g1, b1) = (x, 0, newChroma)
        default: (r1, g1, b1) = (newChroma, 0, x)
        }
        return Color(red: r1 + m, green: g1 + m, blue: b1 + m, opacity: opacity, name: nil)
    }
}
