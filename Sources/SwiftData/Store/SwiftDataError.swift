/// An error SwiftData throws.
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    let reason: String

    /// Two configurations of one container have the same name.
    public static let duplicateConfiguration = SwiftDataError(reason: "duplicateConfiguration")
    /// The container could not be loaded.
    public static let loadIssueModelContainer = SwiftDataError(reason: "loadIssueModelContainer")
    /// A model failed validation.
    public static let modelValidationFailure = SwiftDataError(reason: "modelValidationFailure")
    /// A fetch's predicate could not be evaluated.
    public static let unsupportedPredicate = SwiftDataError(reason: "unsupportedPredicate")
    /// A fetch's sort descriptor could not be applied.
    public static let unsupportedSortDescriptor = SwiftDataError(reason: "unsupportedSortDescriptor")

    /// The error's name.
    public var description: String { "SwiftDataError.\(reason)" }
}
