import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LazyVStackTests`: a lazy stack inspects, is reached from parents and by search,
/// gives its ForEach content, and reports its alignment, spacing and pinned views.
final class LazyVStackTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try LazyVStack(content: { Text("cell") }).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(LazyVStack(content: { Text("cell") })).inspect().anyView().lazyVStack())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let parent = HStack {
            Text("before")
            LazyVStack(content: { Text("cell") })
            Text("after")
        }
        XCTAssertNoThrow(try parent.inspect().hStack().lazyVStack(1))
    }

    func testSearch() throws {
        let parent = HStack { LazyVStack(content: { Text("cell") }) }
        XCTAssertEqual(try parent.inspect().find(ViewType.LazyVStack.self).pathToRoot, "hStack().lazyVStack(0)")
        XCTAssertEqual(try parent.inspect().find(text: "cell").pathToRoot, "hStack().lazyVStack(0).text(0)")
    }

    func testContentViewInspection() throws {
        let stack = LazyVStack(content: {
            ForEach(0..<8, id: \.self) { Text("row \($0)") }
        })
        XCTAssertEqual(try stack.inspect().lazyVStack().forEach(0).text(5).string(), "row 5")
    }

    func testAlignmentInspection() throws {
        XCTAssertEqual(try LazyVStack(alignment: .trailing) { Text("") }.inspect().lazyVStack().alignment(), .trailing)
    }

    func testSpacingInspection() throws {
        XCTAssertEqual(try LazyVStack(spacing: 3) { Text("") }.inspect().lazyVStack().spacing(), 3)
    }

    func testPinnedViewsInspection() throws {
        XCTAssertEqual(try LazyVStack(pinnedViews: .sectionHeaders) { Text("") }.inspect().lazyVStack().pinnedViews(), .sectionHeaders)
    }
}
