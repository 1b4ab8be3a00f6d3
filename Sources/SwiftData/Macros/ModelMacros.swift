import Observation

/// Makes a class a SwiftData model: its stored `var`s become observable (as with `@Observable`),
/// it gets a unique ``PersistentIdentifier`` when created, and it conforms to
/// ``PersistentModel`` so a ``ModelContext`` can insert, fetch and delete it.
@attached(member, names: named(_$modelState), named(_$properties))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "ArrangeMacros", type: "SwiftDataModelMacro")

/// Put on each tracked stored property by `@Model`: observable accessors over a private
/// backing variable. Not meant to be written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "ArrangeMacros", type: "SwiftDataPersistedPropertyMacro")
