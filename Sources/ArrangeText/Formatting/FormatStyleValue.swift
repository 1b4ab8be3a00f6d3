import ArrangeCore
import Foundation

/// A value shown through a `FormatStyle` whose output is a string, with the environment's
/// locale (see `EnvironmentFormatting`).
struct FormatStyleValue<F: FormatStyle>: TextFormattable, Equatable, @unchecked Sendable
where F.FormatInput: Equatable, F.FormatOutput == String {
    // @unchecked: format styles and their inputs are values (Foundation's are Sendable); a
    // Text keeps them unchanged and only reads them.
    let input: F.FormatInput
    let format: F

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        EnvironmentFormatting.localized(format, in: environment).format(input)
    }
}

/// A value shown through a `FormatStyle` whose output is an `AttributedString` (its runs keep
/// their attributes, as SwiftUI's `Text(_:format:)` shows them).
struct AttributedFormatStyleValue<F: FormatStyle>: TextFormattable, Equatable, @unchecked Sendable
where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
    let input: F.FormatInput
    let format: F

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        String(attributedString(in: environment, report: report).characters)
    }

    func attributedString(in environment: EnvironmentValues, report: (String) -> Void) -> AttributedString {
        EnvironmentFormatting.localized(format, in: environment).format(input)
    }
}

/// An object shown through a `Formatter` (a copy of it, localized for the environment). A
/// formatter that gives no string for the subject shows nothing, with a diagnostic.
struct FormatterValue: TextFormattable, @unchecked Sendable {
    // @unchecked: the formatter is the caller's, as SwiftUI keeps it; Arrange never changes
    // or uses it directly: each use formats with a fresh copy, localized for its environment.
    let subject: Any
    let formatter: Formatter
    /// Equality of the subjects, captured while their type was known.
    let isSameSubject: (Any) -> Bool

    init<Subject: Equatable>(subject: Subject, formatter: Formatter) {
        self.subject = subject
        self.formatter = formatter
        isSameSubject = { other in (other as? Subject) == subject }
    }

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        let formatter = EnvironmentFormatting.localized(formatter, in: environment)
        guard let string = formatter.string(for: subject) else {
            report("Text(_:formatter:): \(type(of: formatter)) gave no string for \(type(of: subject)) value \(subject); the text shows nothing.")
            return ""
        }
        return string
    }

    func isEqual(to other: any TextFormattable) -> Bool {
        guard let other = other as? FormatterValue else { return false }
        return other.formatter === formatter && isSameSubject(other.subject)
    }
}
