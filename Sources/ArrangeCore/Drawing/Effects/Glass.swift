import Foundation

/// The configuration of the Liquid Glass material, as in SwiftUI (iOS 26): `.regular`, `.clear`
/// or `.identity`, optionally tinted and interactive.
///
/// Arrange draws glass as a translucent material in the effect's shape (see `glassEffect(_:in:)`):
/// Liquid Glass's refraction and specular light are not modelled.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant of glass.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// The clear variant of glass: more translucent than `regular`.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// The identity variant of glass: no glass is drawn.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass, reacting to touches when `isEnabled` (Arrange draws the resting state).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The default shape of a glass effect, as in SwiftUI: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// Creates the default glass effect shape.
    public init() {}

    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

/// How glass effects appear and disappear in animations, as in SwiftUI (Arrange draws states,
/// not transitions, so the value is accepted and kept).
public struct GlassEffectTransition: Sendable {
    let kind: Int
    /// The glass morphs between shapes of the same container.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: 0) }
    /// The glass fades in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: 1) }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: 2) }
}

/// The estimated look of glass: the material each variant is drawn with, the tint's opacity over
/// it and the rim's.
enum GlassMetrics {
    static func material(_ variant: Glass.Variant) -> Material { variant == .clear ? .ultraThin : .thin }
    static let tintOpacity = 0.35
    static let rimOpacity = 0.45
    static let rimWidth: CGFloat = 0.5
}

/// Glass behind a view: the material in the shape, the tint over it and a light rim.
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        ZStack {
            shape.fill(GlassMetrics.material(glass.variant))
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(GlassMetrics.tintOpacity))
            }
            shape.stroke(Color.white.opacity(GlassMetrics.rimOpacity), lineWidth: GlassMetrics.rimWidth)
        }
    }
}

nonisolated extension View {
    /// Applies the Liquid Glass effect to a view, as in SwiftUI (iOS 26): the glass is drawn
    /// behind the view in `shape` (a capsule by default), as a translucent material with the
    /// glass's tint over it. It changes nothing in layout; `.identity` draws nothing.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if glass.variant != .identity { GlassBackground(glass: glass, shape: shape) }
        }
    }

    /// Associates an identity with the glass effect, for morphing between glass shapes in a
    /// `GlassEffectContainer` (accepted; Arrange draws states, not animations).
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins this view's glass with others of the same `id` into one shape (accepted; each view's
    /// glass is drawn on its own).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        self
    }

    /// Sets how the glass effect appears and disappears (accepted; see `GlassEffectTransition`).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self
    }
}

/// A view that combines the glass shapes of its content, as in SwiftUI (iOS 26). Arrange lays
/// its content out as it is (the container adds no layout) and draws each view's glass on its
/// own; `spacing` (how near shapes must be to blend) is kept.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// Creates a glass effect container with the spacing at which shapes blend.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    public var body: some View { content }
}
