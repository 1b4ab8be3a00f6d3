/// Excludes a property from the model's persisted (and observed) properties: `@Model` leaves
/// it an ordinary stored property.
@attached(peer)
public macro Transient() = #externalMacro(module: "ArrangeMacros", type: "SwiftDataTransientMacro")
