/// Why the interaction API could not do what it was asked: thrown, with a message that says
/// what is there instead. Arrange's own.
///
///     do { try host.tap("ad") } catch let error as InteractionError {
///         print(error)   // No view matches "ad" … ids: "add", "list"; texts: "Add", "Total"
///     }
public struct InteractionError: Error, CustomStringConvertible, Equatable {
    /// What went wrong. Arrange's own.
    public enum Kind: Equatable, Sendable {
        /// No view matches the query.
        case notFound
        /// Several views match the query, and the action needs one.
        case ambiguous
        /// The control is disabled (`.disabled(true)`, or `\.isEnabled` false where it is built).
        case disabled
        /// The view found cannot take this action (tapping a `Text` with nothing to run,
        /// typing into a `Slider`).
        case notActionable
        /// The value is not of a type the control takes.
        case wrongValueType
        /// A `Picker` has no option tagged with the value.
        case noSuchOption
        /// Nothing is presented, and no navigation stack shows a screen above its root.
        case nothingToDismiss
    }

    /// What went wrong.
    public let kind: Kind
    /// What the error says, with what is there instead.
    public let message: String

    /// The message.
    public var description: String { message }

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
