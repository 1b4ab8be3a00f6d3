import OpenCombine

/// A property wrapper type that instantiates an observable object, as in SwiftUI.
///
/// The object belongs to the view's identity in its host, as `@State` does: it is created once,
/// the first time a view at that identity is built (not when the view value is created), and
/// survives updates of the view and of its parents; a new identity (a new `.id`, the other branch
/// of an `if`) creates a new one. The view is invalidated whenever the object changes.
///
/// Read outside a body the host evaluates (in the view's initialiser, say), the property creates
/// a new object at each read, as SwiftUI does. Unlike SwiftUI's, the wrapper is not
/// isolated to the main actor: the host's engine, which is nonisolated, installs it; in a view's
/// body, which is main-actor code, it behaves as SwiftUI's.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates the object, at the first build of the view's identity.
    let thunk: () -> ObjectType
    /// The identity's storage, installed by the host before the body is evaluated.
    var storage: StateObjectStorage<ObjectType>?

    /// Creates a new state object with an initial wrapped value (evaluated once per identity,
    /// when the view is first built).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { storage?.object ?? thunk() }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

/// The object of one `@StateObject` at one identity, with the graph's subscription to it.
final class StateObjectStorage<ObjectType: ObservableObject>: GraphStorage {
    let object: ObjectType
    let observation = ObjectObservation()
    init(_ object: ObjectType) { self.object = object }
    func detach() { observation.detach() }
}

extension StateObject: GraphProperty {
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller) {
        let property = field.assumingMemoryBound(to: StateObject<ObjectType>.self)
        // Storage the value carries from elsewhere (one value built at two identities) is not
        // this identity's: each identity creates its own object.
        let storage = installer.existingSlot() as? StateObjectStorage<ObjectType>
            ?? StateObjectStorage(property.pointee.thunk())
        property.pointee.storage = storage
        storage.observation.observe(storage.object, for: installer.record)
        installer.keep(storage)
    }
}

/// Sendable as in SwiftUI (see `ObservedObject`'s conformance).
extension StateObject: @unchecked Sendable {}
