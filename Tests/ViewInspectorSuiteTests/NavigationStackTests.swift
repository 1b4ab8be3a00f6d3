import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NavigationStackTests`: the root content (one view or several), modifiers staying
/// behind, reaching it and search paths.
final class NavigationStackTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let root = Text("Home")
        XCTAssertEqual(try NavigationStack { root }.inspect().navigationStack().text().content.view as? Text, root)
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("Home"), b = Text("Detail"), c = Text("More")
        let nav = try NavigationStack { a; b; c }.inspect().navigationStack()
        XCTAssertEqual(try nav.text().content.view as? Text, a)
        XCTAssertEqual(try nav.text(1).content.view as? Text, b)
        XCTAssertEqual(try nav.text(2).content.view as? Text, c)
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try NavigationStack { Text("Home") }.padding().inspect().navigationStack().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(NavigationStack { Text("") }).inspect().anyView().navigationStack())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { NavigationStack { Text("") }; NavigationStack { Text("") } }
        XCTAssertNoThrow(try row.inspect().hStack().navigationStack(0))
        XCTAssertNoThrow(try row.inspect().hStack().navigationStack(1))
    }

    func testSearch() throws {
        let root = AnyView(NavigationStack { Text("Home") })
        XCTAssertEqual(try root.inspect().find(ViewType.NavigationStack.self).pathToRoot, "anyView().navigationStack()")
        XCTAssertEqual(try root.inspect().find(text: "Home").pathToRoot, "anyView().navigationStack().text()")
    }
}
