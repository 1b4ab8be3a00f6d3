import OpenCombine

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`, as in SwiftUI. The view is invalidated whenever the object
/// changes.
///
/// When no enclosing view supplies an object of the type, SwiftUI stops the program; Arrange
/// leaves the view out instead (its body is not evaluated and it produces no views) and says so
/// in the host's `diagnostics`. It is built again, with the object, when an enclosing view
/// supplies one. Reading the property outside a body the host evaluates (in the view's
/// initialiser, say) finds the object in the environment being built, if any; with none there
/// is no object to return, and that read stops the program, as in SwiftUI.
///
/// Unlike SwiftUI's, the wrapper is not isolated to the main actor: the host's engine, which is
/// nonisolated, installs it; in a view's body, which is main-actor code, it behaves as SwiftUI's.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties using dynamic member lookup, as in SwiftUI.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(root, keyPath)
        }
    }

    /// The object found in the environment the view is built in, installed by the host before
    /// the body is evaluated.
    var object: ObjectType?

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        if let object { return object }
        if let object = EnvironmentValues.current[EnvironmentObjectKey<ObjectType>.self] { return object }
        preconditionFailure("No ObservableObject of type \(ObjectType.self) found: the @EnvironmentObject was read outside a body the host evaluates, and no enclosing view supplies one with environmentObject(_:).")
    }

    /// A projection of the environment object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: GraphProperty {
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller) {
        let property = field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let observation = installer.existingSlot() as? ObjectObservation ?? ObjectObservation()
        if let object = installer.environment[EnvironmentObjectKey<ObjectType>.self] {
            property.pointee.object = object
            observation.observe(object, for: installer.record)
        } else {
            property.pointee.object = nil
            observation.stop()
            installer.missingObjects.append(ObjectType.self)
        }
        installer.keep(observation)
    }
}

/// Sendable as in SwiftUI (see `ObservedObject`'s conformance).
extension EnvironmentObject: @unchecked Sendable {}
/// Sendable as in SwiftUI (see `ObservedObject`'s conformance).
extension EnvironmentObject.Wrapper: @unchecked Sendable {}

/// Where `environmentObject(_:)` keeps an object of type `T`: one key per type.
struct EnvironmentObjectKey<T: ObservableObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

@usableFromInline nonisolated struct EnvironmentObjectModifier<T: ObservableObject>: NodeModifier {
    @usableFromInline typealias Body = Never
    let object: T

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.withEnvironment({ $0[EnvironmentObjectKey<T>.self] = object }) { builder.build(content) }
    }
}

nonisolated extension View {
    /// Supplies an observable object to a view subtree, as in SwiftUI: `@EnvironmentObject`
    /// properties of its type in this view and the views it contains read it. An object of the
    /// same type supplied further in replaces it there.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
