import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ToolbarTests`: placements compare equal only to themselves; toolbars don't block
/// inspection; items and item groups of one or several toolbars, their children, identifiers,
/// placements and showsByDefault; the implicit item group; search paths into toolbars.
final class ToolbarTests: XCTestCase {
    func testToolbarItemPlacementEquatable() throws {
        let placements: [ToolbarItemPlacement] = [.automatic, .principal, .bottomBar, .navigation, .navigationBarLeading,
                                                  .navigationBarTrailing, .primaryAction, .cancellationAction,
                                                  .confirmationAction, .destructiveAction]
        for (i, lhs) in placements.enumerated() {
            for (j, rhs) in placements.enumerated() {
                if i == j { XCTAssertEqual(lhs, rhs) } else { XCTAssertNotEqual(lhs, rhs) }
            }
        }
    }

    func testDoesNotBlockInspection() throws {
        let group = Group { EmptyView().offset().toolbar { Text("") }.padding() }
        XCTAssertNoThrow(try group.inspect().group().emptyView(0).offset())
    }

    func testSimpleExtraction() throws {
        let view = EmptyView().toolbar { ToolbarItem { Text("Edit") } }
        XCTAssertEqual(try view.inspect().toolbar().item().text().string(), "Edit")
    }

    func testMultipleToolbarsExtraction() throws {
        let view = EmptyView()
            .toolbar { ToolbarItem { Text("first bar") } }
            .padding()
            .toolbar { ToolbarItem { Text("second bar") } }
        XCTAssertEqual(try view.inspect().toolbar().item().text().string(), "first bar")
        XCTAssertEqual(try view.inspect().toolbar(1).item().text().string(), "second bar")
    }

    func testMultipleItemsExtraction() throws {
        let view = EmptyView().toolbar {
            ToolbarItem { Text("a") }
            ToolbarItemGroup { Text("b") }
            ToolbarItem { Text("c") }
        }
        let toolbar = try view.inspect().toolbar()
        XCTAssertEqual(try toolbar.item(0).text().string(), "a")
        XCTAssertEqual(try toolbar.itemGroup(1).text().string(), "b")
        XCTAssertEqual(try toolbar.item(2).text().string(), "c")
    }

    func testMultipleChildViewsExtraction() throws {
        let view = EmptyView().toolbar {
            ToolbarItem { Text("a1"); Text("a2") }
            ToolbarItemGroup { Text("b1"); Text("b2") }
        }
        let item = try view.inspect().toolbar().item(0)
        let group = try view.inspect().toolbar().itemGroup(1)
        XCTAssertEqual(try item.text(0).string(), "a1")
        XCTAssertEqual(try item.text(1).string(), "a2")
        XCTAssertEqual(try group.text(0).string(), "b1")
        XCTAssertEqual(try group.text(1).string(), "b2")
        assertThrows(try view.inspect().toolbar().item(2), "View for toolbar item at index 2 is absent")
    }

    func testImplicitToolbarItemGroup() throws {
        XCTAssertEqual(try EmptyView().toolbar { Text("Loose") }.inspect().toolbar().itemGroup().text().string(), "Loose")
    }

    func testToolbarIdentifier() throws {
        let view = EmptyView().toolbar { Text("") }.toolbar(id: "editor") { ToolbarItem(id: "") { Text("") } }
        XCTAssertNil(try view.inspect().toolbar(0).identifier())
        XCTAssertEqual(try view.inspect().toolbar(1).identifier(), "editor")
    }

    func testToolbarItemIdentifier() throws {
        let view = EmptyView().toolbar {
            ToolbarItem(id: "bold") { Text("") }
            ToolbarItem(id: "italic") { EmptyView() }
        }
        XCTAssertEqual(try view.inspect().toolbar().item(0).identifier(), "bold")
        XCTAssertEqual(try view.inspect().toolbar().item(1).identifier(), "italic")
        assertThrows(try view.inspect().toolbar().item(0).id(), "ToolbarItem<String, Text> does not have 'id' modifier")
    }

    func testToolbarItemPlacement() throws {
        let toolbar = try EmptyView().toolbar {
            ToolbarItem(placement: .cancellationAction) { EmptyView() }
            ToolbarItem(placement: .confirmationAction) { EmptyView() }
            ToolbarItem { EmptyView() }
        }.inspect().toolbar()
        XCTAssertEqual(try toolbar.item(0).placement(), .cancellationAction)
        XCTAssertEqual(try toolbar.item(1).placement(), .confirmationAction)
        XCTAssertEqual(try toolbar.item(2).placement(), .automatic)
    }

    func testToolbarItemGroupPlacement() throws {
        let toolbar = try EmptyView().toolbar {
            ToolbarItemGroup(placement: .cancellationAction) { EmptyView() }
            ToolbarItemGroup(placement: .confirmationAction) { EmptyView() }
            ToolbarItemGroup { EmptyView() }
        }.inspect().toolbar()
        XCTAssertEqual(try toolbar.itemGroup(0).placement(), .cancellationAction)
        XCTAssertEqual(try toolbar.itemGroup(1).placement(), .confirmationAction)
        XCTAssertEqual(try toolbar.itemGroup(2).placement(), .automatic)
    }

    func testToolbarItemShowsByDefault() throws {
        let toolbar = try EmptyView().toolbar {
            ToolbarItem(id: "hidden", showsByDefault: false) { EmptyView() }
            ToolbarItem { EmptyView() }
        }.inspect().toolbar()
        XCTAssertFalse(try toolbar.item(0).showsByDefault())
        XCTAssertTrue(try toolbar.item(1).showsByDefault())
    }

    func testSearchAndPathToRoot() throws {
        let root = Group {
            EmptyView()
                .toolbar {
                    ToolbarItem { Text("a1"); Text("a2") }
                    ToolbarItemGroup { HStack { Text("b1"); Text("b2") } }
                }
                .padding()
                .toolbar { ToolbarItem { Text("c") } }
        }
        XCTAssertEqual(try root.inspect().find(text: "a2").pathToRoot, "group().emptyView(0).toolbar().item(0).text(1)")
        XCTAssertEqual(try root.inspect().find(text: "b1").pathToRoot, "group().emptyView(0).toolbar().itemGroup(1).hStack().text(0)")
        XCTAssertEqual(try root.inspect().find(text: "c").pathToRoot, "group().emptyView(0).toolbar(1).item(0).text()")
    }
}
