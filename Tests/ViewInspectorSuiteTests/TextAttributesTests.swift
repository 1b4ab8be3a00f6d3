import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TextAttributesTests` (and its `FontAttributesTests`): the styles `attributes()`
/// reads off a text — bold, italic, font (also from enclosing views), weight, colour, strike,
/// underline, kerning, tracking, baseline — over ranges of concatenated texts; and `Font`'s own
/// size/name/weight/design/style getters.
final class TextAttributesTests: XCTestCase {
    func testBoldAttribute() throws {
        assertThrows(try Text("Plain").inspect().text().attributes().isBold(), "Text does not have 'bold' modifier")
        XCTAssertTrue(try Text("Heavy").underline().bold().inspect().text().attributes().isBold())
        XCTAssertTrue(try Text("Heavy").tracking(2).bold().italic().inspect().text().attributes().isBold())
    }

    func testItalicAttribute() throws {
        assertThrows(try Text("Plain").inspect().text().attributes().isItalic(), "Text does not have 'italic' modifier")
        XCTAssertTrue(try Text("Slanted").italic().inspect().text().attributes().isItalic())
        XCTAssertTrue(try Text("Slanted").tracking(2).italic().bold().inspect().text().attributes().isItalic())
    }

    func testNaiveFontInspectionError() throws {
        let text = Text("Body").font(.callout)
        assertThrows(try text.inspect().text().font(), "Please use .attributes().font() for inspecting Font on a Text")
        XCTAssertEqual(try text.inspect().text().attributes().font(), .callout)
    }

    func testFontAttribute() throws {
        let sized = Font.system(size: 19, weight: .light, design: .serif)
        XCTAssertEqual(try Text("a").tracking(1).font(sized).inspect().text().attributes().font(), sized)
        XCTAssertEqual(try Text("b").tracking(1).font(.system(.title2)).inspect().text().attributes().font(), .system(.title2))
        let custom = Font.custom("Menlo", size: 11)
        XCTAssertEqual(try Text("c").font(custom).inspect().text().attributes().font(), custom)
    }

    func testEnvironmentFontAttribute() throws {
        let innermost = Group { Group { Text("").font(.footnote) }.font(.headline) }.font(.largeTitle)
        XCTAssertEqual(try innermost.inspect().find(ViewType.Text.self).attributes().font(), .footnote)
        assertThrows(try innermost.inspect().find(ViewType.Text.self).font(),
                     "Please use .attributes().font() for inspecting Font on a Text")
        let inherited = Group { Group { Text("") }.font(.headline) }.font(.largeTitle)
        XCTAssertEqual(try inherited.inspect().find(ViewType.Text.self).attributes().font(), .headline)
        assertThrows(try inherited.inspect().find(ViewType.Text.self).font(),
                     "Please use .attributes().font() for inspecting Font on a Text")
    }

    func testEnvironmentForegroundColorAttribute() throws {
        let own = Group { Group { Text("").foregroundColor(.orange) }.foregroundColor(.purple) }.foregroundColor(.gray)
        XCTAssertEqual(try own.inspect().find(ViewType.Text.self).attributes().foregroundColor(), .orange)
        assertThrows(try own.inspect().find(ViewType.Text.self).foregroundColor(),
                     "Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
        let inherited = Group { Group { Text("") }.foregroundColor(.purple) }.foregroundColor(.gray)
        XCTAssertEqual(try inherited.inspect().find(ViewType.Text.self).attributes().foregroundColor(), .purple)
        assertThrows(try inherited.inspect().find(ViewType.Text.self).foregroundColor(),
                     "Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
    }

    func testFontWeightAttribute() throws {
        XCTAssertEqual(try Text("w").italic().fontWeight(.black).inspect().text().attributes().fontWeight(), .black)
    }

    func testForegroundColorAttribute() throws {
        XCTAssertEqual(try Text("c").italic().foregroundColor(.pink).inspect().text().attributes().foregroundColor(), .pink)
    }

    func testStrikethroughAttribute() throws {
        let attributes = try Text("s").bold().strikethrough(true, color: .red).inspect().text().attributes()
        XCTAssertTrue(try attributes.isStrikethrough())
        XCTAssertEqual(try attributes.strikethroughColor(), .red)
        XCTAssertEqual(try attributes.strikethroughStyle(), .single)
    }

    func testUnderlineAttribute() throws {
        let attributes = try Text("u").bold().underline(true, color: .red).inspect().text().attributes()
        XCTAssertTrue(try attributes.isUnderline())
        XCTAssertEqual(try attributes.underlineColor(), .red)
        XCTAssertEqual(try attributes.underlineStyle(), .single)
    }

    func testKerningAttribute() throws {
        XCTAssertEqual(try Text("k").italic().kerning(3).inspect().text().attributes().kerning(), 3)
    }

    func testTrackingAttribute() throws {
        XCTAssertEqual(try Text("t").italic().tracking(8).inspect().text().attributes().tracking(), 8)
    }

    func testBaselineOffsetAttribute() throws {
        XCTAssertEqual(try Text("b").italic().baselineOffset(-2).inspect().text().attributes().baselineOffset(), -2)
    }

    func testAttributesForConcatenatedText() throws {
        let attributes = try (Text("Ab").tracking(1).bold() + Text("cd").bold().italic()).inspect().text().attributes()
        XCTAssertTrue(try attributes.isBold())
        assertThrows(try attributes.isItalic(), "Modifier 'italic' is applied only to a subrange")
    }

    func testAttributeRangesForConcatenatedText() throws {
        let text = Text("Ab").bold() + Text("cd").italic() + Text("efg").bold().italic()
        let attributes = try text.inspect().text().attributes()
        XCTAssertTrue(try attributes[0..<2].isBold())
        XCTAssertTrue(try attributes[1..<2].isBold())
        XCTAssertTrue(try attributes[2..<4].isItalic())
        XCTAssertTrue(try attributes[2..<7].isItalic())
        XCTAssertTrue(try attributes[3..<5].isItalic())
        assertThrows(try attributes[0..<4].isItalic(), "Modifier 'italic' is applied only to a subrange")
        assertThrows(try attributes.isBold(), "Modifier 'bold' is applied only to a subrange")
        XCTAssertTrue(try attributes[..<2].isBold())
        XCTAssertTrue(try attributes[0...1].isBold())
        XCTAssertTrue(try attributes[...1].isBold())
        XCTAssertTrue(try attributes[5...].isBold())
    }

    func testAttributeLookupErrors() throws {
        let single = try Text("Four").bold().kerning(2).inspect().text().attributes()
        assertThrows(try single[10..<14].isBold(), "Invalid text range")
        let mixed = try (Text("Ab").kerning(1) + Text("cd").kerning(3)).inspect().text().attributes()
        assertThrows(try mixed.kerning(), "Modifier 'kerning' has different values in subranges")
    }

    func testAttributeRangesForConcatenatedTextUsingStringRange() throws {
        let text = try (Text("strong").bold() + Text(" ") + Text("slanted").italic()).inspect().text()
        let string = try text.string()
        let attributes = try text.attributes()
        XCTAssertTrue(try attributes[try XCTUnwrap(string.range(of: "strong"))].isBold())
        XCTAssertTrue(try attributes[try XCTUnwrap(string.range(of: "slanted"))].isItalic())
    }

    func testAttributeRangesForConcatenatedTextUsingRangeExpressions() throws {
        let text = try (Text("strong").bold() + Text(" ") + Text("slanted").italic()).inspect().text()
        let string = try text.string()
        let attributes = try text.attributes()
        let boldEnd = string.index(string.startIndex, offsetBy: 6)
        XCTAssertTrue(try attributes[..<boldEnd].isBold())
        assertThrows(try attributes[string.startIndex...boldEnd].isBold(), "Modifier 'bold' is applied only to a subrange")
        XCTAssertTrue(try attributes[string.index(boldEnd, offsetBy: 2)...].isItalic())
    }
}

/// Upstream `FontAttributesTests` (in `TextAttributesTests.swift`): `Font`'s getters.
final class FontAttributesTests: XCTestCase {
    func testSizeAttribute() throws {
        XCTAssertEqual(try Font.custom("Menlo", size: 12).size(), 12)
        XCTAssertFalse(Font.custom("Menlo", size: 12).isFixedSize())
        XCTAssertEqual(try Font.system(size: 17, weight: .light, design: .serif).size(), 17)
        assertThrows(try Font.subheadline.size(), "Font does not have 'size' attribute")
        XCTAssertEqual(try Font.custom("Menlo", fixedSize: 9).size(), 9)
        XCTAssertTrue(Font.custom("Menlo", fixedSize: 9).isFixedSize())
    }

    func testNameAttribute() throws {
        XCTAssertEqual(try Font.custom("Menlo", size: 12).name(), "Menlo")
        assertThrows(try Font.system(size: 30).name(), "Font does not have 'name' attribute")
    }

    func testWeightAttribute() throws {
        XCTAssertEqual(try Font.system(size: 12, weight: .thin).weight(), .thin)
        XCTAssertEqual(try Font.system(size: 12).weight(), .regular)
        assertThrows(try Font.custom("Menlo", size: 12).weight(), "Font does not have 'weight' attribute")
    }

    func testDesignAttribute() throws {
        XCTAssertEqual(try Font.system(size: 12, design: .monospaced).design(), .monospaced)
        XCTAssertEqual(try Font.system(size: 12).design(), .default)
        assertThrows(try Font.custom("Menlo", size: 12).design(), "Font does not have 'design' attribute")
    }

    func testStyleAttribute() throws {
        XCTAssertEqual(try Font.footnote.style(), .footnote)
        assertThrows(try Font.system(size: 12).style(), "Font does not have 'style' attribute")
        XCTAssertEqual(try Font.custom("Menlo", size: 12).style(), .body)
        XCTAssertEqual(try Font.custom("Menlo", size: 12, relativeTo: .title3).style(), .title3)
    }
}
