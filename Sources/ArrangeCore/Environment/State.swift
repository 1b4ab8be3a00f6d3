/// A property wrapper type that can read and write a value managed by SwiftUI, as in SwiftUI.
///
/// The value belongs to the view's identity in its host: it survives updates of the view, moves
/// with a `ForEach` element when the data reorders, and starts again from the initial value when
/// the identity changes (a new `.id`, the other branch of an `if`). Writing a different value
/// makes the host evaluate the view's body again before it next answers anything.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The storage: a fresh one holding the initial value until the host installs the one that
    /// belongs to the view's identity.
    var location: StateLocation<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(value) }
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphProperty {
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller) {
        let state = field.assumingMemoryBound(to: State<Value>.self)
        if let existing = installer.existingSlot() as? StateLocation<Value> {
            state.pointee.location = existing
        } else {
            // The first build at this identity: the view's own initial value becomes the
            // identity's storage, unless another identity already claimed that storage (one view
            // value built in two places), which gets a copy.
            if let owner = state.pointee.location.owner, owner !== installer.record {
                state.pointee.location = StateLocation(state.pointee.location.value)
            }
            state.pointee.location.owner = installer.record
        }
        installer.keep(state.pointee.location)
    }
}

/// As in SwiftUI: a state of a sendable value is sendable. (Unchecked: the storage locks.)
extension State: @unchecked Sendable where Value: Sendable {}
