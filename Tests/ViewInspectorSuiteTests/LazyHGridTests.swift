import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LazyHGridTests`: a lazy grid inspects, is reached and searched, gives its
/// ForEach content, and reports its alignment, spacing, pinned views and rows; and GridItem equality.
final class LazyHGridTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try LazyHGrid(rows: [], content: { Text("cell") }).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(LazyHGrid(rows: [], content: { Text("cell") })).inspect().anyView().lazyHGrid())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); LazyHGrid(rows: [], content: { Text("cell") }); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().lazyHGrid(1))
    }

    func testSearch() throws {
        let row = HStack { LazyHGrid(rows: [], content: { Text("cell") }) }
        XCTAssertEqual(try row.inspect().find(ViewType.LazyHGrid.self).pathToRoot, "hStack().lazyHGrid(0)")
        XCTAssertEqual(try row.inspect().find(text: "cell").pathToRoot, "hStack().lazyHGrid(0).text(0)")
    }

    func testContentViewInspection() throws {
        let grid = LazyHGrid(rows: [], content: { ForEach(0..<6, id: \.self) { Text("cell \($0)") } })
        XCTAssertEqual(try grid.inspect().lazyHGrid().forEach(0).text(4).string(), "cell 4")
    }

    func testAlignmentInspection() throws {
        XCTAssertEqual(try LazyHGrid(rows: [], alignment: .bottom) { Text("") }.inspect().lazyHGrid().alignment(), .bottom)
    }

    func testSpacingInspection() throws {
        XCTAssertEqual(try LazyHGrid(rows: [], spacing: 7) { Text("") }.inspect().lazyHGrid().spacing(), 7)
    }

    func testPinnedViewsInspection() throws {
        XCTAssertEqual(try LazyHGrid(rows: [], pinnedViews: .sectionHeaders) { Text("") }.inspect().lazyHGrid().pinnedViews(), .sectionHeaders)
    }

    func testRowsInspection() throws {
        XCTAssertEqual(try LazyHGrid(rows: [GridItem(.flexible(minimum: 20))]) { Text("") }.inspect().lazyHGrid().rows(), [GridItem(.flexible(minimum: 20))])
    }

    func testEquatable() throws {
        let items = [
            GridItem(.fixed(8), spacing: 12, alignment: .topTrailing),
            GridItem(.adaptive(minimum: 5, maximum: 50)),
            GridItem(.flexible(minimum: 5, maximum: 50)),
        ]
        XCTAssertEqual(items[0], items[0])
        XCTAssertEqual(items[1], items[1])
        XCTAssertEqual(items[2], items[2])
        XCTAssertNotEqual(items[1], items[2])
    }
}
