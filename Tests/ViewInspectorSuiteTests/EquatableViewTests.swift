import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `EquatableViewTests` (with `GlobalModifiersForEquatableView`): an equatable wrapper is
/// seen through, keeps the modifiers, and is reached from parents; `.equatable()` on a custom view.
final class EquatableViewTests: XCTestCase {
    func testEnclosedView() throws {
        let text = Text("Same")
        XCTAssertEqual(try text.equatable().inspect().text().content.view as? Text, text)
    }

    func testRetainsModifiers() throws {
        XCTAssertEqual(try Text("Same").equatable().padding().padding().inspect().text().content.medium.viewModifiers.count, 2)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(EquatableView(content: Text(""))).inspect().anyView().text())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { EquatableView(content: Text("")); EquatableView(content: Text("")) }
        XCTAssertNoThrow(try row.inspect().hStack().text(0))
        XCTAssertNoThrow(try row.inspect().hStack().text(1))
    }
}

/// Upstream `GlobalModifiersForEquatableView` (in `EquatableViewTests.swift`).
final class GlobalModifiersForEquatableView: XCTestCase {
    func testEquatable() throws {
        XCTAssertNoThrow(try AnyView(AlwaysEqual().equatable()).inspect().anyView().view(AlwaysEqual.self))
    }
}

private struct AlwaysEqual: View, Equatable {
    var body: some View { EmptyView() }
    static func == (lhs: Self, rhs: Self) -> Bool { true }
}
