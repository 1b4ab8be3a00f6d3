import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GroupTests`: a group's children by index, bounds errors, reaching it and search paths.
final class GroupTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let only = Text("Solo")
        XCTAssertEqual(try Group { only }.inspect().group().text(0).content.view as? Text, only)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try Group { Text("Solo") }.inspect().group().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("x"), b = Text("y"), c = Text("z")
        let group = try Group { a; b; c }.inspect().group()
        XCTAssertEqual(try group.text(0).content.view as? Text, a)
        XCTAssertEqual(try group.text(1).content.view as? Text, b)
        XCTAssertEqual(try group.text(2).content.view as? Text, c)
    }

    func testSearch() throws {
        let root = AnyView(Group { EmptyView() })
        XCTAssertEqual(try root.inspect().find(ViewType.Group.self).pathToRoot, "anyView().group()")
        XCTAssertEqual(try root.inspect().find(ViewType.EmptyView.self).pathToRoot, "anyView().group().emptyView(0)")
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try Group { Text("x"); Text("y") }.inspect().group().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try Group { Text("Solo") }.padding().inspect().group().text(0).content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Group { Text("Solo") }).inspect().anyView().group())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let outer = Group { Group { Text("a") }; Group { Text("b") } }
        XCTAssertNoThrow(try outer.inspect().group().group(0))
        XCTAssertNoThrow(try outer.inspect().group().group(1))
    }
}
