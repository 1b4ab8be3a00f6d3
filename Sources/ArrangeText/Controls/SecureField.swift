import ArrangeCore
import Foundation

/// A control into which people securely enter private text, as in SwiftUI: laid out as a
/// one-line `TextField`, the text drawn as bullets (one "•" per character).
nonisolated public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let placeholder: Text?
    let label: Label

    init(text: Binding<String>, placeholder: Text?, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.label = label
    }

    /// Creates a secure field with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, label: label())
    }

    /// The bullets or the placeholder, in the environment's text field style.
    public var body: some View {
        let binding = text
        let bullets = String(repeating: "\u{2022}", count: text.wrappedValue.count)
        TextFieldBody(content: EditableText(text: bullets, placeholder: placeholder, axis: .horizontal))
            .controlAction(ControlAction(.textField, setText: { binding.wrappedValue = $0 }, value: { binding.wrappedValue }))
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a title generated from a localized string key, as in
    /// SwiftUI; the title is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey))
    }

    /// Creates a secure field with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: Text(title), label: Text(title))
    }

    /// Creates a secure field with a title and a prompt (the placeholder, when not `nil`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }

    /// Creates a secure field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt ?? Text(title), label: Text(title))
    }
}
