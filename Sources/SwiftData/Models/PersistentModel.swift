import Observation

/// A class SwiftData manages: `@Model` conforms classes to it. Instances are observable,
/// identified by ``persistentModelID`` from creation on, and equal and hashed by identity.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identifier.
    var persistentModelID: PersistentIdentifier { get }
    /// The context the model was inserted into, or nil before insertion and after deletion.
    var modelContext: ModelContext? { get }
    /// Whether the model has changes its context has not saved.
    var hasChanges: Bool { get }
    /// Whether the model was deleted from its context.
    var isDeleted: Bool { get }
    /// The per-instance state `@Model` adds. Not meant to be used directly.
    var _$modelState: _ModelState { get }
    /// The stored properties `@Model` lists. Not meant to be used directly.
    static var _$properties: [_ModelProperty] { get }
}

extension PersistentModel {
    /// The model's identifier, from its ``_ModelState``.
    public var persistentModelID: PersistentIdentifier { _$modelState.identifier }

    /// The context the model is registered in, if any.
    public var modelContext: ModelContext? {
        let state = _$modelState
        return state.isDeleted ? nil : state.context
    }

    /// Whether the model was changed since it was inserted or its context last saved.
    public var hasChanges: Bool { _$modelState.hasChanges }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$modelState.isDeleted }

    /// The model's identity for `Identifiable`, unless the class declares its own `id`.
    public var id: PersistentIdentifier { persistentModelID }

    /// Two models are equal when they are the same instance.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the model's identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(persistentModelID) }
}
