import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ColorTests`: a colour inspects, is reached and found, and gives back its value,
/// RGBA components (per colour space) and asset name, with the errors when it has none.
final class ColorTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try Color.green.inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Color(red: 0.2, green: 0.4, blue: 0.6)).inspect().anyView().color())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); Color.yellow; Text(""); Color(hue: 0.3, saturation: 0.6, brightness: 0.9) }
        XCTAssertNoThrow(try row.inspect().hStack().color(1))
        XCTAssertNoThrow(try row.inspect().hStack().color(3))
    }

    func testSearch() throws {
        XCTAssertEqual(try Group { Color.green }.inspect().find(ViewType.Color.self).pathToRoot, "group().color(0)")
    }

    func testValue() throws {
        let color = Color(red: 0.3, green: 0.6, blue: 0.9)
        XCTAssertEqual(try color.inspect().color().value(), color)
    }

    func testRGBA() throws {
        let components: ((Float, Float, Float, Float)) -> [Float] = { [$0.0, $0.1, $0.2, $0.3] }
        let linear = Color(.sRGBLinear, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        XCTAssertEqual(components(try linear.inspect().color().rgba()), [0.2, 0.4, 0.6, 0.8])
        let srgb = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        XCTAssertNotEqual(components(try srgb.inspect().color().rgba()), [0.2, 0.4, 0.6, 0.8])
        let p3 = Color(.displayP3, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        XCTAssertEqual(components(try p3.inspect().color().rgba()), [0.2, 0.4, 0.6, 0.8])
    }

    func testRGBAError() throws {
        assertThrows(try Color.accentColor.inspect().color().rgba(), "RGBA values are not available")
    }

    func testName() throws {
        XCTAssertEqual(try Color("BrandBlue").inspect().color().name(), "BrandBlue")
    }

    func testNameError() throws {
        assertThrows(try Color.accentColor.inspect().color().name(), "Color name is not available")
    }
}
