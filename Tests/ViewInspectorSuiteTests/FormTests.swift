import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `FormTests`: a form's rows by index, bounds errors, reaching it and search paths.
final class FormTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let row = Text("Name")
        XCTAssertEqual(try Form { row }.inspect().form().text(0).content.view as? Text, row)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try Form { Text("Name") }.inspect().form().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("Name"), b = Text("Email"), c = Text("Phone")
        let form = try Form { a; b; c }.inspect().form()
        XCTAssertEqual(try form.text(0).content.view as? Text, a)
        XCTAssertEqual(try form.text(1).content.view as? Text, b)
        XCTAssertEqual(try form.text(2).content.view as? Text, c)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try Form { Text("Name"); Text("Email") }.inspect().form().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try Form { Text("Name") }.padding().inspect().form().text(0).content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Form { Text("Name") }).inspect().anyView().form())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let group = Group { Form { Text("a") }; Form { Text("b") } }
        XCTAssertNoThrow(try group.inspect().group().form(0))
        XCTAssertNoThrow(try group.inspect().group().form(1))
    }

    func testSearch() throws {
        let root = Group { Form { Text("Email") } }
        XCTAssertEqual(try root.inspect().find(ViewType.Form.self).pathToRoot, "group().form(0)")
        XCTAssertEqual(try root.inspect().find(text: "Email").pathToRoot, "group().form(0).text(0)")
    }
}
