/// A failure of `arrange preview` or `arrange render --preview`, with a message for a person.
public struct PreviewError: Error, CustomStringConvertible {
    /// The message.
    public let description: String
    /// A failure with `message`.
    public init(_ message: String) { description = message }
}
