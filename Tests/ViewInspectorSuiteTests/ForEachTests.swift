import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ForEachTests`: the views a ForEach makes (identifiable data, key-path ids,
/// ranges), bounds errors, search paths, iterating it, and calling its onDelete / onMove.
final class ForEachTests: XCTestCase {
    private struct Fruit: Identifiable { var id: String }
    private struct Plain { var name: String }

    func testSingleEnclosedView() throws {
        let each = ForEach([Fruit(id: "kiwi")]) { Text($0.id) }
        XCTAssertEqual(try each.inspect().forEach().text(0).string(), "kiwi")
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        let each = ForEach([Fruit(id: "kiwi")]) { Text($0.id) }
        assertThrows(try each.inspect().forEach().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleIdentifiableEnclosedViews() throws {
        let each = try ForEach(["fig", "lime", "date"].map(Fruit.init)) { Text($0.id) }.inspect().forEach()
        XCTAssertEqual(try each.text(0).string(), "fig")
        XCTAssertEqual(try each.text(1).string(), "lime")
        XCTAssertEqual(try each.text(2).string(), "date")
    }

    func testSearch() throws {
        let root = AnyView(ForEach(["fig", "lime", "date"].map(Fruit.init)) { Text($0.id) })
        XCTAssertEqual(try root.inspect().find(ViewType.ForEach.self).pathToRoot, "anyView().forEach()")
        XCTAssertEqual(try root.inspect().find(text: "date").pathToRoot, "anyView().forEach().text(2)")
    }

    func testMultipleNonIdentifiableEnclosedViews() throws {
        let each = try ForEach(["fig", "lime", "date"].map(Plain.init), id: \.name) { Text($0.name) }.inspect().forEach()
        XCTAssertEqual(try each.text(0).string(), "fig")
        XCTAssertEqual(try each.text(1).string(), "lime")
        XCTAssertEqual(try each.text(2).string(), "date")
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        let each = ForEach(["fig", "lime"].map(Fruit.init)) { Text($0.id) }
        assertThrows(try each.inspect().forEach().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        let row = try ForEach(Array(0...6), id: \.self) { Text("\($0)") }.padding().inspect().forEach().text(4)
        XCTAssertEqual(row.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ForEach(["fig"].map(Fruit.init)) { Text($0.id) }).inspect().anyView().forEach())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let each = ForEach(["fig", "lime"].map(Fruit.init)) { Text($0.id) }
        let group = Group { each; each }
        XCTAssertNoThrow(try group.inspect().group().forEach(0).text(1))
        XCTAssertNoThrow(try group.inspect().group().forEach(1).text(0))
    }

    func testRangeBased() throws {
        let each = try ForEach(0..<4) { Text(verbatim: "#\($0)") }.inspect().forEach()
        XCTAssertEqual(each.count, 4)
        XCTAssertEqual(try each.text(3).string(), "#3")
        assertThrows(try each.text(4), "Enclosed view index '4' is out of bounds: '0 ..< 4'")
    }

    func testForEachIteration() throws {
        let each = try ForEach([2, 4, 8], id: \.self) { Text("\($0)") }.inspect().forEach()
        var visited = 0
        try each.forEach { row in
            XCTAssertNoThrow(try row.text())
            visited += 1
        }
        XCTAssertEqual(visited, 3)
    }

    func testOnDelete() throws {
        let called = XCTestExpectation(description: "onDelete")
        let rows = IndexSet([0, 2])
        let each = ForEach([2, 4, 8], id: \.self) { Text("\($0)") }
            .onDelete { offsets in
                XCTAssertEqual(offsets, rows)
                called.fulfill()
            }
        try each.inspect().forEach().callOnDelete(rows)
        wait(for: [called], timeout: 0.1)
    }

    func testOnMove() throws {
        let called = XCTestExpectation(description: "onMove")
        let rows = IndexSet([1])
        let each = ForEach([2, 4, 8], id: \.self) { Text("\($0)") }
            .onMove { offsets, destination in
                XCTAssertEqual(offsets, rows)
                XCTAssertEqual(destination, 0)
                called.fulfill()
            }
        try each.inspect().forEach().callOnMove(rows, 0)
        wait(for: [called], timeout: 0.1)
    }
}
