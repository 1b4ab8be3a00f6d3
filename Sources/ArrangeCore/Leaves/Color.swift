import Foundation

/// A representation of a color that adapts to a given context, as in SwiftUI. As a view it takes
/// the whole proposal, with an ideal size of 10×10 (A3.1).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity in 0…1 (sRGB; components from other spaces are converted when
    /// the colour is made): the light-appearance values of a semantic colour.
    package let red: Double, green: Double, blue: Double, opacity: Double
    /// What only named, semantic and asset colours have. A colour is stored in every drawn
    /// node's attributes, and inline these would double the tree's size per view, so they are a
    /// standard colour's number (no reference counting when the colour is copied: `Color.red` is
    /// copied by every view that uses it) or a shared object.
    private let variants: Variants

    /// See `variants`.
    private enum Variants: Sendable {
        /// A colour made from components alone.
        case none
        /// One of the colours Arrange names itself (`SemanticColors.Standard`).
        case standard(SemanticColors.Standard)
        /// Any other name, dark values, asset problem or components as made.
        case shared(SharedVariants)
    }

    /// The colour's name (`red`, an asset's name), for descriptions and the accent colour.
    package var name: String? {
        switch variants {
        case .none: return nil
        case .standard(let standard): return standard.name
        case .shared(let shared): return shared.name
        }
    }

    /// The dark-appearance values of a semantic colour (`nil`: the same in both), picked when the
    /// colour is drawn in an environment whose `colorScheme` is `.dark` (`resolved(for:)`).
    package var dark: Components? {
        switch variants {
        case .none: return nil
        case .standard(let standard): return standard.dark
        case .shared(let shared): return shared.dark
        }
    }
    /// Why a colour from an asset catalog could not be read (it draws as clear), for the host's
    /// diagnostics.
    var assetProblem: String? {
        guard case .shared(let shared) = variants else { return nil }
        return shared.assetProblem
    }
    /// Whether the colour was read from an asset catalog by name (`Color("Brand")`).
    package var isFromAssetCatalog: Bool {
        guard case .shared(let shared) = variants else { return false }
        return shared.isFromAssetCatalog
    }
    /// The components as given, for a colour made in linear sRGB or Display P3 (the stored
    /// components are sRGB): what inspection reads back.
    package var componentsAsMade: (space: RGBColorSpace, components: Components)? {
        guard case .shared(let shared) = variants else { return nil }
        return shared.asMade
    }

    /// A colour's name, dark values, asset problem and components as made, other than a
    /// standard colour's (see `variants`); immutable, so shared freely.
    private final class SharedVariants: Sendable {
        let name: String?
        let dark: Components?
        let assetProblem: String?
        let isFromAssetCatalog: Bool
        let asMade: (space: RGBColorSpace, components: Components)?

        init(name: String?, dark: Components?, assetProblem: String?, isFromAssetCatalog: Bool = false,
             asMade: (space: RGBColorSpace, components: Components)? = nil) {
            self.name = name
            self.dark = dark
            self.assetProblem = assetProblem
            self.isFromAssetCatalog = isFromAssetCatalog
            self.asMade = asMade
        }
    }

    /// Whether two colours are the same: the same values in both appearances, and the same name.
    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.opacity == b.opacity && a.name == b.name
            && a.dark == b.dark && a.assetProblem == b.assetProblem
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(opacity)
        hasher.combine(name); hasher.combine(dark); hasher.combine(assetProblem)
    }

    /// A colour's sRGB components and opacity, in 0…1.
    package struct Components: Hashable, Sendable {
        package var red: Double, green: Double, blue: Double, opacity: Double

        package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }

        /// Components from 0–255 integers, as Apple's colour tables give them.
        package init(_ r: Double, _ g: Double, _ b: Double, _ opacity: Double = 1) {
            self.init(red: r / 255, green: g / 255, blue: b / 255, opacity: opacity)
        }
    }

    /// A profile that specifies how to interpret a colour value for display, as in SwiftUI.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) colour space.
        case sRGB
        /// The extended sRGB colour space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 colour space.
        case displayP3
    }

    /// A colour from its components in the given colour space (sRGB by default).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Color.sRGB(colorSpace, red, green, blue)
        self.red = r; self.green = g; self.blue = b; self.opacity = opacity
        variants = colorSpace == .sRGB ? .none : .shared(SharedVariants(
            name: nil, dark: nil, assetProblem: nil,
            asMade: (colorSpace, Components(red: red, green: green, blue: blue, opacity: opacity))))
    }
    /// A grey with the given white level in the given colour space (sRGB by default).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    /// A colour from hue, saturation and brightness (HSB), each in 0…1, in the sRGB space.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // The hue picks one of six sectors of the colour wheel; within it one component rises or
        // falls linearly while the others sit at the brightness or at its desaturated floor.
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let s = min(max(saturation, 0), 1), v = brightness
        let sector = h * 6, index = Int(sector.rounded(.down)) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch index {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity, name: nil)
    }
    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?, dark: Components? = nil, assetProblem: String? = nil,
         isFromAssetCatalog: Bool = false) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        variants = name == nil && dark == nil && assetProblem == nil && !isFromAssetCatalog
            ? .none : .shared(SharedVariants(name: name, dark: dark, assetProblem: assetProblem, isFromAssetCatalog: isFromAssetCatalog))
    }

    /// A colour Arrange names itself, in its light values.
    package init(standard: SemanticColors.Standard) {
        let light = standard.light
        red = light.red; green = light.green; blue = light.blue; opacity = light.opacity
        variants = .standard(standard)
    }

    /// A named colour with light and dark values (see `SemanticColors`), or one read from an
    /// asset catalog.
    package init(name: String?, light: Components, dark: Components?, isFromAssetCatalog: Bool = false) {
        self.init(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity, name: name,
                  dark: dark == light ? nil : dark, isFromAssetCatalog: isFromAssetCatalog)
    }

    /// This colour with the given opacity multiplied in (in both appearances).
    public func opacity(_ opacity: Double) -> Color {
        var dark = self.dark
        dark?.opacity *= opacity
        return Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, name: name, dark: dark, assetProblem: assetProblem)
    }

    /// The light-appearance components.
    package var components: Components { Components(red: red, green: green, blue: blue, opacity: opacity) }

    /// The colour as drawn in `scheme`: in `.dark`, its dark values (and no variant left); in
    /// `.light`, itself — renderers draw the light components, so the colour stays equal to the
    /// semantic colour it is (`Paint.color(.blue)` compares equal to a drawn blue).
    package func resolved(for scheme: ColorScheme) -> Color {
        guard let dark, scheme == .dark else { return self }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity, name: name)
    }

    /// A context-dependent red colour (iOS's system red: 255, 59, 48; dark 255, 69, 58).
    public static let red = SemanticColors.red
    /// A context-dependent orange colour (255, 149, 0; dark 255, 159, 10).
    public static let orange = SemanticColors.orange
    /// A context-dependent yellow colour (255, 204, 0; dark 255, 214, 10).
    public static let yellow = SemanticColors.yellow
    /// A context-dependent green colour (52, 199, 89; dark 48, 209, 88).
    public static let green = SemanticColors.green
    /// A context-dependent mint colour (0, 199, 190; dark 99, 230, 226).
    public static let mint = SemanticColors.mint
    /// A context-dependent teal colour (48, 176, 199; dark 64, 200, 224).
    public static let teal = SemanticColors.teal
    /// A context-dependent cyan colour (50, 173, 230; dark 100, 210, 255).
    public static let cyan = SemanticColors.cyan
    /// A context-dependent blue colour (0, 122, 255; dark 10, 132, 255).
    public static let blue = SemanticColors.blue
    /// A context-dependent indigo colour (88, 86, 214; dark 94, 92, 230).
    public static let indigo = SemanticColors.indigo
    /// A context-dependent purple colour (175, 82, 222; dark 191, 90, 242).
    public static let purple = SemanticColors.purple
    /// A context-dependent pink colour (255, 45, 85; dark 255, 55, 95).
    public static let pink = SemanticColors.pink
    /// A context-dependent brown colour (162, 132, 94; dark 172, 142, 104).
    public static let brown = SemanticColors.brown
    /// A white colour suitable for use in UI elements (the same in both appearances).
    public static let white = Color(standard: .white)
    /// A context-dependent gray colour (142, 142, 147 in both appearances).
    public static let gray = SemanticColors.gray
    /// A black colour suitable for use in UI elements (the same in both appearances).
    public static let black = Color(standard: .black)
    /// A colour that has no effect: fully transparent.
    public static let clear = Color(standard: .clear)
    /// The colour to use for primary content: black, white in the dark appearance.
    public static let primary = SemanticColors.primary
    /// The colour to use for secondary content: iOS's secondary label colour (60, 60, 67 at 60%;
    /// dark 235, 235, 245 at 60%).
    public static let secondary = SemanticColors.secondary
    /// A colour that reflects the accent colour of the system or app: iOS's default blue
    /// (0, 122, 255; dark 10, 132, 255). Arrange has no app-wide accent colour setting.
    public static let accentColor = SemanticColors.accent

    /// A textual description, used in dumps and messages.
    public var description: String {
        // Components outside 0…1 (extended colours) or not finite (bad input) are clamped, so
        // the name is always six hex digits.
        name ?? "#" + [red, green, blue].map { String(format: "%02X", Int((($0.isFinite ? min(max($0, 0), 1) : 0) * 255).rounded())) }.joined()
    }
}

