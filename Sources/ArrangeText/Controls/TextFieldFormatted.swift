import ArrangeCore
import Foundation

/// `TextField(value:format:)`: a text field that edits a value through a format style, as in
/// SwiftUI. The field shows the value formatted; text typed into it is parsed with the style's
/// parse strategy and, when it parses, written to the binding (SwiftUI writes it when editing
/// ends; a field that holds text that does not parse keeps the last value).
extension TextField {
    /// Creates a text field that binds to a value through a format style, with a label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(text: formattedText(value, format), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// Creates a text field that binds to a value through a format style, with a text label
    /// generated from a localized title string.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: formattedText(value, format), placeholder: prompt ?? Text(titleKey), axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field that binds to a value through a format style, with a text label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: formattedText(value, format), placeholder: prompt ?? Text(title), axis: .horizontal, label: Text(title))
    }

    /// Creates a text field that binds to an optional value through a format style (empty text
    /// is `nil`), with a text label generated from a localized title string.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: formattedText(value, format), placeholder: prompt ?? Text(titleKey), axis: .horizontal, label: Text(titleKey))
    }

    /// Creates a text field that binds to an optional value through a format style (empty text
    /// is `nil`), with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: formattedText(value, format), placeholder: prompt ?? Text(title), axis: .horizontal, label: Text(title))
    }
}

/// A text binding over a value: the value formatted, and typed text parsed back into it.
private func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
    let box = FormatBox(format: format)
    return Binding(get: { box.format.format(value.wrappedValue) },
                   set: { text in if let parsed = try? box.format.parseStrategy.parse(text) { value.wrappedValue = parsed } })
}

/// An optional value's text binding: empty text is `nil`.
private func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String> where F.FormatOutput == String {
    let box = FormatBox(format: format)
    return Binding(get: { value.wrappedValue.map { box.format.format($0) } ?? "" },
                   set: { text in
                       if text.isEmpty { value.wrappedValue = nil } else if let parsed = try? box.format.parseStrategy.parse(text) { value.wrappedValue = parsed }
                   })
}

/// A format style carried into a binding's closures.
private struct FormatBox<F>: @unchecked Sendable {
    let format: F
}
