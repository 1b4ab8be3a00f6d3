import Foundation

/// A representation of a color that adapts to a given context, as in SwiftUI. As a view it takes
/// the whole proposal, with an ideal size of 10×10 (A3.1).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity in 0…1 (sRGB). Semantic colours resolve to their light-mode values.
    let red: Double, green: Double, blue: Double, opacity: Double
    let name: String?

    /// A colour from its components in the sRGB space.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }
    /// A grey with the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity, name: nil)
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
        name ?? "#" + [red, green, blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }
}

extension Color: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Color, in builder: _LayoutTreeBuilder) {
        builder.addLeaf(.fill, name: "Color(\(view))")
    }
}
