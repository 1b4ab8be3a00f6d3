import Foundation

/// A view the interaction API found in a host, as it was when found: where it is, what it
/// shows, and what accessibility reads of it. Arrange's own.
///
///     let save = try host.find(text: "Save")
///     save.frame          // (16, 120, 40, 22) in host coordinates
///     save.isEnabled      // false inside .disabled(true)
///
/// It is a snapshot: after an action, find the view again.
public struct FoundView: CustomStringConvertible {
    /// The view's layout frame, in host coordinates.
    public let frame: CGRect
    /// What the view is: a control's type (`Button`, `Toggle`…) or the layout node's name in
    /// dumps (`Text("Save")`, `HStack`, `Color(red)`).
    public let name: String
    /// The view's `.id`, if it was marked with one.
    public let id: AnyHashable?
    /// The view's accessibility identifier, if it has one.
    public let accessibilityIdentifier: String?
    /// The text the view shows: its `Text`s' resolved strings, in order, separated by spaces
    /// (`nil` when it shows none).
    public let text: String?
    /// The view's accessibility label: the one set with `accessibilityLabel(_:)`, else its text.
    public let accessibilityLabel: String?
    /// The view's accessibility value: the one set with `accessibilityValue(_:)`, else a
    /// control's, as iOS reads it — a toggle's "1" or "0", a slider's percentage, a text field's
    /// text, a stepper's or picker's value.
    public let accessibilityValue: String?
    /// Whether the control the view is or belongs to is enabled (`true` for a view in no
    /// control; a container does not answer for the controls inside it).
    public let isEnabled: Bool
    /// The value of the control the view is (a toggle's `Bool`, a slider's fraction of its
    /// range, a text field's `String`, a picker's selection…) or a scroll view's content
    /// offset (`CGPoint`), else `nil`.
    public let value: Any?

    /// One line: name, frame, id, identifier and text.
    public var description: String {
        var line = "\(name) at (\(formatLength(frame.minX)), \(formatLength(frame.minY)), \(formatLength(frame.width)), \(formatLength(frame.height)))"
        if let id { line += " id: \(quoted(id.base))" }
        if let accessibilityIdentifier { line += " accessibilityIdentifier: \(quoted(accessibilityIdentifier))" }
        if let text, !name.hasPrefix("Text(") { line += " text: \(quoted(text))" }
        if !isEnabled { line += " disabled" }
        return line
    }
}
