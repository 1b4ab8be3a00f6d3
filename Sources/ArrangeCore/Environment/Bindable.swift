import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects, as in SwiftUI: `@Bindable var book: Book` in a view (or `@Bindable var
/// book = book` inside a body), then `TextField("Title", text: $book.title)`.
///
/// A binding reads and writes the object's property; a write goes through the object's
/// observation, so the views that read the property are updated.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value>: DynamicProperty {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object, which creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The stable identity of the wrapped object.
    public var id: Value.ID { wrappedValue.id }
}

/// Sendable as in SwiftUI, when the object is.
extension Bindable: @unchecked Sendable where Value: Sendable {}
