import Foundation

/// A colour or pattern to use when rendering a shape, as in SwiftUI.
///
/// Arrange's styles are `Color`, the gradients, `AnyShapeStyle`, `ForegroundStyle`
/// (`.foreground`), `HierarchicalShapeStyle` (`.primary` … `.quinary`), `BackgroundStyle`
/// (`.background`) and `SeparatorShapeStyle` (`.separator`). Styles are resolved against the
/// environment of the view that draws with them when the view tree is built — semantic colours
/// take their values for that environment's `colorScheme` — and a style of another type draws
/// with the foreground style.
public protocol ShapeStyle: Sendable {}

/// A shape style resolved for drawing: what renderers fill and stroke with. Gradient geometry is
/// in unit points of the rectangle the style is applied to (a shape's frame), radii in points.
///
/// Gradients are boxed (`indirect`): every drawn leaf keeps its paint, most paints are colours,
/// and a gradient inline made every paint as large as the largest.
package enum Paint: Sendable, Equatable {
    case color(Color)
    indirect case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    indirect case radialGradient(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    indirect case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A radial gradient stretched to the frame's shape: radii are fractions of its width
    /// (horizontally) and height (vertically).
    indirect case ellipticalGradient(Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// A mesh of coloured Coons patches over the frame, its background under it (`MeshGradient`).
    indirect case meshGradient(MeshGradientPaint)

    /// The foreground when nothing sets one, in the light appearance: black (`Color.primary`).
    package static let defaultForeground = Paint.color(Color.primary.resolved(for: .light))

    /// This paint as drawn in `scheme`: every colour (a gradient's stops too) with the values of
    /// that appearance.
    package func resolved(for scheme: ColorScheme) -> Paint {
        func stops(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.resolved(for: scheme), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.resolved(for: scheme))
        case .linearGradient(let g, let s, let e): return .linearGradient(stops(g), startPoint: s, endPoint: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(stops(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(stops(g), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let f0, let f1): return .ellipticalGradient(stops(g), center: c, startRadiusFraction: f0, endRadiusFraction: f1)
        case .meshGradient(let mesh): return .meshGradient(mesh.mappingColors { $0.resolved(for: scheme) })
        }
    }

    /// This paint with its opacity multiplied by `factor` (every stop of a gradient).
    package func multiplyingOpacity(_ factor: Double) -> Paint {
        guard factor != 1 else { return self }
        func fade(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(factor), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.opacity(factor))
        case .linearGradient(let g, let s, let e): return .linearGradient(fade(g), startPoint: s, endPoint: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(fade(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(fade(g), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let f0, let f1): return .ellipticalGradient(fade(g), center: c, startRadiusFraction: f0, endRadiusFraction: f1)
        case .meshGradient(let mesh): return .meshGradient(mesh.mappingColors { $0.opacity(factor) })
        }
    }

    /// Whether drawing with this paint leaves no mark (a clear colour, or a gradient of clear stops).
    package var isInvisible: Bool {
        switch self {
        case .color(let c): return c.opacity <= 0
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _), .ellipticalGradient(let g, _, _, _):
            return g.stops.allSatisfy { $0.color.opacity <= 0 }
        case .meshGradient(let mesh): return mesh.isInvisible
        }
    }
}

/// Styles Arrange knows how to draw: each resolves itself against the environment it is used in.
/// The paint may still hold semantic colours with both appearances (`resolvedPaint(in:)` picks).
package protocol ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// The paint this style draws with in `environment`, in its colour scheme; styles Arrange
    /// does not know draw with the foreground style.
    package func resolvedPaint(in environment: EnvironmentValues) -> Paint {
        dynamicPaint(in: environment).resolved(for: environment.colorScheme)
    }

    /// The paint with semantic colours kept in both appearances: what `foregroundStyle` stores,
    /// so a colour set outside a `.colorScheme` change is drawn in the scheme inside it, as
    /// SwiftUI resolves styles where they are drawn.
    package func dynamicPaint(in environment: EnvironmentValues) -> Paint {
        if let known = self as? any ResolvableShapeStyle { return known.resolvePaint(in: environment) }
        return environment.foregroundPaint
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        // The accent colour is the one `.accentColor(_:)` or `.tint(_:)` set around the view. The
        // tint is resolved outside itself, so a tint of `Color.accentColor` cannot recurse.
        if name == SemanticColors.accent.name, let tint = environment.tint {
            var outside = environment
            outside.tint = nil
            return tint.dynamicPaint(in: outside).multiplyingOpacity(opacity)
        }
        return .color(self)
    }
}

// MARK: - Foreground

/// The foreground style in the current context, as in SwiftUI: what shapes, text and
/// `foregroundStyle` hierarchies draw with (`Color.primary` unless a view sets another).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a foreground style instance.
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint { environment.foregroundPaint }
}

/// A shape style that maps to one of the numbered content levels of the current foreground
/// style, as in SwiftUI (`.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundLevels.paint(level: level)
    }
}

/// The background style in the current context, as in SwiftUI: the system background, white in
/// the light appearance and black in the dark.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a background style instance.
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint { .color(SemanticColors.background) }
}

