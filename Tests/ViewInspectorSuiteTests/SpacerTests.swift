import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SpacerTests`: reaching a spacer, search path and its minimum length.
final class SpacerTests: XCTestCase {
    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Spacer()).inspect().anyView().spacer())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text("a"); Spacer(); Text("b"); Spacer() }
        XCTAssertNoThrow(try row.inspect().hStack().spacer(1))
        XCTAssertNoThrow(try row.inspect().hStack().spacer(3))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(Spacer()).inspect().find(ViewType.Spacer.self).pathToRoot, "anyView().spacer()")
    }

    func testMinLength() throws {
        XCTAssertNil(try Spacer().inspect().spacer().minLength())
        XCTAssertEqual(try Spacer(minLength: 12).inspect().spacer().minLength(), 12)
    }
}
