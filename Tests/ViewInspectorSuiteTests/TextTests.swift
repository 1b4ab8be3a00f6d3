import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TextTests`: reaching a `Text`, and `string()` for every way a text is made —
/// literals, localised keys in a bundle's table, interpolation with specifiers, formatters,
/// dates, nested texts and images, concatenation, attributed strings and format styles.
final class TextTests: XCTestCase {
    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Text("Hi")).inspect().anyView().text())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text("a"); Text("b") }
        XCTAssertNoThrow(try row.inspect().hStack().text(0))
        XCTAssertNoThrow(try row.inspect().hStack().text(1))
    }

    func testSearch() throws {
        let root = AnyView(Text("needle"))
        XCTAssertEqual(try root.inspect().find(ViewType.Text.self).pathToRoot, "anyView().text()")
        XCTAssertEqual(try root.inspect().find(text: "needle").pathToRoot, "anyView().text()")
    }

    // MARK: string()

    func testExternalStringValue() throws {
        let title = "Greeting"
        XCTAssertEqual(try Text(title).inspect().text().string(), title)
    }

    func testLocalizableStringNoParams() throws {
        XCTAssertEqual(try Text("Greeting").inspect().text().string(), "Greeting")
    }

    func testResourceLocalizationStringNoParams() throws {
        let bundle = try LocalizedFixtureBundle.make()
        let text = try Text("Greeting", tableName: "Greetings", bundle: bundle).inspect().text()
        XCTAssertEqual(try text.string(locale: Locale(identifier: "fr")), "Greeting")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "en")), "Hello")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "en_AU")), "G'day")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "ru")), "Привет")
    }

    func testLocalizationGlobalDefault() throws {
        let bundle = try LocalizedFixtureBundle.make()
        let text = try Text("Greeting", tableName: "Greetings", bundle: bundle).inspect().text()
        XCTAssertEqual(try text.string(), "Hello")
        let saved = Locale.testsDefault
        defer { Locale.testsDefault = saved }
        Locale.testsDefault = Locale(identifier: "ru")
        XCTAssertEqual(try text.string(), "Привет")
    }

    func testVerbatimStringNoParams() throws {
        XCTAssertEqual(try Text(verbatim: "As is").inspect().text().string(), "As is")
    }

    func testStringWithOneParam() throws {
        XCTAssertEqual(try Text("Count \(7)").inspect().text().string(), "Count 7")
    }

    func testStringWithMultipleParams() throws {
        XCTAssertEqual(try Text(verbatim: "Mix \(3) \(2.5) \("xyz")").inspect().text().string(), "Mix 3 2.5 xyz")
    }

    func testStringWithSpecifier() throws {
        XCTAssertEqual(try Text("\(3.14159, specifier: "%.3f")").inspect().text().string(), "3.142")
    }

    private func twoDigitFormatter(_ locale: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.locale = Locale(identifier: locale)
        return formatter
    }

    // Linux Foundation's NumberFormatter keeps all fraction digits here (Apple's rounds to
    // "7.26"), so the expectation is whatever the formatter itself makes.
    func testObjectInitialization() throws {
        let formatter = twoDigitFormatter("en")
        let number = NSNumber(value: 7.256)
        let text = Text(number, formatter: formatter)
        XCTAssertEqual(try text.inspect().text().string(), formatter.string(for: number))
        formatter.locale = Locale(identifier: "ru")
        XCTAssertEqual(try text.inspect().text().string(), formatter.string(for: number))
        XCTAssertTrue(try text.inspect().text().string().hasPrefix("7,"))
    }

    func testObjectInterpolation() throws {
        let formatter = twoDigitFormatter("en")
        let number = NSNumber(value: 7.256)
        XCTAssertEqual(try Text("\(number, formatter: formatter)").inspect().text().string(), formatter.string(for: number))
    }

    func testReferenceConvertibleInitialization() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let day = Date(timeIntervalSinceReferenceDate: 86_400 * 3)
        XCTAssertEqual(try Text(day, formatter: formatter).inspect().text().string(), formatter.string(from: day))
    }

    func testReferenceConvertibleInterpolation() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let day = Date(timeIntervalSinceReferenceDate: 86_400 * 3)
        XCTAssertEqual(try Text("\(day, formatter: formatter)").inspect().text().string(), formatter.string(from: day))
    }

    func testDateStyleInitialization() throws {
        let text = Text(Date(timeIntervalSinceReferenceDate: 60), style: .relative)
        assertThrows(try text.inspect().text().string(), "Inspection of formatted Date is currently not supported")
    }

    func testDateIntervalInitialization() throws {
        let start = Date(timeIntervalSinceReferenceDate: 60)
        let end = Date(timeIntervalSinceReferenceDate: 7_200)
        assertThrows(try Text(start...end).inspect().text().string(), "Inspection of formatted Date is currently not supported")
        assertThrows(try Text(DateInterval(start: start, end: end)).inspect().text().string(),
                     "Inspection of formatted Date is currently not supported")
    }

    func testTextInterpolation() throws {
        let text = Text("one \(Text("two").italic()) \(Text("three"))")
        XCTAssertEqual(try text.inspect().text().string(), "one two three")
    }

    func testImageInterpolation() throws {
        XCTAssertEqual(try Text("icon \(Image("star"))").inspect().text().string(), "icon Image('star')")
    }

    func testCustomTextInterpolation() throws {
        XCTAssertEqual(try Text("tag \(angled: "x")").inspect().text().string(), "tag <x>")
    }

    func testConcatenatedTexts() throws {
        let text = Text("Left") + Text("Mid").italic() + Text(verbatim: "99")
        XCTAssertEqual(try text.inspect().text().string(), "LeftMid99")
    }

    func testImageExtraction() throws {
        let first = Image("a1").antialiased(true)
        let second = Image("b2").resizable()
        let third = Image("c3")
        let text = Text("See \(first) \(Text(second))") + Text("\(5, specifier: "%d") \(third)")
        XCTAssertEqual(try text.inspect().text().images(), [first, second, third])
        XCTAssertEqual(try text.inspect().text().string(), "See Image('a1') Image('b2')5 Image('c3')")
        XCTAssertEqual(try Text(Date()...Date()).inspect().text().images(), [])
        XCTAssertEqual(try Text("plain").inspect().text().images(), [])
    }

    func testAttributedStringTextStorage() throws {
        let styled = sampleAttributedString()
        let text = Text("start ") + Text(styled) + Text(" end")
        XCTAssertEqual(try text.inspect().text().string(), "start Strong words here end")
    }

    /// "Strong words here": a bold run (through its font), plain text and a link.
    private func sampleAttributedString() -> AttributedString {
        var strong = AttributedString("Strong")
        strong.font = .body.bold()
        var link = AttributedString("here")
        link.link = URL(string: "https://example.org")
        return strong + AttributedString(" words ") + link
    }

    // MARK: attributedString()

    func testAttributedStringValue() throws {
        let styled = sampleAttributedString()
        XCTAssertEqual(try Text(styled).inspect().text().attributedString(), styled)
    }

    func testAttributedStringFoundString() throws {
        assertThrows(try Text("plain").inspect().text().attributedString(),
                     "Please use attributes() for accessing the text styles on this view")
    }

    // MARK: FormatStyle

    func testFormatStyle() throws {
        let text = Text("Total \(98765, format: .number) at \(0.125, format: .percent)")
        XCTAssertEqual(try text.inspect().text().string(), "Total 98,765 at 12.5%")
    }

    func testFormatStyleWithLocale() throws {
        let text = Text("Total \(98765, format: .number) at \(0.125, format: .percent)")
        XCTAssertEqual(try text.inspect().text().string(locale: Locale(identifier: "de_DE")), "Total 98.765 at 12,5\u{a0}%")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A custom interpolation of the suite's own: the value in angle brackets.
    mutating func appendInterpolation(angled value: String) {
        appendLiteral("<\(value)>")
    }
}

/// A bundle made on disk at run time with a `Greetings` strings table in en, en_AU and ru.
enum LocalizedFixtureBundle {
    nonisolated(unsafe) private static var cached: Bundle?

    static func make() throws -> Bundle {
        if let cached { return cached }
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ViewInspectorSuite-\(ProcessInfo.processInfo.processIdentifier).bundle")
        let tables = ["en": "Hello", "en_AU": "G'day", "ru": "Привет"]
        for (language, value) in tables {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"Greeting\" = \"\(value)\";\n".write(to: folder.appendingPathComponent("Greetings.strings"), atomically: true, encoding: .utf8)
        }
        guard let bundle = Bundle(url: root) else { throw XCTSkip("could not make the fixture bundle") }
        cached = bundle
        return bundle
    }
}
