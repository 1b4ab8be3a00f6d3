import ArrangeCore
import Foundation

/// A control that displays an editable text interface, as in SwiftUI.
///
/// Laid out as on iOS: one line of the body font as wide as it is offered (`axis: .vertical`:
/// the text wraps and the field grows), showing the bound text or, when it is empty, the prompt
/// (or the title) in the placeholder colour. `.textFieldStyle(.roundedBorder)` pads it and draws
/// the rounded border. The control action writes new text through the binding.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: Text?
    let axis: Axis
    let label: Label
    /// The prompt given with `prompt:` (`placeholder` falls back to the title without one).
    var prompt: Text? = nil
    /// The deprecated initialisers' actions: when editing starts and ends, and on Return.
    var onEditingChanged: ((Bool) -> Void)? = nil
    var onCommit: (() -> Void)? = nil

    init(text: Binding<String>, placeholder: Text?, axis: Axis, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
        self.label = label
    }

    init(text: Binding<String>, prompt: Text?, fallback: Text, axis: Axis, label: Label) {
        self.init(text: text, placeholder: prompt ?? fallback, axis: axis, label: label)
        self.prompt = prompt
    }

    /// Creates a text field with a prompt and a custom label (shown in forms; outside them the
    /// prompt is the placeholder).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, axis: .horizontal, label: label())
    }

    /// Creates a text field with a preferred axis, a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, axis: axis, label: label())
    }

    /// The text or placeholder, in the environment's text field style.
    public var body: some View {
        let binding = text
        let onCommit = self.onCommit
        TextFieldBody(content: EditableText(text: text.wrappedValue, placeholder: placeholder, axis: axis))
            .controlAction(ControlAction(.textField, setText: { binding.wrappedValue = $0 }, value: { binding.wrappedValue }))
            .onSubmit { onCommit?() }
    }

    /// The deprecated initialisers' editing action, for the ViewInspector module.
    package var inspectedOnEditingChanged: ((Bool) -> Void)? { onEditingChanged }
    /// The deprecated initialisers' Return action, for the ViewInspector module.
    package var inspectedOnCommit: (() -> Void)? { onCommit }
    /// The prompt, when one was given.
    package var inspectedPrompt: Text? { prompt }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string, as in
    /// SwiftUI; the title is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: Text(titleKey), axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: Text(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field with a title and a prompt (the placeholder, when not `nil`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, fallback: Text(titleKey), axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, fallback: Text(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field with a preferred axis (`.vertical`: it grows as the text wraps).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: Text(titleKey), axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a string title and a preferred axis.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: Text(title), axis: axis, label: Text(title))
    }

    /// Creates a text field with a title, a prompt and a preferred axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, fallback: Text(titleKey), axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a string title, a prompt and a preferred axis.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, fallback: Text(title), axis: axis, label: Text(title))
    }
}

/// The text shown in a field: the text itself, or the placeholder in the placeholder colour;
/// one line across the width offered (wrapping when vertical).
extension TextField where Label == Text {
    /// Creates a text field with a text label, with actions when editing starts and ends and
    /// on Return (SwiftUI's deprecated form; Return runs `onCommit` as `onSubmit` would).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, placeholder: Text(titleKey), axis: .horizontal, label: Text(titleKey))
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Creates a text field with a text label from a string, with actions when editing starts
    /// and ends and on Return (SwiftUI's deprecated form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, placeholder: Text(title), axis: .horizontal, label: Text(title))
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

@usableFromInline nonisolated struct EditableText: View {
    let text: String
    let placeholder: Text?
    let axis: Axis
    @Environment(\.colorScheme) var colorScheme

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        Group {
            if text.isEmpty, let placeholder {
                placeholder.foregroundStyle(palette.tertiaryLabel)
            } else {
                Text(verbatim: text)
            }
        }
        .lineLimit(axis == .vertical ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A field's content in the environment's text field style: plain, or padded on a rounded,
/// bordered background (less padding above and below at small control sizes, more at large:
/// `ControlSizeMetrics`).
@usableFromInline nonisolated struct TextFieldBody<Content: View>: View {
    let content: Content
    @Environment(\.textFieldStyleKind) var style
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        Group {
            if style == .roundedBorder {
                let shape = RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldCornerRadius)
                content
                    .padding(.horizontal, ControlMetrics.roundedFieldHorizontalPadding)
                    .padding(.vertical, ControlSizeMetrics(controlSize).roundedFieldVerticalPadding)
                    .background(palette.background, in: shape)
                    .overlay(shape.strokeBorder(palette.separator, lineWidth: 1))
            } else {
                content
            }
        }
        .dimmedWhenDisabled(isEnabled)
    }
}
