import Foundation

/// A background material type, as in SwiftUI: a translucent layer that blurs and tints what is
/// behind it, for use as a `ShapeStyle` (`background(.thinMaterial)`, `fill(.regularMaterial)`).
///
/// Arrange draws a material as its tint (a light or dark translucent grey, by `\.colorScheme`)
/// over what is behind, blurred: PNG output blurs the pixels already drawn beneath the shape;
/// PDF and SVG output, which have nothing to read back, draw the tint alone. Tints and blur
/// radii are estimates (`MaterialMetrics`, docs/ios-metrics.md).
public struct Material: Sendable, Equatable {
    let thickness: Thickness

    enum Thickness: Int, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A material that is more translucent than opaque.
    public static let thin = Material(thickness: .thin)
    /// A material that is somewhat translucent.
    public static let regular = Material(thickness: .regular)
    /// A material that is more opaque than translucent.
    public static let thick = Material(thickness: .thick)
    /// A mostly opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// A material matching the style of system toolbars.
    public static let bar = Material(thickness: .bar)
}

/// The estimated tints and blur of iOS's materials (see docs/ios-metrics.md, "Materials").
enum MaterialMetrics {
    /// Tint opacity per thickness (ultraThin … ultraThick, bar), light appearance.
    static let lightOpacity: [Double] = [0.35, 0.55, 0.72, 0.85, 0.93, 0.90]
    /// Tint opacity per thickness, dark appearance.
    static let darkOpacity: [Double] = [0.35, 0.55, 0.72, 0.85, 0.93, 0.90]
    /// The light tint's grey.
    static let lightTint = 0.97
    /// The dark tint's grey.
    static let darkTint = 0.11
    /// The blur radius (SwiftUI's radius; the Gaussian's σ is half of it), in points.
    static let blurRadius: CGFloat = 30
}

extension Material: ShapeStyle, ResolvableShapeStyle, BackdropShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        let dark = environment.colorScheme == .dark
        let grey = dark ? MaterialMetrics.darkTint : MaterialMetrics.lightTint
        let opacity = (dark ? MaterialMetrics.darkOpacity : MaterialMetrics.lightOpacity)[thickness.rawValue]
        return .color(Color(red: grey, green: grey, blue: grey, opacity: opacity))
    }

    package func backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat { MaterialMetrics.blurRadius }
}

/// Styles that blur what is behind the shape they fill before painting (materials).
package protocol BackdropShapeStyle {
    func backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat
}

extension ShapeStyle {
    /// The backdrop blur this style asks for, if any.
    package func backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? {
        (self as? any BackdropShapeStyle)?.backdropBlurRadius(in: environment)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that is more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that is somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that is more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}
