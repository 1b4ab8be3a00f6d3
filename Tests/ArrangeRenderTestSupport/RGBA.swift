import Foundation
import ArrangeCore

/// One pixel's channels.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The 0…1 components of `color`, as 0…255 bytes (how renderers round them).
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.opacity))
    }

    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
