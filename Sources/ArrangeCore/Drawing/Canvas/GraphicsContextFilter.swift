import Foundation

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content, as in SwiftUI.
    ///
    /// Arrange draws shadows (with their blend mode and `ShadowOptions`), blurs (`.opaque` extends edge pixels), the colour filters (as
    /// colour matrices on unpremultiplied sRGB components: the W3C Filter Effects matrices the
    /// view modifiers use) and `alphaThreshold`. Not declared: `colorMatrix(_:)`,
    /// `projectionTransform(_:)` and the shader filters.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case blur(radius: CGFloat, opaque: Bool)
            case colorMatrix(ColorMatrixFilter)
            case colorMultiply(Color)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }
        let kind: Kind

        /// Returns a filter that adds a shadow: the content's alpha (with `.invertsAlpha`, one
        /// minus it), blurred by `radius` and moved by `x` and `y`, in `color`, composited in
        /// `blendMode` under the content (`.shadowAbove`: over it; `.shadowOnly`: without it).
        /// Content and shadow are composited as one group unless `.disablesGroup` is given, in
        /// which case each is composited on its own onto what is already drawn.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
        }
        /// Returns a filter that multiplies each colour component by the matching component of `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Returns a filter that rotates hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .colorMatrix(.hueRotation(angle))) }
        /// Returns a filter that scales saturation (0 grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(amount))) }
        /// Returns a filter that adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.brightness(amount))) }
        /// Returns a filter that scales each component's distance from 0.5 by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.contrast(amount))) }
        /// Returns a filter that inverts colours by `amount` (1 fully, 0 not at all).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = min(max(amount.isFinite ? amount : 1, 0), 1), s = 1 - 2 * a
            return Filter(kind: .colorMatrix(ColorMatrixFilter([s, 0, 0, 0, a, 0, s, 0, 0, a, 0, 0, s, 0, a, 0, 0, 0, 1, 0])))
        }
        /// Returns a filter that moves colours towards grey by `amount` (0 none, 1 full grey).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.grayscale(amount))) }
        /// A filter that makes each pixel's luminance its alpha, its colour black (the Filter
        /// Effects `luminanceToAlpha` weights).
        public static var luminanceToAlpha: Filter {
            Filter(kind: .colorMatrix(ColorMatrixFilter([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])))
        }
        /// Returns a filter that blurs by `radius` (the Gaussian's standard deviation is half of it).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, opaque: options.contains(.opaque)))
        }
        /// Returns a filter that replaces each pixel whose alpha is within `min…max` with
        /// `color`, and clears the others.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }
    }

    /// Options that configure a filter added to a context (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Works in linear colour space (accepted; Arrange filters sRGB-encoded components).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options that configure a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Makes the result opaque: edge pixels are extended instead of fading.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result (accepted).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options that configure the graphics context filter that creates shadows.
    @frozen public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the object, rather than below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Draws only the shadow, omitting the object.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Inverts the alpha of the shadow: with `shadowAbove` and the `sourceAtop` blend mode,
        /// an inner shadow.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Composites the object and its shadow separately in the current layer (each onto
        /// what is already drawn), rather than as one group.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Adds a filter that applies to everything drawn into this context afterwards (each
    /// drawing operation on its own; a `drawLayer` as a whole). Filters apply in the order they
    /// were added.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        let scheme = environment.colorScheme
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        switch filter.kind {
        case .shadow(let color, let radius, let x, let y, let blendMode, let options):
            let drawable = DrawingLimits.drawableRadius(radius), moved = DrawingLimits.drawableOffset(x, y)
            for problem in [drawable.problem, moved.problem].compactMap({ $0 }) {
                recorder.report("a Canvas shadow filter's \(problem).")
            }
            filters.append(.shadow(color: color.resolved(for: scheme), radius: drawable.radius, offset: moved.offset,
                                   blendMode: blendMode, options: options))
        case .blur(let radius, let opaque):
            let drawable = DrawingLimits.drawableRadius(radius)
            if let problem = drawable.problem { recorder.report("a Canvas blur filter's \(problem).") }
            filters.append(.blur(radius: drawable.radius, opaque: opaque))
        case .colorMatrix(let matrix):
            filters.append(.colorMatrix(matrix))
        case .colorMultiply(let color):
            let c = color.resolved(for: scheme)
            filters.append(.colorMatrix(ColorMatrixFilter([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0])))
        case .alphaThreshold(let low, let high, let color):
            filters.append(.alphaThreshold(min: low.isFinite ? low : 0, max: high.isFinite ? high : 1, color: color.resolved(for: scheme)))
        }
    }
}
