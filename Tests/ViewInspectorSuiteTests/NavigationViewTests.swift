import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NavigationViewTests`: the root content (one view or several), modifiers staying
/// behind, reaching it and search paths.
final class NavigationViewTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let root = Text("Home")
        XCTAssertEqual(try NavigationView { root }.inspect().navigationView().text().content.view as? Text, root)
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("Home"), b = Text("Detail"), c = Text("More")
        let nav = try NavigationView { a; b; c }.inspect().navigationView()
        XCTAssertEqual(try nav.text().content.view as? Text, a)
        XCTAssertEqual(try nav.text(1).content.view as? Text, b)
        XCTAssertEqual(try nav.text(2).content.view as? Text, c)
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try NavigationView { Text("Home") }.padding().inspect().navigationView().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(NavigationView { Text("") }).inspect().anyView().navigationView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { NavigationView { Text("") }; NavigationView { Text("") } }
        XCTAssertNoThrow(try row.inspect().hStack().navigationView(0))
        XCTAssertNoThrow(try row.inspect().hStack().navigationView(1))
    }

    func testSearch() throws {
        let root = AnyView(NavigationView { Text("Home") })
        XCTAssertEqual(try root.inspect().find(ViewType.NavigationView.self).pathToRoot, "anyView().navigationView()")
        XCTAssertEqual(try root.inspect().find(text: "Home").pathToRoot, "anyView().navigationView().text()")
    }
}
