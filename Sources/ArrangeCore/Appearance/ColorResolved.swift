import Foundation

extension Color {
    /// A concrete colour value, as in SwiftUI: the components a `Color` has in one environment
    /// (`Color.resolve(in:)`), in the extended sRGB space.
    public struct Resolved: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle, CustomStringConvertible {
        /// The sRGB-encoded red component (0…1, extended values outside).
        public var red: Float
        /// The sRGB-encoded green component.
        public var green: Float
        /// The sRGB-encoded blue component.
        public var blue: Float
        /// The opacity (0…1).
        public var opacity: Float

        /// Creates a resolved colour from components in `colorSpace` (sRGB by default).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = Color.sRGB(colorSpace, Double(red), Double(green), Double(blue))
            self.red = Float(r); self.green = Float(g); self.blue = Float(b); self.opacity = opacity
        }

        /// The red component with the sRGB transfer function removed (linear light).
        public var linearRed: Float { Resolved.linear(red) }
        /// The green component in linear light.
        public var linearGreen: Float { Resolved.linear(green) }
        /// The blue component in linear light.
        public var linearBlue: Float { Resolved.linear(blue) }

        private static func linear(_ v: Float) -> Float {
            let m = abs(v)
            let d = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return v < 0 ? -d : d
        }

        /// `#RRGGBBAA`, as SwiftUI describes resolved colours.
        public var description: String {
            "#" + [red, green, blue, opacity].map { String(format: "%02X", Int((($0.isFinite ? min(max($0, 0), 1) : 0) * 255).rounded())) }.joined()
        }

        package func resolvePaint(in environment: EnvironmentValues) -> Paint { .color(Color(self)) }
    }

    /// The colour's components in `environment`: its dark-appearance values when the
    /// environment's `colorScheme` is `.dark`.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let color = resolved(for: environment.colorScheme)
        return Resolved(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.opacity))
    }

    /// Creates a constant colour from a resolved colour.
    public init(_ resolved: Color.Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity), name: nil)
    }
}
