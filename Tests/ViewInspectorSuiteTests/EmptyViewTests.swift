import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `EmptyViewTests`: an empty view inspects, is reached from parents and by search.
final class EmptyViewTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try EmptyView().inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(EmptyView()).inspect().anyView().emptyView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text("a"); EmptyView(); Text("b"); EmptyView() }
        XCTAssertNoThrow(try row.inspect().hStack().emptyView(1))
        XCTAssertNoThrow(try row.inspect().hStack().emptyView(3))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(EmptyView()).inspect().find(ViewType.EmptyView.self).pathToRoot, "anyView().emptyView()")
    }
}