extension Color {
    /// sRGB components of a colour given in `space`: linear values are encoded with the sRGB
    /// transfer function; Display P3 is converted through linear light (values outside sRGB's
    /// gamut stay extended, renderers clamp them).
    /// A component in linear light from its sRGB encoding (the inverse of the sRGB transfer
    /// function; extended values keep their sign).
    package static func linear(fromSRGB v: Double) -> Double {
        let m = abs(v)
        let d = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }

    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ v: Double) -> Double {
            let m = abs(v)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        let decode = linear(fromSRGB:)
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // P3 and sRGB share the transfer function and white point (D65); only the primaries differ.
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (encode(1.2249401 * lr - 0.2249404 * lg),
                    encode(-0.0420569 * lr + 1.0420571 * lg),
                    encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }
}

nonisolated extension Color: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a leaf that fills
    /// its frame with the colour (the environment's foreground style does not apply).
    public static func _makeLayoutNodes(of view: Color, in builder: _LayoutTreeBuilder) {
        // Drawn in the appearance of the place it is built (a colour view reads its environment).
        let scheme = builder.environment.colorScheme
        // The common case (no problem, the light values) checks the variants in place and
        // stores the colour itself, with one copy: `resolved(for:)`, even where it gives the
        // colour back, costs a second copy and a release of it for every colour view.
        guard view.assetProblem != nil || (scheme == .dark && view.dark != nil) else {
            return builder.addColorLeaf(view)
        }
        if let problem = view.assetProblem { builder.report(problem) }
        builder.addColorLeaf(view.resolved(for: scheme))
    }
}
