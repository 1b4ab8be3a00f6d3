/// A semantic label describing the label of submission within a view hierarchy, as in SwiftUI.
public struct SubmitLabel: Hashable, Sendable {
    /// The label's name (`"done"`, `"search"`, …). Arrange's own.
    public let name: String

    /// Defines a submit label with text of "Done".
    public static let done = SubmitLabel(name: "done")
    /// Defines a submit label with text of "Go".
    public static let go = SubmitLabel(name: "go")
    /// Defines a submit label with text of "Send".
    public static let send = SubmitLabel(name: "send")
    /// Defines a submit label with text of "Join".
    public static let join = SubmitLabel(name: "join")
    /// Defines a submit label with text of "Route".
    public static let route = SubmitLabel(name: "route")
    /// Defines a submit label with text of "Search".
    public static let search = SubmitLabel(name: "search")
    /// Defines a submit label with text of "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// Defines a submit label with text of "Next".
    public static let next = SubmitLabel(name: "next")
    /// Defines a submit label with text of "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A type that defines various triggers that result in the firing of a submission action, as
/// in SwiftUI.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates triggers from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields constructed from searchable modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

nonisolated extension View {
    /// Sets the submit label for this view. Recorded; no layout effect.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        annotated(.submitLabel(submitLabel))
    }

    /// Adds an action to perform when the user submits a value to this view. Recorded
    /// (`AnnotatedView.submit()` runs it); no layout effect.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        annotated(.onSubmit(triggers, action))
    }
}
