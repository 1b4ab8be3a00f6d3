import ArrangeCore
import Foundation

// Text's initializers that format a value, as in SwiftUI. The value is formatted when the Text
// is built, with the environment's `locale`, `calendar` and `timeZone` (see
// `EnvironmentFormatting`), so `.environment(\.locale, Locale(identifier: "de_DE"))` around
// `Text(9, format: .currency(code: "EUR"))` shows "9,00 €".

extension Text {
    /// Creates a text view that displays the formatted representation of a value:
    /// `Text(price, format: .currency(code: "USD"))`, `Text(date, format: .dateTime.year())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(source: .formatted(FormattedValue(FormatStyleValue(input: input, format: format))))]
    }

    /// Creates a text view that displays the formatted representation of a value through a
    /// format style whose output is an `AttributedString`, keeping its attributes.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        runs = [Run(source: .formatted(FormattedValue(AttributedFormatStyleValue(input: input, format: format))))]
    }

    /// Creates a text view that displays a date in a predefined style. The relative, offset and
    /// timer styles are computed against the current date when the Text is built (a static
    /// picture; SwiftUI updates them as time passes).
    public init(_ date: Date, style: Text.DateStyle) {
        runs = [Run(source: .formatted(FormattedValue(DateStyleValue(date: date, style: style))))]
    }

    /// Creates a text view that displays a localized range between two dates
    /// ("1/1/1970, 12:00 – 1:00 AM": numeric dates, short times).
    public init(_ dates: ClosedRange<Date>) {
        let style = Date.IntervalFormatStyle(date: .numeric, time: .shortened)
        self.init(dates.lowerBound..<dates.upperBound, format: style)
    }

    /// Creates a text view that displays a localized time interval (as the range form).
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible
    /// value (a `Date`, a `URL`…) through a `Formatter`. A copy of the formatter, with the
    /// environment's locale, time zone and calendar where it still has the process's, formats it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(source: .formatted(FormattedValue(FormatterValue(subject: subject, formatter: formatter))))]
    }

    /// Creates a text view that displays a date through a `Formatter` (see the
    /// reference-convertible form). Foundation on Linux does not make `Date` reference
    /// convertible, as Apple's does; this overload keeps `Text(date, formatter: …)` compiling.
    public init(_ subject: Date, formatter: Formatter) {
        runs = [Run(source: .formatted(FormattedValue(FormatterValue(subject: subject, formatter: formatter))))]
    }

    /// Creates a text view that displays the formatted representation of an object (an
    /// `NSNumber`…) through a `Formatter` (see the reference-convertible form).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(source: .formatted(FormattedValue(FormatterValue(subject: subject, formatter: formatter))))]
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a number with its type's default format specifier (`%lld` for integers, `%lf`
    /// for `Double`: "3.500000"), as SwiftUI does, in the environment's locale.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
        appendValue(FormattedValue(SpecifiedValue(value: value, specifier: value._specifier)))
    }

    /// Appends a number formatted with a printf-style specifier (`"\(pi, specifier: "%.2f")"`),
    /// in the environment's locale. A specifier that does not format one such number is
    /// reported and the default is used.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        appendValue(FormattedValue(SpecifiedValue(value: value, specifier: specifier)))
    }

    /// Appends a value formatted with a format style (`"\(price, format: .currency(code: "EUR"))"`),
    /// in the environment's locale.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        appendValue(FormattedValue(FormatStyleValue(input: input, format: format)))
    }

    /// Appends a date in a predefined style (see `Text.init(_:style:)`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendValue(FormattedValue(DateStyleValue(date: date, style: style)))
    }

    /// Appends a localized range between two dates (see `Text.init(_:)` for ranges).
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        appendValue(FormattedValue(FormatStyleValue(input: dates.lowerBound..<dates.upperBound,
                                                    format: Date.IntervalFormatStyle(date: .numeric, time: .shortened))))
    }

    /// Appends a localized time interval (see `Text.init(_:)` for intervals).
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendInterpolation(interval.start...interval.end)
    }

    /// Appends a reference-convertible value formatted by a formatter; without one, its
    /// description.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        if let formatter {
            appendValue(FormattedValue(FormatterValue(subject: subject, formatter: formatter)))
        } else {
            appendInterpolation(subject.description)
        }
    }

    /// Appends a date formatted by a formatter; without one, its description (`Date` is not
    /// reference convertible on Linux, as it is on Apple's platforms).
    public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) {
        if let formatter {
            appendValue(FormattedValue(FormatterValue(subject: subject, formatter: formatter)))
        } else {
            appendInterpolation(subject.description)
        }
    }

    /// Appends an object formatted by a formatter; without one, its description.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        if let formatter {
            appendValue(FormattedValue(FormatterValue(subject: subject, formatter: formatter)))
        } else {
            appendInterpolation(subject.description)
        }
    }

    /// Appends an attributed string's characters (its attributes are not carried into the key).
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendInterpolation(String(attributedString.characters))
    }
}
