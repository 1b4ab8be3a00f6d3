import ArrangeCore

/// `accessibilityLabel(_:)` on a `Text`: the result is still a text (it can be concatenated with
/// `+`), as in SwiftUI; the label is kept in the text and recorded when it is built.
extension Text {
    /// Adds a label to the text that describes its contents; the result is still a text.
    public func accessibilityLabel(_ label: Text) -> Text { labelled(label.plainText) }

    /// Adds a label to the text that describes its contents; the result is still a text.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { labelled(labelKey.plainText) }

    /// Adds a label to the text that describes its contents (the string as it is); the result is
    /// still a text.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { labelled(String(label)) }

    /// This text with `label` as its accessibility label.
    private func labelled(_ label: String) -> Text {
        var result = self
        result.accessibilityLabelText = label
        return result
    }

    /// The label `accessibilityLabel(_:)` set on the text, for the ViewInspector module.
    package var inspectedAccessibilityLabel: String? { accessibilityLabelText }
}

/// The accessibility modifiers that take text — label, hint, value, named actions — in their
/// `Text`, `LocalizedStringKey` and `StringProtocol` forms, as in SwiftUI. Each records the
/// plain text (Markdown interpreted) on the view; no layout effect.
nonisolated extension View {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityLabel(label.plainText)))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityLabel(labelKey.plainText)))
    }

    /// Adds a label to the view that describes its contents (the string as it is).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityLabel(String(label))))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityHint(hint.plainText)))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityHint(hintKey.plainText)))
    }

    /// Communicates to the user what happens after performing the view's action (the string as it is).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityHint(String(hint))))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityValue(valueDescription.plainText)))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityValue(valueKey.plainText)))
    }

    /// Adds a textual description of the value that the view contains (the string as it is).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityValue(String(value))))
    }

    /// Adds an accessibility action labelled by the contents of `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityAction(AccessibilityActionRecord(kind: AccessibilityActionKind(named: name), handler: handler))))
    }

    /// Adds an accessibility action labelled by the localized string that `nameKey` identifies.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an accessibility action labelled `name` (the string as it is).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(verbatim: String(name)), handler)
    }
}

extension AccessibilityActionKind {
    /// Creates a named accessibility action kind; its `name` is the text's plain characters.
    public init(named name: Text) {
        self.init(customNamed: name.plainText)
    }
}
