import Observation

/// A property wrapper that reads a value from a view's environment, as in SwiftUI. The value is
/// the environment in force where the view is built (set with `.environment(_:_:)`).
///
/// `@Environment(Model.self)` reads an `@Observable` object supplied with `.environment(_:)`
/// instead. When no enclosing view supplies one, SwiftUI stops the program; Arrange leaves the
/// view out (its body is not evaluated) and says so in the host's `diagnostics`, as it does for
/// a missing `@EnvironmentObject`. The optional form (`Model?`) reads `nil` instead.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Where the value comes from: a key path of `EnvironmentValues`, or an object by its type.
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// The object's lookup, and its type when a missing object leaves the view out.
        case object((EnvironmentValues) -> Value?, required: Any.Type?)
    }

    let source: Source
    /// The value in the environment the view was built in, installed by the host before the
    /// body is evaluated (reading it records that the view depends on the key).
    var resolved: Value?

    /// Creates an environment property to read the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Creates an environment property to read an observable object of the given type, as in
    /// SwiftUI: the one an enclosing view supplies with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object({ $0[ObservableObjectKey<Value>.self] }, required: Value.self)
    }

    /// Creates an environment property to read an observable object of the given type, or `nil`
    /// when no enclosing view supplies one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object({ .some($0[ObservableObjectKey<T>.self]) }, required: nil)
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        if let resolved { return resolved }
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues.current[keyPath: keyPath]
        case .object(let lookup, _):
            if let value = lookup(EnvironmentValues.current) { return value }
            preconditionFailure("No Observable object of type \(Value.self) found: the @Environment was read outside a body the host evaluates, and no enclosing view supplies one with environment(_:).")
        }
    }
}

extension Environment: GraphProperty {
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller) {
        let environment = field.assumingMemoryBound(to: Environment<Value>.self)
        switch environment.pointee.source {
        case .keyPath(let keyPath):
            environment.pointee.resolved = installer.environment[keyPath: keyPath]
        case .object(let lookup, let required):
            environment.pointee.resolved = lookup(installer.environment)
            if environment.pointee.resolved == nil, let required { installer.missingObjects.append(required) }
        }
    }
}

/// Where `environment(_:)` keeps an observable object of type `T`: one key per type.
struct ObservableObjectKey<T: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

nonisolated extension View {
    /// Places an observable object in the view's environment, as in SwiftUI: `@Environment(T.self)`
    /// in this view and the views it contains reads it (`nil` removes it). Changes to the
    /// object's properties update the views that read them, through observation.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\.[observableObject: ObservableObjectKeyPath<T>()], object)
    }
}

/// The subscript argument that names an observable object's key (key paths need hashable
/// arguments, and a type is not one).
struct ObservableObjectKeyPath<T: AnyObject & Observable>: Hashable {}

extension EnvironmentValues {
    /// The observable object of type `T` supplied with `environment(_:)`.
    subscript<T: AnyObject & Observable>(observableObject key: ObservableObjectKeyPath<T>) -> T? {
        get { self[ObservableObjectKey<T>.self] }
        set { self[ObservableObjectKey<T>.self] = newValue }
    }
}

/// As in SwiftUI, where a view's properties must be `Sendable` for the view to be (a custom `Layout`
/// that is also a view, for one). The key path is an immutable identity, safe to share.
extension Environment: @unchecked Sendable {}
