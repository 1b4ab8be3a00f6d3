/// Customizes how SwiftData stores a property. Accepted for source compatibility: the
/// in-memory store keeps every value as it is, so the options have no effect.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option...,
    originalName: String? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "ArrangeMacros", type: "SwiftDataAttributeMacro")
