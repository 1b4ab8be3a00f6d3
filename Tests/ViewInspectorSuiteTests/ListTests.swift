import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ListTests` (with `GlobalModifiersForList`): a list's rows by index, bounds errors,
/// reaching it, search paths; and the row modifiers (insets, background, item tint) and
/// `listStyle()`.
final class ListTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let row = Text("Row")
        XCTAssertEqual(try List { row }.inspect().list().text(0).content.view as? Text, row)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try List { Text("Row") }.inspect().list().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("Apples"), b = Text("Pears"), c = Text("Plums")
        let list = try List { a; b; c }.inspect().list()
        XCTAssertEqual(try list.text(0).content.view as? Text, a)
        XCTAssertEqual(try list.text(1).content.view as? Text, b)
        XCTAssertEqual(try list.text(2).content.view as? Text, c)
    }

    func testSearch() throws {
        let root = AnyView(List { EmptyView(); Text("Plums") })
        XCTAssertEqual(try root.inspect().find(ViewType.List.self).pathToRoot, "anyView().list()")
        XCTAssertEqual(try root.inspect().find(text: "Plums").pathToRoot, "anyView().list().text(1)")
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try List { Text("a"); Text("b") }.inspect().list().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        let row = try List { Text("Row") }.padding().inspect().list().text(0)
        XCTAssertEqual(row.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(List { Text("Row") }).inspect().anyView().list())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let outer = List { List { Text("a") }; List { Text("b") } }
        XCTAssertNoThrow(try outer.inspect().list().list(0))
        XCTAssertNoThrow(try outer.inspect().list().list(1))
    }
}

/// Upstream `GlobalModifiersForList` (in `ListTests.swift`).
final class GlobalModifiersForList: XCTestCase {
    func testListRowInsets() throws {
        XCTAssertNoThrow(try EmptyView().listRowInsets(EdgeInsets()).inspect().emptyView())
    }

    func testListRowInsetsInspection() throws {
        let insets = EdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        XCTAssertEqual(try EmptyView().listRowInsets(insets).inspect().listRowInsets(), insets)
    }

    func testListRowBackground() throws {
        XCTAssertNoThrow(try EmptyView().listRowBackground(Text("")).inspect().emptyView())
    }

    func testListRowBackgroundInspection() throws {
        XCTAssertEqual(try EmptyView().listRowBackground(Text("stripe").padding()).inspect().listRowBackground().text().string(), "stripe")
    }

    func testListRowBackgroundSearch() throws {
        XCTAssertNoThrow(try EmptyView().listRowBackground(Text("stripe").padding()).inspect().find(text: "stripe"))
    }

    func testListItemTint() throws {
        XCTAssertNoThrow(try EmptyView().listItemTint(.green).inspect().emptyView())
    }

    func testFixedListItemTint() throws {
        let tint = try EmptyView().listItemTint(.fixed(.green)).inspect().listItemTint()
        XCTAssertEqual(tint.color, .green)
        XCTAssertTrue(tint.isFixed)
    }

    func testListItemTintColor() throws {
        let tint = try EmptyView().listItemTint(.green).inspect().listItemTint()
        XCTAssertEqual(tint.color, .green)
        XCTAssertTrue(tint.isFixed)
    }

    func testPreferredListItemTint() throws {
        let tint = try EmptyView().listItemTint(.preferred(.green)).inspect().listItemTint()
        XCTAssertEqual(tint.color, .green)
        XCTAssertFalse(tint.isFixed)
    }

    func testListStyle() throws {
        XCTAssertNoThrow(try EmptyView().listStyle(PlainListStyle()).inspect().emptyView())
    }

    func testListStyleInspection() throws {
        XCTAssertTrue(try EmptyView().listStyle(PlainListStyle()).inspect().listStyle() is PlainListStyle)
    }
}
