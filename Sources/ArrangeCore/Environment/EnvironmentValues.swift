import Foundation

/// A collection of environment values propagated through a view hierarchy, as in SwiftUI.
///
/// Arrange's values are set while the view tree is built: `.environment(_:_:)` changes them for a
/// subtree and `@Environment` reads them inside `body`.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Values are stored as `Any`; they are written only while a tree is being built, on the thread
    // building it, which is why the unchecked conformance is sound.
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment with every key at its default value.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A textual description, used in dumps and messages.
    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The environment of the view being built, read by `@Environment`.
    @TaskLocal static var current = EnvironmentValues()
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    /// The layout direction associated with the current environment (A17).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
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
