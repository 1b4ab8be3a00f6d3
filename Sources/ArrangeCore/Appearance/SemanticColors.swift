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

    /// The colours Arrange names itself, with their values. A `Color` made from one
    /// (`Color(standard:)`) holds its number, not a shared object, so copying it costs no
    /// reference counting.
    package enum Standard: UInt8, Sendable, CaseIterable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
        case accentColor, primary, secondary, tertiary, quaternary, quinary, separator, background
        case white, black, clear

        /// The colour's name and its values in the light and dark appearances (`nil`: the same).
        private var values: (name: String, light: Color.Components, dark: Color.Components?) {
            switch self {
            case .red: return ("red", C(255, 59, 48), C(255, 69, 58))
            case .orange: return ("orange", C(255, 149, 0), C(255, 159, 10))
            case .yellow: return ("yellow", C(255, 204, 0), C(255, 214, 10))
            case .green: return ("green", C(52, 199, 89), C(48, 209, 88))
            case .mint: return ("mint", C(0, 199, 190), C(99, 230, 226))
            case .teal: return ("teal", C(48, 176, 199), C(64, 200, 224))
            case .cyan: return ("cyan", C(50, 173, 230), C(100, 210, 255))
            case .blue: return ("blue", C(0, 122, 255), C(10, 132, 255))
            case .indigo: return ("indigo", C(88, 86, 214), C(94, 92, 230))
            case .purple: return ("purple", C(175, 82, 222), C(191, 90, 242))
            case .pink: return ("pink", C(255, 45, 85), C(255, 55, 95))
            case .brown: return ("brown", C(162, 132, 94), C(172, 142, 104))
            case .gray: return ("gray", C(142, 142, 147), nil)
            // The default accent (tint) colour: system blue.
            case .accentColor: return ("accentColor", C(0, 122, 255), C(10, 132, 255))
            // The label colours (`UIColor.label`, `.secondaryLabel`, …). The fifth (`.quinary`,
            // iOS 16's) has no UIKit label colour before iOS 18: its opacity is estimated (see
            // the metrics table).
            case .primary: return ("primary", C(0, 0, 0), C(255, 255, 255))
            case .secondary: return ("secondary", C(60, 60, 67, 0.6), C(235, 235, 245, 0.6))
            case .tertiary: return ("tertiary", C(60, 60, 67, 0.3), C(235, 235, 245, 0.3))
            case .quaternary: return ("quaternary", C(60, 60, 67, 0.18), C(235, 235, 245, 0.18))
            case .quinary: return ("quinary", C(60, 60, 67, 0.07), C(235, 235, 245, 0.07))
            // `UIColor.separator`: dividers and `.separator`.
            case .separator: return ("separator", C(60, 60, 67, 0.29), C(84, 84, 88, 0.6))
            // `UIColor.systemBackground`: `.background` and the host's background.
            case .background: return ("background", C(255, 255, 255), C(0, 0, 0))
            // SwiftUI's white, black and clear are the same in both appearances.
            case .white: return ("white", C(255, 255, 255), nil)
            case .black: return ("black", C(0, 0, 0), nil)
            case .clear: return ("clear", C(0, 0, 0, 0), nil)
            }
        }

        /// The colour's name.
        package var name: String { values.name }
        /// The colour's light values.
        package var light: Color.Components { values.light }
        /// The colour's dark values, `nil` where they are the light ones.
        package var dark: Color.Components? { values.dark }
    }

    static let red = Color(standard: .red)
    static let orange = Color(standard: .orange)
    static let yellow = Color(standard: .yellow)
    static let green = Color(standard: .green)
    static let mint = Color(standard: .mint)
    static let teal = Color(standard: .teal)
    static let cyan = Color(standard: .cyan)
    static let blue = Color(standard: .blue)
    static let indigo = Color(standard: .indigo)
    static let purple = Color(standard: .purple)
    static let pink = Color(standard: .pink)
    static let brown = Color(standard: .brown)
    static let gray = Color(standard: .gray)
    /// The default accent (tint) colour: system blue.
    static let accent = Color(standard: .accentColor)

    /// `UIColor.label`.
    static let primary = Color(standard: .primary)
    /// `UIColor.secondaryLabel`.
    static let secondary = Color(standard: .secondary)

    /// The label colours by hierarchical level (`.primary` … `.quinary`), the default levels of
    /// the foreground style. The fifth (`.quinary`, iOS 16's) has no UIKit label colour before
    /// iOS 18: its opacity is estimated (see the metrics table).
    static let labels: [Color] = [
        primary,
        secondary,
        Color(standard: .tertiary),
        Color(standard: .quaternary),
        Color(standard: .quinary),
    ]

    /// `UIColor.separator`: dividers and `.separator`.
    package static let separator = Color(standard: .separator)

    /// `UIColor.systemBackground`: `.background` and the host's background.
    package static let background = Color(standard: .background)
}
