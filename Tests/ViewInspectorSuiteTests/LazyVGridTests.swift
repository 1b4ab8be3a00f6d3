import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LazyVGridTests`: a lazy grid inspects, is reached and searched, gives its
/// ForEach content, and reports its alignment, spacing, pinned views and columns.
final class LazyVGridTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try LazyVGrid(columns: [], content: { Text("cell") }).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(LazyVGrid(columns: [], content: { Text("cell") })).inspect().anyView().lazyVGrid())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); LazyVGrid(columns: [], content: { Text("cell") }); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().lazyVGrid(1))
    }

    func testSearch() throws {
        let row = HStack { LazyVGrid(columns: [], content: { Text("cell") }) }
        XCTAssertEqual(try row.inspect().find(ViewType.LazyVGrid.self).pathToRoot, "hStack().lazyVGrid(0)")
        XCTAssertEqual(try row.inspect().find(text: "cell").pathToRoot, "hStack().lazyVGrid(0).text(0)")
    }

    func testContentViewInspection() throws {
        let grid = LazyVGrid(columns: [], content: { ForEach(0..<6, id: \.self) { Text("cell \($0)") } })
        XCTAssertEqual(try grid.inspect().lazyVGrid().forEach(0).text(4).string(), "cell 4")
    }

    func testAlignmentInspection() throws {
        XCTAssertEqual(try LazyVGrid(columns: [], alignment: .trailing) { Text("") }.inspect().lazyVGrid().alignment(), .trailing)
    }

    func testSpacingInspection() throws {
        XCTAssertEqual(try LazyVGrid(columns: [], spacing: 7) { Text("") }.inspect().lazyVGrid().spacing(), 7)
    }

    func testPinnedViewsInspection() throws {
        XCTAssertEqual(try LazyVGrid(columns: [], pinnedViews: .sectionHeaders) { Text("") }.inspect().lazyVGrid().pinnedViews(), .sectionHeaders)
    }

    func testColumnsInspection() throws {
        XCTAssertEqual(try LazyVGrid(columns: [GridItem(.flexible(minimum: 20))]) { Text("") }.inspect().lazyVGrid().columns(), [GridItem(.flexible(minimum: 20))])
    }
}
