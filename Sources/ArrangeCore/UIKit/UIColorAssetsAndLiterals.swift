import Foundation

extension UIColor {
    /// The colour set `name` of the app's asset catalogs (`bundle`'s, `Bundle.main`'s when `nil`),
    /// or `nil` when there is none, as UIKit's `UIColor(named:in:compatibleWith:)`.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        guard case .success(let (light, dark)) = ColorAssets.shared.color(named: name, bundle: bundle) else { return nil }
        self.init(Color(name: name, light: light, dark: dark))
    }
}

/// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour literal, as a UIKit colour.
extension UIColor: _ExpressibleByColorLiteral {
    /// The colour a colour literal names.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// `#colorLiteral(red:green:blue:alpha:)` as a SwiftUI colour, as SwiftUI's `Color` takes it.
extension Color: _ExpressibleByColorLiteral {
    /// The colour a colour literal names.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
