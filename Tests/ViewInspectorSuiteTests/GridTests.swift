import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GridTests`: a grid's rows and their cells, reaching grids and rows, search paths
/// through rows and erased rows, and the grid's alignment/spacings and a row's alignment.
final class GridTests: XCTestCase {
    func testInspect() throws {
        let grid = try Grid {
            GridRow { Text("a1"); Text("a2") }
            GridRow { Text("b1"); Text("b2") }
        }.inspect().grid()
        XCTAssertEqual(try grid.gridRow(0).text(1).string(), "a2")
        XCTAssertEqual(try grid.gridRow(1).text(0).string(), "b1")
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Grid { GridRow { EmptyView() } }).inspect().anyView().grid().gridRow(0))
        XCTAssertNoThrow(try AnyView(GridRow { EmptyView() }).inspect().anyView().gridRow())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); Grid { GridRow { EmptyView() } }; Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().grid(1).gridRow(0))
    }

    func testSearch() throws {
        let root = HStack {
            Grid {
                GridRow { AnyView(Text("first")) }
                EmptyView()
                AnyView(GridRow { EmptyView(); HStack { Text("second") } })
            }
        }
        XCTAssertEqual(try root.inspect().find(text: "first").pathToRoot, "hStack().grid(0).gridRow(0).anyView(0).text()")
        XCTAssertEqual(try root.inspect().find(text: "second").pathToRoot, "hStack().grid(0).anyView(2).gridRow().hStack(1).text(0)")
    }

    func testGridAlignmentInspection() throws {
        XCTAssertEqual(try Grid(alignment: .topLeading) { GridRow { EmptyView() } }.inspect().grid().alignment(), .topLeading)
    }

    func testHorizontalSpacing() throws {
        XCTAssertEqual(try Grid(horizontalSpacing: 6) { GridRow { EmptyView() } }.inspect().grid().horizontalSpacing(), 6)
    }

    func testVerticalSpacing() throws {
        XCTAssertEqual(try Grid(verticalSpacing: 6) { GridRow { EmptyView() } }.inspect().grid().verticalSpacing(), 6)
    }

    func testGridRowAlignmentInspection() throws {
        XCTAssertEqual(try Grid { GridRow(alignment: .firstTextBaseline) { EmptyView() } }.inspect().grid().gridRow(0).alignment(), .firstTextBaseline)
    }
}
