import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LazyHStackTests`: a lazy stack inspects, is reached from parents and by search,
/// gives its ForEach content, and reports its alignment, spacing and pinned views.
final class LazyHStackTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try LazyHStack(content: { Text("cell") }).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(LazyHStack(content: { Text("cell") })).inspect().anyView().lazyHStack())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let parent = VStack {
            Text("before")
            LazyHStack(content: { Text("cell") })
            Text("after")
        }
        XCTAssertNoThrow(try parent.inspect().vStack().lazyHStack(1))
    }

    func testSearch() throws {
        let parent = VStack { LazyHStack(content: { Text("cell") }) }
        XCTAssertEqual(try parent.inspect().find(ViewType.LazyHStack.self).pathToRoot, "vStack().lazyHStack(0)")
        XCTAssertEqual(try parent.inspect().find(text: "cell").pathToRoot, "vStack().lazyHStack(0).text(0)")
    }

    func testContentViewInspection() throws {
        let stack = LazyHStack(content: {
            ForEach(0..<8, id: \.self) { Text("row \($0)") }
        })
        XCTAssertEqual(try stack.inspect().lazyHStack().forEach(0).text(5).string(), "row 5")
    }

    func testAlignmentInspection() throws {
        XCTAssertEqual(try LazyHStack(alignment: .bottom) { Text("") }.inspect().lazyHStack().alignment(), .bottom)
    }

    func testSpacingInspection() throws {
        XCTAssertEqual(try LazyHStack(spacing: 3) { Text("") }.inspect().lazyHStack().spacing(), 3)
    }

    func testPinnedViewsInspection() throws {
        XCTAssertEqual(try LazyHStack(pinnedViews: .sectionFooters) { Text("") }.inspect().lazyHStack().pinnedViews(), .sectionFooters)
    }
}
