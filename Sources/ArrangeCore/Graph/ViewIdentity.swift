/// A view's identity in its host, as SwiftUI defines it: its structural position in the view
/// tree (the path of views from the root, each with its type and its place among its siblings),
/// with `ForEach` elements identified by their ids, the branches of `if`/`else` and `switch` told
/// apart, and `.id(_:)` values mixed in.
///
/// Held as a 64-bit hash of that path, extended one view at a time while the tree is built, so
/// views without state pay two multiplications for it. Two different paths share a hash with
/// probability about 2⁻⁶⁴ per pair; the record that owns state also checks the view's type.
struct ViewIdentity: Hashable, Sendable {
    var value: UInt64

    /// The identity of the host's root position.
    static let root = ViewIdentity(value: 0x243F_6A88_85A3_08D3)

    /// The identity of the `ordinal`-th view built directly under this one, of type `type`.
    @inline(__always)
    func child(ordinal: Int, type: Any.Type) -> ViewIdentity {
        ViewIdentity(value: Self.mix(value ^ (UInt64(truncatingIfNeeded: ordinal) &* 0x9E37_79B9_7F4A_7C15), Self.typeBits(type)))
    }

    /// The identity of a view under this one identified explicitly (a `ForEach` element's id, an
    /// `.id(_:)` value, a conditional's branch) rather than by its place.
    @inline(__always)
    func child(explicit component: Int, type: Any.Type) -> ViewIdentity {
        ViewIdentity(value: Self.mix(value ^ 0xD6E8_FEB8_6659_FD93 ^ (UInt64(UInt(bitPattern: component)) &* 0xC2B2_AE3D_27D4_EB4F), Self.typeBits(type)))
    }

    @inline(__always)
    private static func typeBits(_ type: Any.Type) -> UInt64 {
        UInt64(UInt(bitPattern: ObjectIdentifier(type)))
    }

    /// SplitMix64's finaliser over the pair: every input bit affects every output bit.
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ (b &* 0xBF58_476D_1CE4_E5B9) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
