import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `HStackTests`: a horizontal stack's children by index, bounds errors, reaching it
/// from single- and multi-child parents, search paths, and its spacing and alignment.
final class HStackTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let label = Text("Left")
        XCTAssertEqual(try HStack { label }.inspect().hStack().text(0).content.view as? Text, label)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try HStack { Text("Left") }.inspect().hStack().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("L"), b = Text("M"), c = Text("R")
        let sut = try HStack { a; b; c }.inspect().hStack()
        XCTAssertEqual(try sut.text(0).content.view as? Text, a)
        XCTAssertEqual(try sut.text(1).content.view as? Text, b)
        XCTAssertEqual(try sut.text(2).content.view as? Text, c)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try HStack { Text("L"); Text("R") }.inspect().hStack().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testSearch() throws {
        let root = AnyView(HStack { EmptyView() })
        XCTAssertEqual(try root.inspect().find(ViewType.HStack.self).pathToRoot, "anyView().hStack()")
        XCTAssertEqual(try root.inspect().find(ViewType.EmptyView.self).pathToRoot, "anyView().hStack().emptyView(0)")
    }

    func testResetsModifiers() throws {
        let child = try HStack { Text("Left") }.padding().inspect().hStack().text(0)
        XCTAssertEqual(child.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(HStack { Text("In") }).inspect().anyView().hStack())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let outer = HStack { HStack { Text("A") }; HStack { Text("B") } }
        XCTAssertNoThrow(try outer.inspect().hStack().hStack(0))
        XCTAssertNoThrow(try outer.inspect().hStack().hStack(1))
    }

    func testSpacingInspection() throws {
        XCTAssertEqual(try HStack(spacing: 11) { Text("") }.inspect().hStack().spacing(), 11)
    }

    func testAlignmentInspectionBottom() throws {
        XCTAssertEqual(try HStack(alignment: .bottom) { Text("") }.inspect().hStack().alignment(), .bottom)
    }

    func testAlignmentInspectionTop() throws {
        XCTAssertEqual(try HStack(alignment: .top) { Text("") }.inspect().hStack().alignment(), .top)
    }

    func testAlignmentInspectionDefault() throws {
        XCTAssertEqual(try HStack { Text("") }.inspect().hStack().alignment(), .center)
    }
}
