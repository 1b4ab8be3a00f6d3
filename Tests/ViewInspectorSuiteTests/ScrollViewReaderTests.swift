import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ScrollViewReaderTests`: reaching a scroll view reader, search paths, its content.
final class ScrollViewReaderTests: XCTestCase {
    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ScrollViewReader { _ in EmptyView() }).inspect().anyView().scrollViewReader())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); ScrollViewReader { _ in EmptyView() }; Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().scrollViewReader(1))
    }

    func testSearch() throws {
        let root = AnyView(ScrollViewReader { _ in Text("Jump") })
        XCTAssertEqual(try root.inspect().find(ViewType.ScrollViewReader.self).pathToRoot, "anyView().scrollViewReader()")
        XCTAssertEqual(try root.inspect().find(text: "Jump").pathToRoot, "anyView().scrollViewReader().text()")
    }

    func testEnclosedView() throws {
        XCTAssertEqual(try ScrollViewReader { _ in Text("Jump") }.inspect().scrollViewReader().text().string(), "Jump")
    }
}
