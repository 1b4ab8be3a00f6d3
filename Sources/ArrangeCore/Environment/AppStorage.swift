import Foundation
import OpenCombine

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a
/// change in value in that user default, as in SwiftUI.
///
/// The value is read from the store (`UserDefaults.standard` unless `store` gives one) each time the body reads it, the default when the key holds
/// nothing of the value's type; writing it stores it and makes every view reading that key in that
/// store evaluate its body again. Writes made to the store directly, not through an `AppStorage`,
/// are read at the next evaluation but do not by themselves invalidate views (Linux's Foundation
/// has no key-value observation of defaults).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @ObservedObject private var observation: DefaultsKeyObservation
    private let key: String
    private let defaultValue: Value
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
        _observation = ObservedObject(wrappedValue: DefaultsKeyObservation.shared(store ?? .standard, key: key))
    }

    /// The value stored under the key, or the default.
    public var wrappedValue: Value {
        get { read(observation.store, key) ?? defaultValue }
        nonmutating set {
            observation.objectWillChange.send()
            write(observation.store, key, newValue)
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let observation = self.observation, key = self.key, defaultValue = self.defaultValue, read = self.read, write = self.write
        return Binding(get: { read(observation.store, key) ?? defaultValue },
                       set: { observation.objectWillChange.send(); write(observation.store, key, $0) })
    }
}

/// The views reading one key of one `UserDefaults`: an `AppStorage` write tells them to update.
final class DefaultsKeyObservation: ObservableObject, @unchecked Sendable {
    // @unchecked: `all` is only touched while `lock` is held; the publisher is OpenCombine's.
    let store: UserDefaults
    let objectWillChange = ObservableObjectPublisher()

    private init(store: UserDefaults) { self.store = store }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var all: [String: DefaultsKeyObservation] = [:]

    /// The one observation of `key` in `store`.
    static func shared(_ store: UserDefaults, key: String) -> DefaultsKeyObservation {
        let name = "\(ObjectIdentifier(store).hashValue)\u{0}\(key)"
        return lock.withLock {
            if let known = all[name] { return known }
            let made = DefaultsKeyObservation(store: store)
            all[name] = made
            return made
        }
    }
}

/// Reads a stored value only when it has the type asked for, as SwiftUI's `AppStorage` does
/// (a key holding a string reads as the default for an `Int`).
private func stored<T>(_ defaults: UserDefaults, _ key: String, as type: T.Type) -> T? {
    defaults.object(forKey: key) as? T
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Bool.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Int.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Double.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: String.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) == nil ? nil : $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Data.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Date.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write to an integer user default, transforming
    /// that to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Int.self).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// Creates a property that can read and write to a string user default, transforming that
    /// to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: String.self).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Bool.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Int.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Double.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: String.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) == nil ? nil : $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Data.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can read and write an optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Date.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// Creates a property that can save and restore an optional string, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: String.self).flatMap(R.init(rawValue:)) },
                  write: { $0.set($2?.rawValue, forKey: $1) })
    }

    /// Creates a property that can save and restore an optional integer, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Int.self).flatMap(R.init(rawValue:)) },
                  write: { $0.set($2?.rawValue, forKey: $1) })
    }
}

/// Sendable as in SwiftUI; the store is `UserDefaults`, which is thread-safe.
extension AppStorage: @unchecked Sendable where Value: Sendable {}
