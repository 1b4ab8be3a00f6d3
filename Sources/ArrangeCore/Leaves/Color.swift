import Foundation

/// A representation of a color that adapts to a given context, as in SwiftUI. As a view it takes
/// the whole proposal, with an ideal size of 10×10 (A3.1).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity in 0…1 (sRGB; components from other spaces are converted when
    /// the colour is made). Semantic colours resolve to their light-mode values.
    package let red: Double, green: Double, blue: Double, opacity: Double
    let name: String?

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
        self.init(red: r, green: g, blue: b, opacity: opacity, name: nil)
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
    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity; self.name = name
    }

    /// This colour with the given opacity multiplied in.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, name: name)
    }

    /// The red colour (iOS light appearance).
    public static let red = Color(red: 1, green: 0.231, blue: 0.188, opacity: 1, name: "red")
    /// The orange colour (iOS light appearance).
    public static let orange = Color(red: 1, green: 0.584, blue: 0, opacity: 1, name: "orange")
    /// The yellow colour (iOS light appearance).
    public static let yellow = Color(red: 1, green: 0.8, blue: 0, opacity: 1, name: "yellow")
    /// The green colour (iOS light appearance).
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349, opacity: 1, name: "green")
    /// The mint colour (iOS light appearance).
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745, opacity: 1, name: "mint")
    /// The teal colour (iOS light appearance).
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78, opacity: 1, name: "teal")
    /// The cyan colour (iOS light appearance).
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902, opacity: 1, name: "cyan")
    /// The blue colour (iOS light appearance).
    public static let blue = Color(red: 0, green: 0.478, blue: 1, opacity: 1, name: "blue")
    /// The indigo colour (iOS light appearance).
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839, opacity: 1, name: "indigo")
    /// The purple colour (iOS light appearance).
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871, opacity: 1, name: "purple")
    /// The pink colour (iOS light appearance).
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333, opacity: 1, name: "pink")
    /// The brown colour (iOS light appearance).
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369, opacity: 1, name: "brown")
    /// The white colour (iOS light appearance).
    public static let white = Color(red: 1, green: 1, blue: 1, opacity: 1, name: "white")
    /// The gray colour (iOS light appearance).
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576, opacity: 1, name: "gray")
    /// The black colour (iOS light appearance).
    public static let black = Color(red: 0, green: 0, blue: 0, opacity: 1, name: "black")
    /// The clear colour (iOS light appearance).
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0, name: "clear")
    /// The primary colour (iOS light appearance).
    public static let primary = Color(red: 0, green: 0, blue: 0, opacity: 1, name: "primary")
    /// The secondary colour (iOS light appearance).
    public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6, name: "secondary")

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
    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ v: Double) -> Double {
            let m = abs(v)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        func decode(_ v: Double) -> Double {
            let m = abs(v)
            let d = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return v < 0 ? -d : d
        }
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

extension Color: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a leaf that fills
    /// its frame with the colour (the environment's foreground style does not apply).
    public static func _makeLayoutNodes(of view: Color, in builder: _LayoutTreeBuilder) {
        var drawing = ShapeDrawing(shape: Rectangle(), paint: .color(view))
        drawing.leafName = .paintColor
        builder.addDrawnLeaf(drawing)
    }
}
