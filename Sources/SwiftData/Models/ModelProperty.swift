/// One stored property of a model class, as `@Model` lists it in `_$properties`: its name,
/// whether and how it relates to other models, and how to read and clear those references.
/// Not meant to be used directly.
public struct _ModelProperty {
    /// The property's name.
    public let name: String
    /// Whether the property refers to other models (a model, an optional model or an array).
    public let isRelationship: Bool
    /// The delete rule of its `@Relationship` (`.nullify` when none was written).
    public let deleteRule: Schema.Relationship.DeleteRule
    /// The models `owner`'s property refers to (empty for attributes).
    let related: (any PersistentModel) -> [any PersistentModel]
    /// Removes references to `target` from `owner`'s property (optional set to nil, array
    /// element removed); does nothing for attributes and non-optional references.
    let removeReference: (_ owner: any PersistentModel, _ target: any PersistentModel) -> Void

    /// A property whose value is not read by the store (a `let`).
    public init(name: String) {
        self.init(name: name, isRelationship: false, deleteRule: .nullify, related: { _ in [] }, removeReference: { _, _ in })
    }

    init(
        name: String,
        isRelationship: Bool,
        deleteRule: Schema.Relationship.DeleteRule,
        related: @escaping (any PersistentModel) -> [any PersistentModel],
        removeReference: @escaping (any PersistentModel, any PersistentModel) -> Void
    ) {
        self.name = name
        self.isRelationship = isRelationship
        self.deleteRule = deleteRule
        self.related = related
        self.removeReference = removeReference
    }

    /// An attribute: a value that is not a model.
    public static func _make<Model: PersistentModel, Value>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Model, Value>,
        deleteRule: Schema.Relationship.DeleteRule = .nullify,
        isRelationship: Bool = false
    ) -> _ModelProperty {
        _ModelProperty(name: name, isRelationship: isRelationship, deleteRule: deleteRule, related: { _ in [] }, removeReference: { _, _ in })
    }

    /// A to-one relationship that cannot be cleared.
    public static func _make<Model: PersistentModel, Related: PersistentModel>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Model, Related>,
        deleteRule: Schema.Relationship.DeleteRule = .nullify,
        isRelationship: Bool = true
    ) -> _ModelProperty {
        _ModelProperty(
            name: name, isRelationship: true, deleteRule: deleteRule,
            related: { owner in (owner as? Model).map { [$0[keyPath: keyPath]] } ?? [] },
            removeReference: { _, _ in }
        )
    }

    /// An optional to-one relationship.
    public static func _make<Model: PersistentModel, Related: PersistentModel>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Model, Related?>,
        deleteRule: Schema.Relationship.DeleteRule = .nullify,
        isRelationship: Bool = true
    ) -> _ModelProperty {
        _ModelProperty(
            name: name, isRelationship: true, deleteRule: deleteRule,
            related: { owner in (owner as? Model).flatMap { $0[keyPath: keyPath] }.map { [$0] } ?? [] },
            removeReference: { owner, target in
                guard let owner = owner as? Model, let current = owner[keyPath: keyPath], current === target else { return }
                owner[keyPath: keyPath] = nil
            }
        )
    }

    /// A to-many relationship.
    public static func _make<Model: PersistentModel, Related: PersistentModel>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Model, [Related]>,
        deleteRule: Schema.Relationship.DeleteRule = .nullify,
        isRelationship: Bool = true
    ) -> _ModelProperty {
        _ModelProperty(
            name: name, isRelationship: true, deleteRule: deleteRule,
            related: { owner in (owner as? Model).map { $0[keyPath: keyPath] } ?? [] },
            removeReference: { owner, target in
                guard let owner = owner as? Model, owner[keyPath: keyPath].contains(where: { $0 === target }) else { return }
                owner[keyPath: keyPath].removeAll { $0 === target }
            }
        )
    }

    /// An optional to-many relationship (the shape CloudKit-synced models use).
    public static func _make<Model: PersistentModel, Related: PersistentModel>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Model, [Related]?>,
        deleteRule: Schema.Relationship.DeleteRule = .nullify,
        isRelationship: Bool = true
    ) -> _ModelProperty {
        _ModelProperty(
            name: name, isRelationship: true, deleteRule: deleteRule,
            related: { owner in (owner as? Model).flatMap { $0[keyPath: keyPath] } ?? [] },
            removeReference: { owner, target in
                guard let owner = owner as? Model, let current = owner[keyPath: keyPath],
                      current.contains(where: { $0 === target }) else { return }
                owner[keyPath: keyPath] = current.filter { $0 !== target }
            }
        )
    }
}
