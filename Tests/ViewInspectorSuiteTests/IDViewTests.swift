import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `IDViewTests` (with `GlobalModifiersForIDView`): `.id(_:)` is seen through, modifiers
/// accumulate across it, reaching and finding views by id, and reading the id.
final class IDViewTests: XCTestCase {
    func testEnclosedView() throws {
        let text = Text("Tagged")
        XCTAssertEqual(try text.id(1).inspect().text().content.view as? Text, text)
    }

    func testAccumulatesModifiers() throws {
        let text = try Text("Tagged").padding().id(1).padding().padding().inspect().text()
        XCTAssertEqual(text.content.medium.viewModifiers.count, 4)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Text("").id("x")).inspect().anyView().text())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text("").id(3); Text("").id("three") }
        XCTAssertNoThrow(try row.inspect().hStack().text(0))
        XCTAssertNoThrow(try row.inspect().hStack().text(1))
    }

    func testSearch() throws {
        let row = HStack { Text("").id(3); Text("").id("three") }
        XCTAssertEqual(try row.inspect().find(viewWithId: 3).pathToRoot, "hStack().text(0)")
        XCTAssertEqual(try row.inspect().find(viewWithId: "three").pathToRoot, "hStack().text(1)")
    }

    func testID() throws {
        XCTAssertEqual(try EmptyView().id("key").inspect().emptyView().id(), "key")
    }
}

/// Upstream `GlobalModifiersForIDView` (in `IDViewTests.swift`).
final class GlobalModifiersForIDView: XCTestCase {
    func testID() throws {
        XCTAssertNoThrow(try EmptyView().id(9).inspect().emptyView())
    }
}
