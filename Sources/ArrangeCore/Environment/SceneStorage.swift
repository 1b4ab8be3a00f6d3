import Foundation
import OpenCombine

/// A property wrapper type that reads and writes to persisted, per-scene storage, as in SwiftUI.
///
/// Arrange's hosts are one scene, kept for the life of the process: views that use the same key
/// share its value, and writing it updates them. The value starts as the default and is not
/// written to disk (SwiftUI restores it when the system recreates a scene, which Linux never does).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @ObservedObject private var slot: SceneStorageSlot
    private let defaultValue: Value

    init(key: String, defaultValue: Value) {
        self.defaultValue = defaultValue
        _slot = ObservedObject(wrappedValue: SceneStorageSlot.shared(key))
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { slot.value as? Value ?? defaultValue }
        nonmutating set { slot.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let slot = self.slot, defaultValue = self.defaultValue
        return Binding(get: { slot.value as? Value ?? defaultValue }, set: { slot.set($0) })
    }
}

/// One key's value in the scene's storage, observed by the views that read it.
final class SceneStorageSlot: ObservableObject, @unchecked Sendable {
    // @unchecked: `value` and `all` are only touched while their locks are held.
    let objectWillChange = ObservableObjectPublisher()
    private let lock = NSLock()
    private var stored: Any?

    var value: Any? { lock.withLock { stored } }

    func set(_ newValue: Any?) {
        objectWillChange.send()
        lock.withLock { stored = newValue }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var all: [String: SceneStorageSlot] = [:]

    static func shared(_ key: String) -> SceneStorageSlot {
        lock.withLock {
            if let known = all[key] { return known }
            let made = SceneStorageSlot()
            all[key] = made
            return made
        }
    }
}

extension SceneStorage {
    /// Creates a property that can save and restore a Boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore an integer, transformed to a raw-representable type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a string, transformed to a raw-representable type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(key: key, defaultValue: wrappedValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an optional Boolean.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional integer.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional double.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional string.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore an optional URL.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can save and restore optional data.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

/// Sendable as in SwiftUI, when the value is.
extension SceneStorage: @unchecked Sendable where Value: Sendable {}
