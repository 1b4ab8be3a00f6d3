import OpenCombine

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes, as in SwiftUI.
///
/// The object is given by whoever creates the view (the view does not own it: see
/// `StateObject`). When a view value at the same identity brings another object, the view
/// observes the new one and the old one's changes no longer reach it.
///
/// Unlike SwiftUI's, the wrapper is not isolated to the main actor: the host's engine, which is
/// nonisolated, installs it; in a view's body, which is main-actor code, it behaves as SwiftUI's.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties
    /// using dynamic member lookup, as in SwiftUI.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(root, keyPath)
        }
    }

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// A projection of the observed object that creates bindings to its properties using dynamic
    /// member lookup.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphProperty {
    /// The object is the view's input: a view given another object is a changed view.
    static var _isViewInput: Bool { true }

    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller) {
        let property = field.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        let observation = installer.existingSlot() as? ObjectObservation ?? ObjectObservation()
        observation.observe(property.pointee.wrappedValue, for: installer.record)
        installer.keep(observation)
    }
}

/// Sendable as in SwiftUI (where it is through main-actor isolation). Arrange's host evaluates a
/// body on one thread at a time; whether the object itself may be shared across threads is the
/// model's own business, as with any class.
extension ObservedObject: @unchecked Sendable {}
/// Sendable as in SwiftUI (see `ObservedObject`'s conformance).
extension ObservedObject.Wrapper: @unchecked Sendable {}

/// A binding to a property of an object, as the object wrappers' `Wrapper`s give.
func objectBinding<Root: AnyObject, Subject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Subject>) -> Binding<Subject> {
    Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
}
