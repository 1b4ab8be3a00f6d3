import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `DividerTests`: a divider inspects, is reached from parents and by search.
final class DividerTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try Divider().inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Divider()).inspect().anyView().divider())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let column = HStack { Text("a"); Divider(); Text("b"); Divider() }
        XCTAssertNoThrow(try column.inspect().hStack().divider(1))
        XCTAssertNoThrow(try column.inspect().hStack().divider(3))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(Divider()).inspect().find(ViewType.Divider.self).pathToRoot, "anyView().divider()")
    }
}
