import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SectionTests`: a section's rows by index, bounds errors, search paths into rows,
/// header and footer, reaching it, and its header/footer views.
final class SectionTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let row = Text("Only row")
        XCTAssertEqual(try Section { row }.inspect().section().text(0).content.view as? Text, row)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try Section { Text("Only row") }.inspect().section().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("r1"), b = Text("r2"), c = Text("r3")
        let section = try Section { a; b; c }.inspect().section()
        XCTAssertEqual(try section.text(0).content.view as? Text, a)
        XCTAssertEqual(try section.text(1).content.view as? Text, b)
        XCTAssertEqual(try section.text(2).content.view as? Text, c)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try Section { Text("r1"); Text("r2") }.inspect().section().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testSearch() throws {
        let root = AnyView(Section(header: Text("Top"), footer: Text("Bottom"), content: { Text("Body") }))
        XCTAssertEqual(try root.inspect().find(ViewType.Section.self).pathToRoot, "anyView().section()")
        XCTAssertEqual(try root.inspect().find(text: "Body").pathToRoot, "anyView().section().text(0)")
        XCTAssertEqual(try root.inspect().find(text: "Top").pathToRoot, "anyView().section().header().text()")
        XCTAssertEqual(try root.inspect().find(text: "Bottom").pathToRoot, "anyView().section().footer().text()")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try Section { Text("r") }.padding().inspect().section().text(0).content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Section { Text("r") }).inspect().anyView().section())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let form = Form { Section { Text("a") }; Section { Text("b") } }
        XCTAssertNoThrow(try form.inspect().form().section(0))
        XCTAssertNoThrow(try form.inspect().form().section(1))
    }

    func testHeaderInspection() throws {
        let section = Section(header: Text("Top"), footer: Text("Bottom"), content: { Text("Body") })
        XCTAssertEqual(try section.inspect().section().header().text(0).string(), "Top")
    }

    func testFooterInspection() throws {
        let section = Section(header: Text("Top"), footer: Text("Bottom"), content: { Text("Body") })
        XCTAssertEqual(try section.inspect().section().footer().text(0).string(), "Bottom")
    }
}
