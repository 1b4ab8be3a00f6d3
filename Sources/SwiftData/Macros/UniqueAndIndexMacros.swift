/// Declares key paths whose values must be unique across a model's instances. Accepted for
/// source compatibility; the in-memory store does not enforce it.
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "ArrangeMacros", type: "SwiftDataUniqueMacro")

/// Declares key paths to index. Accepted for source compatibility; the in-memory store keeps
/// no indices.
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "ArrangeMacros", type: "SwiftDataIndexMacro")
