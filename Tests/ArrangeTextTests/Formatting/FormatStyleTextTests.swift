import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

@Suite("Text(_:format:): format styles with the environment's locale, calendar and time zone")
@MainActor struct FormatStyleTextTests: FormattingFixtures {
    @Test("The default environment is en_US, Gregorian, UTC: dollars are \"$9.00\", not the process's \"US$9.00\"")
    func defaultEnvironment() {
        let environment = EnvironmentValues()
        #expect(environment.locale.identifier == "en_US")
        #expect(environment.calendar.identifier == .gregorian)
        #expect(environment.timeZone.secondsFromGMT(for: epoch) == 0)
        #expect(shown(Text(9.0, format: .currency(code: "USD"))) == "$9.00")
    }

    @Test("Currency follows the environment's locale: en_US, de_DE, fr_FR, ja_JP")
    func currencyPerLocale() {
        let text = Text(9.0, format: .currency(code: "USD"))
        #expect(shown(text, locale: "en_US") == "$9.00")
        #expect(shown(text, locale: "de_DE") == "9,00\u{A0}$")
        #expect(shown(text, locale: "fr_FR") == "9,00\u{A0}$US")
        #expect(shown(text, locale: "ja_JP") == "$9.00")
        #expect(shown(Text(9.0, format: .currency(code: "EUR")), locale: "de_DE") == "9,00\u{A0}€")
    }

    @Test("Numbers and percentages follow the environment's locale")
    func numbersPerLocale() {
        let number = Text(1234567.891, format: .number)
        #expect(shown(number) == "1,234,567.891")
        #expect(shown(number, locale: "de_DE") == "1.234.567,891")
        #expect(shown(number, locale: "fr_FR") == "1\(narrowSpace)234\(narrowSpace)567,891")
        #expect(shown(Text(0.25, format: .percent), locale: "de_DE") == "25\u{A0}%")
        #expect(shown(Text(42, format: .number)) == "42")
    }

    @Test("A style's own locale is replaced by the environment's, as SwiftUI does")
    func styleLocaleReplaced() {
        let text = Text(9.0, format: FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: Locale(identifier: "ja_JP")))
        #expect(shown(text, locale: "de_DE") == "9,00\u{A0}€")
    }

    @Test("Dates use the environment's time zone: the epoch is midnight in UTC, 9 AM in Tokyo")
    func dateTimeZone() {
        let text = Text(epoch, format: .dateTime)
        #expect(shown(text) == "1/1/1970, 12:00\(narrowSpace)AM")
        #expect(shown(text, timeZone: "Asia/Tokyo") == "1/1/1970, 9:00\(narrowSpace)AM")
        #expect(shown(text, locale: "de_DE") == "1.1.1970, 0:00")
        #expect(shown(text, locale: "ja_JP") == "1970/1/1 0:00")
    }

    @Test("A time zone set on the style is kept")
    func explicitTimeZoneKept() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let text = Text(epoch, format: Date.FormatStyle(date: .omitted, time: .shortened, timeZone: tokyo))
        #expect(shown(text, timeZone: "America/New_York") == "9:00\(narrowSpace)AM")
    }

    @Test("The environment's calendar computes the fields: the epoch in the Japanese calendar is Shōwa 45")
    func calendarDrivesFields() {
        let view = Text(epoch, format: .dateTime.year()).environment(\.calendar, Calendar(identifier: .japanese))
        #expect(shown(view, locale: "ja_JP") == "昭和45年")
        #expect(shown(Text(epoch, format: .dateTime.year()), locale: "ja_JP") == "1970年")
    }

    @Test("Long dates in four locales")
    func longDates() {
        let text = Text(epoch, format: .dateTime.day().month(.wide).year())
        #expect(shown(text) == "January 1, 1970")
        #expect(shown(text, locale: "de_DE") == "1. Januar 1970")
        #expect(shown(text, locale: "fr_FR") == "1 janvier 1970")
        #expect(shown(text, locale: "ja_JP") == "1970年1月1日")
    }

    @Test("Other styles: ISO 8601, lists, date intervals")
    func otherStyles() {
        #expect(shown(Text(epoch, format: .iso8601)) == "1970-01-01T00:00:00Z")
        #expect(shown(Text(["a", "b", "c"], format: .list(type: .and))) == "a, b, and c")
        #expect(shown(Text(["a", "b", "c"], format: .list(type: .and)), locale: "de_DE") == "a, b und c")
        #expect(shown(Text(epoch...epoch.addingTimeInterval(3600))) == "1/1/1970, 12:00\u{2009}–\u{2009}1:00\(narrowSpace)AM")
        #expect(shown(Text(DateInterval(start: epoch, duration: 3600))) == "1/1/1970, 12:00\u{2009}–\u{2009}1:00\(narrowSpace)AM")
    }

    @Test("A format whose output is an AttributedString shows its characters")
    func attributedOutput() {
        #expect(shown(Text(epoch, format: .dateTime.year().attributed)) == "1970")
    }

    @Test("A formatted Text is sized by what it shows: \"$9.00\" is five 10-point characters")
    func formattedSize() {
        #expect(measure(Text(9.0, format: .currency(code: "USD")), .unspecified) == CGSize(width: 50, height: 10))
        // "9,00 €": six characters in German.
        let german = Text(9.0, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))
        #expect(measure(german, .unspecified) == CGSize(width: 60, height: 10))
    }

    @Test("Formatted Texts are equal when value and format are, and differ otherwise")
    func equality() {
        #expect(Text(9.0, format: .currency(code: "USD")) == Text(9.0, format: .currency(code: "USD")))
        #expect(Text(9.0, format: .currency(code: "USD")) != Text(8.0, format: .currency(code: "USD")))
        #expect(Text(9.0, format: .currency(code: "USD")) != Text(9.0, format: .currency(code: "EUR")))
        #expect(Text(epoch, style: .date) == Text(epoch, style: .date))
        #expect(Text(epoch, style: .date) != Text(epoch, style: .time))
    }

    @Test("Formatted runs keep the Text's modifiers and concatenate with other Texts")
    func concatenation() throws {
        let text = Text("Total: ") + Text(9.0, format: .currency(code: "USD")).bold()
        let host = textHost(1000, 100, text)
        let leaf = try #require(firstTextLeaf(host))
        #expect(leaf.text.string == "Total: $9.00")
        #expect(leaf.text.runs.map(\.style.weight) == [nil, .bold])
    }
}
