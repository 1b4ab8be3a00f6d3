import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

@Suite("LocalizedStringKey interpolation: specifiers, format styles, formatters, formatted at build time")
@MainActor struct InterpolationFormattingTests: FormattingFixtures {
    @Test("Numbers use their type's default specifier, as SwiftUI: a Double is \"%lf\" (\"3.141590\"), an Int \"%lld\"")
    func defaultSpecifiers() {
        #expect(shown(Text("π ≈ \(3.14159)")) == "π ≈ 3.141590")
        #expect(shown(Text("\(42) items")) == "42 items")
        #expect(shown(Text("\(Float(0.5))")) == "0.500000")
        #expect(shown(Text("\(CGFloat(2))")) == "2.000000")
        #expect(shown(Text("\(UInt8(200))")) == "200")
        #expect(shown(Text("\(-7)")) == "-7")
        // Foundation's locale-aware formatting groups digits, as SwiftUI's does ("2,024").
        #expect(shown(Text("Year \(2024)")) == "Year 2,024")
        #expect(shown(Text("\(1234567)"), locale: "de_DE") == "1.234.567")
    }

    @Test("specifier: formats in the environment's locale (\"3,14\" in German)")
    func specifier() {
        #expect(shown(Text("\(3.14159, specifier: "%.2f")")) == "3.14")
        #expect(shown(Text("\(3.14159, specifier: "%.2f")"), locale: "de_DE") == "3,14")
        #expect(shown(Text("\(3.5)"), locale: "de_DE") == "3,500000")
        #expect(shown(Text("\(255, specifier: "%x")")) == "ff")
        #expect(shown(Text("\(0.5, specifier: "%.0f%%")")) == "0%")
        #expect(shown(Text("\(7, specifier: "%1$lld")")) == "7")
    }

    @Test("A specifier that does not format one such number falls back to the default, reported")
    func badSpecifier() {
        for bad in ["%@", "%s", "%d %d", "no conversion", "%f", "%*d", "%n", "%2$d", "%99999d", "%"] {
            let (string, diagnostics) = shownWithDiagnostics(Text("\(42, specifier: bad)"))
            #expect(string == "42", "\(bad)")
            #expect(diagnostics == ["The format specifier \"\(bad)\" does not format one Int value; using \"%lld\"."], "\(bad)")
        }
        let (string, diagnostics) = shownWithDiagnostics(Text("\(1.5, specifier: "%Lf")"))
        #expect(string == "1.500000")
        #expect(diagnostics.count == 1)
    }

    @Test("format: with a format style, in the environment's locale")
    func formatStyle() {
        let text = Text("Total: \(9.0, format: .currency(code: "EUR"))")
        #expect(shown(text) == "Total: €9.00")
        #expect(shown(text, locale: "de_DE") == "Total: 9,00\u{A0}€")
        #expect(shown(Text("\(epoch, format: .dateTime.year())")) == "1970")
    }

    @Test("Formatted values are shown as they are while the literal parts are Markdown")
    func markdownAroundValues() throws {
        let host = textHost(1000, 100, Text("**\(9.0, format: .currency(code: "USD"))** and \([1.0, 2.0], format: .list(memberStyle: .number, type: .and))"))
        let leaf = try #require(firstTextLeaf(host))
        #expect(leaf.text.string == "$9.00 and 1 and 2")
        #expect(leaf.text.runs.first?.style.weight == .bold)
        // A value with Markdown characters is not Markdown.
        let stars = Text("\(["*a*", "_b_"], format: .list(type: .and))")
        #expect(shown(stars) == "*a* and _b_")
    }

    @Test("formatter: with a Formatter, its process-default locale replaced by the environment's")
    func formatter() {
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.currencyCode = "EUR"
        #expect(shown(Text("\(NSNumber(value: 9), formatter: currency)"), locale: "de_DE") == "9,00\u{A0}€")
        #expect(shown(Text(NSNumber(value: 9), formatter: currency)) == "€9.00")
        let dates = DateFormatter()
        dates.dateStyle = .long
        #expect(shown(Text(epoch, formatter: dates)) == "January 1, 1970")
        #expect(shown(Text("On \(epoch, formatter: dates)"), locale: "fr_FR") == "On 1 janvier 1970")
        // A locale the formatter sets is kept; the caller's formatter is not changed.
        dates.locale = Locale(identifier: "ja_JP")
        #expect(shown(Text(epoch, formatter: dates), locale: "de_DE") == "1970年1月1日")
        #expect(currency.locale == Locale.current)
    }

    @Test("A formatter that gives no string shows nothing, reported")
    func formatterWithoutString() {
        let numbers = NumberFormatter()
        let (string, diagnostics) = shownWithDiagnostics(Text(NSString(string: "not a number"), formatter: numbers))
        #expect(string == "")
        #expect(diagnostics.count == 1)
    }

    @Test("Without a formatter, a reference-convertible value shows its description")
    func referenceConvertibleWithoutFormatter() throws {
        let url = try #require(URL(string: "https://example.com"))
        #expect(shown(Text("See \(url)")) == "See https://example.com")
    }

    @Test("A formatted Text interpolated into a key keeps formatting in the environment")
    func textInterpolation() {
        let price = Text(9.0, format: .currency(code: "EUR"))
        #expect(shown(Text("Price: \(price)"), locale: "de_DE") == "Price: 9,00\u{A0}€")
    }

    @Test("Images still interpolate beside formatted values")
    func imagesBesideValues() throws {
        let host = textHost(1000, 100, Text("\(Image(systemName: "star")) \(3, specifier: "%d") stars"))
        let leaf = try #require(firstTextLeaf(host))
        #expect(leaf.text.string == "\u{FFFC} 3 stars")
        #expect(leaf.text.runs.first?.attachment != nil)
    }
}
