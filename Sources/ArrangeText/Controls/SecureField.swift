import ArrangeCore
import Foundation

/// A control into which people securely enter private text, as in SwiftUI: laid out as a
/// one-line `TextField`, the text drawn as bullets (one "•" per character).
nonisolated public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let placeholder: Text?
    let label: Label
    /// The Return action of the deprecated `init(_:text:onCommit:)`.
    var onCommit: (() -> Void)? = nil

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
        let onCommit = self.onCommit
        TextFieldBody(content: EditableText(text: bullets, placeholder: placeholder, axis: .horizontal))
            .controlAction(ControlAction(.textField, setText: { binding.wrappedValue = $0 }, value: { binding.wrappedValue }))
            .onSubmit { onCommit?() }
    }

    /// The deprecated initialisers' Return action, for the ViewInspector module.
    package var inspectedOnCommit: (() -> Void)? { onCommit }
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

    /// Creates a secure field with a title generated from a localized string key, running
    /// `onCommit` on Return (SwiftUI's deprecated form; Return runs it as `onSubmit` would).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey))
        self.onCommit = onCommit
    }

    /// Creates a secure field with a title string, running `onCommit` on Return (SwiftUI's
    /// deprecated form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, placeholder: Text(title), label: Text(title))
        self.onCommit = onCommit
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
