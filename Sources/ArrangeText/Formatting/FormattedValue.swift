import ArrangeCore
import Foundation

/// A value a `Text` shows through a format: a format style, a formatter, a format specifier or
/// a date style. It is formatted when the Text is built, because the result depends on the
/// environment (`locale`, `calendar`, `timeZone`) and, for relative date styles, on the time.
protocol TextFormattable: Sendable {
    /// The value formatted in `environment`; bad input is reported and gets a fallback.
    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String

    /// The value formatted with attributes (a format style whose output is an
    /// `AttributedString`); plain formats give their string without attributes.
    func attributedString(in environment: EnvironmentValues, report: (String) -> Void) -> AttributedString

    /// Whether `other` is the same value with the same format (so `Text` stays `Equatable`).
    func isEqual(to other: any TextFormattable) -> Bool

    /// The specifier that stands for the value in a localisation key (`%@`, `%lld`, `%lf`).
    var keySpecifier: String { get }
}

extension TextFormattable {
    /// Values other than numbers stand as objects (`%@`).
    var keySpecifier: String { "%@" }

    func attributedString(in environment: EnvironmentValues, report: (String) -> Void) -> AttributedString {
        AttributedString(string(in: environment, report: report))
    }
}

extension TextFormattable where Self: Equatable {
    func isEqual(to other: any TextFormattable) -> Bool {
        (other as? Self) == self
    }
}

/// A formatted value kept in a Text's runs or a key's pieces, compared through `isEqual(to:)`.
struct FormattedValue: Equatable, Sendable {
    let content: any TextFormattable

    init(_ content: any TextFormattable) {
        self.content = content
    }

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        content.string(in: environment, report: report)
    }

    func attributedString(in environment: EnvironmentValues, report: (String) -> Void) -> AttributedString {
        content.attributedString(in: environment, report: report)
    }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
        lhs.content.isEqual(to: rhs.content)
    }
}
