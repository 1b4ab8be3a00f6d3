import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ZStackTests`: an overlaying stack's children by index, bounds errors, reaching it
/// from parents, search paths, and its two-axis alignment.
final class ZStackTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let label = Text("Back")
        XCTAssertEqual(try ZStack { label }.inspect().zStack().text(0).content.view as? Text, label)
    }

    func testResetsModifiers() throws {
        let child = try ZStack { Text("Back") }.padding().inspect().zStack().text(0)
        XCTAssertEqual(child.content.medium.viewModifiers.count, 0)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try ZStack { Text("Back") }.inspect().zStack().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("Back"), b = Text("Middle"), c = Text("Front")
        let sut = try ZStack { a; b; c }.inspect().zStack()
        XCTAssertEqual(try sut.text(0).content.view as? Text, a)
        XCTAssertEqual(try sut.text(1).content.view as? Text, b)
        XCTAssertEqual(try sut.text(2).content.view as? Text, c)
    }

    func testSearch() throws {
        let root = AnyView(ZStack { EmptyView() })
        XCTAssertEqual(try root.inspect().find(ViewType.ZStack.self).pathToRoot, "anyView().zStack()")
        XCTAssertEqual(try root.inspect().find(ViewType.EmptyView.self).pathToRoot, "anyView().zStack().emptyView(0)")
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try ZStack { Text("a"); Text("b") }.inspect().zStack().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ZStack { Text("In") }).inspect().anyView().zStack())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let outer = ZStack { ZStack { Text("A") }; ZStack { Text("B") } }
        XCTAssertNoThrow(try outer.inspect().zStack().zStack(0))
        XCTAssertNoThrow(try outer.inspect().zStack().zStack(1))
    }

    func testAlignmentInspection() throws {
        let alignment = try ZStack(alignment: .topLeading) { Text("") }.inspect().zStack().alignment()
        XCTAssertEqual(alignment.horizontal, .leading)
        XCTAssertEqual(alignment.vertical, .top)
    }
}
