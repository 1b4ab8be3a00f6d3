/// A property wrapper that reads a value from a view's environment, as in SwiftUI. The value is
/// the environment in force where the view is built (set with `.environment(_:_:)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// The value in the environment the view was built in, installed by the host before the
    /// body is evaluated (reading it records that the view depends on the key).
    var resolved: Value?

    /// Creates an environment property to read the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The current value of the environment property.
    public var wrappedValue: Value { resolved ?? EnvironmentValues.current[keyPath: keyPath] }
}

extension Environment: GraphProperty {
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller) {
        let environment = field.assumingMemoryBound(to: Environment<Value>.self)
        environment.pointee.resolved = installer.environment[keyPath: environment.pointee.keyPath]
    }
}

/// As in SwiftUI, where a view's properties must be `Sendable` for the view to be (a custom `Layout`
/// that is also a view, for one). The key path is an immutable identity, safe to share.
extension Environment: @unchecked Sendable {}
