import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GeometryReaderTests`: the content a geometry reader builds, modifiers staying
/// behind, reaching it and search paths.
final class GeometryReaderTests: XCTestCase {
    func testEnclosedView() throws {
        XCTAssertEqual(try GeometryReader { _ in Text("Measured") }.inspect().geometryReader().text().string(), "Measured")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try GeometryReader { _ in Text("Measured") }.padding().inspect().geometryReader().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(GeometryReader { _ in EmptyView() }).inspect().anyView().geometryReader())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { GeometryReader { _ in EmptyView() }; GeometryReader { _ in EmptyView() } }
        XCTAssertNoThrow(try row.inspect().hStack().geometryReader(0))
        XCTAssertNoThrow(try row.inspect().hStack().geometryReader(1))
    }

    func testSearch() throws {
        let row = HStack { GeometryReader { _ in EmptyView() } }
        XCTAssertEqual(try row.inspect().find(ViewType.GeometryReader.self).pathToRoot, "hStack().geometryReader(0)")
        XCTAssertEqual(try row.inspect().find(ViewType.EmptyView.self).pathToRoot, "hStack().geometryReader(0).emptyView()")
    }
}