/// A style appropriate for foreground separator or border lines, as in SwiftUI (`.separator`):
/// iOS's separator colour, RGBA(60, 60, 67, 0.29), dark RGBA(84, 84, 88, 0.6).
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a new separator shape style instance.
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint { .color(SemanticColors.separator) }
}

/// A type-erased shape style, as in SwiftUI.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    /// Creates a new type-erased shape style from `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    package func resolvePaint(in environment: EnvironmentValues) -> Paint { base.resolvedPaint(in: environment) }
}

/// The foreground styles a view sets with `foregroundStyle`, one per hierarchical level; empty
/// means the defaults (iOS's label colours, in both appearances). Paints keep their semantic
/// colours' two appearances: they are resolved where they are drawn.
package struct ForegroundLevels: Sendable, Equatable {
    package var styles: [Paint] = []

    /// Opacities of the levels after the first: what the iOS label colours use (secondary label
    /// is 60% opaque, tertiary 30%, quaternary 18%, quinary an estimated 7%). Levels a view does
    /// not set explicitly are its last explicit style at these opacities.
    static let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.07]

    package func paint(level: Int) -> Paint {
        let level = min(max(level, 0), Self.levelOpacities.count - 1)
        if level < styles.count { return styles[level] }
        guard let last = styles.last else {
            // iOS's label, secondary, tertiary, quaternary (and quinary) label colours.
            return .color(SemanticColors.labels[level])
        }
        let base = Self.levelOpacities[styles.count - 1]
        return last.multiplyingOpacity(Self.levelOpacities[level] / base)
    }
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue = ForegroundLevels()
}

extension EnvironmentValues {
    /// The foreground styles set by `foregroundStyle`/`foregroundColor` above the view being built.
    package var foregroundLevels: ForegroundLevels {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The primary foreground style, resolved for this environment's colour scheme: what shapes
    /// and text draw with by default.
    package var foregroundPaint: Paint { foregroundLevels.paint(level: 0).resolved(for: colorScheme) }

    /// The foreground colour set by `foregroundColor` or a colour `foregroundStyle`, resolved for
    /// the colour scheme; `nil` when none is set or the style is a gradient (for Text, whose runs
    /// may override it).
    package var foregroundColor: Color? {
        guard let first = foregroundLevels.styles.first, case .color(let color) = first else { return nil }
        return color.resolved(for: colorScheme)
    }
}

// MARK: - Static members, so `.red`, `.secondary` and `.foreground` read as in SwiftUI

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the current foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// The red colour.
    public static var red: Color { Color.red }
    /// The orange colour.
    public static var orange: Color { Color.orange }
    /// The yellow colour.
    public static var yellow: Color { Color.yellow }
    /// The green colour.
    public static var green: Color { Color.green }
    /// The mint colour.
    public static var mint: Color { Color.mint }
    /// The teal colour.
    public static var teal: Color { Color.teal }
    /// The cyan colour.
    public static var cyan: Color { Color.cyan }
    /// The blue colour.
    public static var blue: Color { Color.blue }
    /// The indigo colour.
    public static var indigo: Color { Color.indigo }
    /// The purple colour.
    public static var purple: Color { Color.purple }
    /// The pink colour.
    public static var pink: Color { Color.pink }
    /// The brown colour.
    public static var brown: Color { Color.brown }
    /// The white colour.
    public static var white: Color { Color.white }
    /// The gray colour.
    public static var gray: Color { Color.gray }
    /// The black colour.
    public static var black: Color { Color.black }
    /// The accent colour of the system or app (iOS's default blue).
    public static var accentColor: Color { Color.accentColor }
    /// The clear colour.
    public static var clear: Color { Color.clear }
}
