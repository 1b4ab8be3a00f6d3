import Foundation

/// A collection of environment values propagated through a view hierarchy, as in SwiftUI.
///
/// Arrange's values are set while the view tree is built: `.environment(_:_:)` changes them for a
/// subtree and `@Environment` reads them inside `body`.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Values are stored as `Any`; they are written only while a tree is being built, on the thread
    // building it, which is why the unchecked conformance is sound.
    private var values: [ObjectIdentifier: EnvironmentEntry] = [:]
    /// `layoutDirection`, also kept outside `values`: the tree builder reads it for every node,
    /// and a dictionary lookup with a dynamic cast cost a twentieth of a build. Always equal to
    /// the value under `LayoutDirectionKey`, which only the `layoutDirection` setter writes.
    private var storedLayoutDirection = LayoutDirectionKey.defaultValue
    /// `colorScheme`, kept outside `values` for the same reason: every `Color` view reads it
    /// while it is built. Always equal to the value under `ColorSchemeKey`, which only the
    /// `colorScheme` setter writes.
    private var storedColorScheme = ColorSchemeKey.defaultValue
    /// Where reads are noted while a view's body is built (see `EnvironmentReads`): the host
    /// then knows which keys each view depends on. Not part of the values.
    var reads: EnvironmentReads?

    /// Creates an environment with every key at its default value.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            reads?.note(ObjectIdentifier(key))
            // Unwrapped first: casting a missing entry (nil) to an optional `K.Value` would
            // succeed as nil and hide the key's default.
            guard let entry = values[ObjectIdentifier(key)], let value = entry.value as? K.Value else { return K.defaultValue }
            return value
        }
        set { values[ObjectIdentifier(key)] = EnvironmentEntry(newValue) }
    }

    /// The keys (as `EnvironmentReads` bits) whose values differ between `self` and `other`;
    /// values that cannot be compared count as different.
    func changedKeys(comparedTo other: EnvironmentValues) -> UInt64 {
        var changed: UInt64 = 0
        for (key, entry) in values {
            if let theirs = other.values[key] {
                if !entry.isEqual(theirs.value) { changed |= EnvironmentReads.bit(key) }
            } else {
                changed |= EnvironmentReads.bit(key)
            }
        }
        for key in other.values.keys where values[key] == nil { changed |= EnvironmentReads.bit(key) }
        return changed
    }

    /// A textual description, used in dumps and messages.
    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The environment of the view being built, read by `@Environment`.
    @TaskLocal static var current = EnvironmentValues()
}

struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    /// The layout direction associated with the current environment (A17).
    public var layoutDirection: LayoutDirection {
        get {
            reads?.note(bit: EnvironmentReads.layoutDirectionBit)
            return storedLayoutDirection
        }
        set {
            self[LayoutDirectionKey.self] = newValue
            storedLayoutDirection = newValue
        }
    }

    /// The colour scheme of this environment (`.light` by default, as an iOS device in light mode).
    public var colorScheme: ColorScheme {
        get {
            reads?.note(bit: EnvironmentReads.colorSchemeBit)
            return storedColorScheme
        }
        set {
            self[ColorSchemeKey.self] = newValue
            storedColorScheme = newValue
        }
    }

    /// The display scale of this environment (1 by default, as in SwiftUI's `EnvironmentValues()`).
    /// A Divider is one pixel thick: `1 / displayScale` points (A3.5).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel on the screen: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }
}

/// One value set in an environment, with how to compare it with another value of its key.
private struct EnvironmentEntry {
    let value: Any
    let isEqual: (Any) -> Bool

    init<Value>(_ value: Value) {
        self.value = value
        isEqual = { other in (other as? Value).map { valuesEqual(value, $0) } ?? false }
    }
}

/// The environment keys read while one view's body was built, as bits of a 64-bit mask (a key's
/// bit comes from its type's address, so unrelated keys may share one: a change to either then
/// rebuilds the readers of both, which costs time only).
///
/// The keys building itself reads for nearly every view (layout direction, colour scheme, display
/// scale, resource limits) have bits of their own, which no other key shares: a key of the app's
/// whose address landed on one of theirs would rebuild every view whenever it changed (and which
/// keys collide changes from build to build, with the binary's layout).
final class EnvironmentReads {
    var mask: UInt64 = 0

    @inline(__always)
    func note(_ key: ObjectIdentifier) { mask |= Self.bit(key) }

    /// Notes a reserved key by its bit, without looking the key up: the builder reads the layout
    /// direction for every node it makes.
    @inline(__always)
    func note(bit: UInt64) { mask |= bit }

    /// `layoutDirection`'s bit: its place in `reserved`.
    static let layoutDirectionBit: UInt64 = 1 << 0
    /// `colorScheme`'s bit: its place in `reserved`.
    static let colorSchemeBit: UInt64 = 1 << 1

    /// The keys with bits of their own, bits 0 to 3, in this order (`layoutDirectionBit`,
    /// `colorSchemeBit`).
    private static let reserved = [
        ObjectIdentifier(LayoutDirectionKey.self), ObjectIdentifier(ColorSchemeKey.self),
        ObjectIdentifier(DisplayScaleKey.self), ObjectIdentifier(ResourceLimitsKey.self),
    ]

    @inline(__always)
    static func bit(_ key: ObjectIdentifier) -> UInt64 {
        for i in 0..<reserved.count where reserved[i] == key { return 1 << UInt64(i) }
        return 1 << UInt64(reserved.count + Int((UInt(bitPattern: key) >> 4) % UInt(64 - reserved.count)))
    }
}
