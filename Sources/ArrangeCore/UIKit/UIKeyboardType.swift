/// The type of keyboard to display for a text-based view. Arrange's own, standing in for UIKit's
/// `UIKeyboardType` (which SwiftUI's `keyboardType(_:)` takes on iOS) with UIKit's case names,
/// so `.keyboardType(.numberPad)` compiles unchanged.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default`
    /// A keyboard that displays standard ASCII characters.
    case asciiCapable
    /// A keyboard that displays numbers and punctuation.
    case numbersAndPunctuation
    /// A keyboard for URL entry.
    case URL
    /// A numeric keypad designed for PIN entry.
    case numberPad
    /// A keypad designed for entering telephone numbers.
    case phonePad
    /// A keypad designed for entering a person's name or phone number.
    case namePhonePad
    /// A keyboard for entering email addresses.
    case emailAddress
    /// A keyboard with numbers and a decimal point.
    case decimalPad
    /// A keyboard for Twitter text entry.
    case twitter
    /// A keyboard for web search terms and URL entry.
    case webSearch
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad

    /// Deprecated in UIKit; the same as `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

nonisolated extension View {
    /// Sets the keyboard type for this view. Recorded (`ViewAnnotation.keyboardType`); no layout effect.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        annotated(.keyboardType(type))
    }
}
