import Foundation

#if !canImport(Darwin)
/// A colour as CoreGraphics' `CGColor`, for code that passes colours between CoreGraphics, UIKit
/// and SwiftUI (`Color(cgColor:)`, `UIColor.cgColor`). Arrange's stand-in (Linux has no
/// CoreGraphics) is an immutable value in one of two spaces: sRGB (red, green, blue, alpha) or
/// grey (white, alpha), the components CoreGraphics reports for those spaces.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's components, alpha last: four in sRGB, two in grey.
    public let components: [CGFloat]?

    private init(components: [CGFloat]) { self.components = components }

    /// A colour from sRGB components from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// A colour from sRGB components from 0 to 1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// A grey from its white level from 0 to 1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(components: [gray, alpha])
    }

    /// A grey from its white level from 0 to 1 (gamma 2.2 grey, treated as sRGB grey here).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(components: [gray, alpha])
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The colour's opacity, from 0 to 1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(components: values)
    }

    /// The colour as sRGB red, green, blue and opacity.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? []
        if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
        let white = values.first ?? 0
        return (white, white, white, values.count > 1 ? values[1] : 1)
    }

    /// Whether both colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    /// A textual description, used in dumps and messages.
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}

extension Color {
    /// A colour from a CoreGraphics colour, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) {
        let value = cgColor.rgba
        self.init(red: Double(value.red), green: Double(value.green), blue: Double(value.blue), opacity: Double(value.alpha))
    }
}
#endif
