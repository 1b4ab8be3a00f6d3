import Foundation

/// iOS's semantic colours in the light and dark appearances: the system colours, the label
/// colours the foreground hierarchy uses, the separator, the system background and fills.
///
/// The values are Apple's (the HIG's colour tables and UIKit's dynamic system colours, iOS 17,
/// default contrast), as listed with their sources in `docs/ios-metrics.md`, "Appearance".
/// A colour drawn in an environment whose `colorScheme` is `.dark` takes its dark values
/// (`Color.resolved(for:)`).
package enum SemanticColors {
    private typealias C = Color.Components

    private static func color(_ name: String, _ light: Color.Components, _ dark: Color.Components) -> Color {
        Color(name: name, light: light, dark: dark)
    }

    static let red = color("red", C(255, 59, 48), C(255, 69, 58))
    static let orange = color("orange", C(255, 149, 0), C(255, 159, 10))
    static let yellow = color("yellow", C(255, 204, 0), C(255, 214, 10))
    static let green = color("green", C(52, 199, 89), C(48, 209, 88))
    static let mint = color("mint", C(0, 199, 190), C(99, 230, 226))
    static let teal = color("teal", C(48, 176, 199), C(64, 200, 224))
    static let cyan = color("cyan", C(50, 173, 230), C(100, 210, 255))
    static let blue = color("blue", C(0, 122, 255), C(10, 132, 255))
    static let indigo = color("indigo", C(88, 86, 214), C(94, 92, 230))
    static let purple = color("purple", C(175, 82, 222), C(191, 90, 242))
    static let pink = color("pink", C(255, 45, 85), C(255, 55, 95))
    static let brown = color("brown", C(162, 132, 94), C(172, 142, 104))
    static let gray = color("gray", C(142, 142, 147), C(142, 142, 147))
    /// The default accent (tint) colour: system blue.
    static let accent = color("accentColor", C(0, 122, 255), C(10, 132, 255))

    /// `UIColor.label`.
    static let primary = color("primary", C(0, 0, 0), C(255, 255, 255))
    /// `UIColor.secondaryLabel`.
    static let secondary = color("secondary", C(60, 60, 67, 0.6), C(235, 235, 245, 0.6))

    /// The label colours by hierarchical level (`.primary` … `.quinary`), the default levels of
    /// the foreground style. The fifth (`.quinary`, iOS 16's) has no UIKit label colour before
    /// iOS 18: its opacity is estimated (see the metrics table).
    static let labels: [Color] = [
        primary,
        secondary,
        color("tertiary", C(60, 60, 67, 0.3), C(235, 235, 245, 0.3)),
        color("quaternary", C(60, 60, 67, 0.18), C(235, 235, 245, 0.18)),
        color("quinary", C(60, 60, 67, 0.07), C(235, 235, 245, 0.07)),
    ]

    /// `UIColor.separator`: dividers and `.separator`.
    package static let separator = color("separator", C(60, 60, 67, 0.29), C(84, 84, 88, 0.6))

    /// `UIColor.systemBackground`: `.background` and the host's background.
    package static let background = color("background", C(255, 255, 255), C(0, 0, 0))
}
