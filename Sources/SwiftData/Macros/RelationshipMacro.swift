/// Describes a relationship between models. `deleteRule: .cascade` is honoured: deleting the
/// owner deletes the related models. The other arguments are accepted and have no effect.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option...,
    deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0,
    originalName: String? = nil,
    inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "ArrangeMacros", type: "SwiftDataRelationshipMacro")
