import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `VStackTests`: a vertical stack's children by index, bounds errors, reaching it
/// from single- and multi-child parents, search paths, and its spacing and alignment.
final class VStackTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let label = Text("Top")
        let stack = VStack { label }
        XCTAssertEqual(try stack.inspect().vStack().text(0).content.view as? Text, label)
    }

    func testResetsModifiers() throws {
        let stack = VStack { Text("Top") }.padding()
        let child = try stack.inspect().vStack().text(0)
        XCTAssertEqual(child.content.medium.viewModifiers.count, 0)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        let stack = VStack { Text("Top") }
        assertThrows(try stack.inspect().vStack().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let first = Text("One"), second = Text("Two"), third = Text("Three")
        let stack = VStack { first; second; third }
        let sut = try stack.inspect().vStack()
        XCTAssertEqual(try sut.text(0).content.view as? Text, first)
        XCTAssertEqual(try sut.text(1).content.view as? Text, second)
        XCTAssertEqual(try sut.text(2).content.view as? Text, third)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        let stack = VStack { Text("One"); Text("Two") }
        assertThrows(try stack.inspect().vStack().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(VStack { Text("In") }).inspect().anyView().vStack())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let outer = VStack {
            VStack { Text("A") }
            VStack { Text("B") }
        }
        XCTAssertNoThrow(try outer.inspect().vStack().vStack(0))
        XCTAssertNoThrow(try outer.inspect().vStack().vStack(1))
    }

    func testSearch() throws {
        let root = AnyView(VStack { EmptyView() })
        XCTAssertEqual(try root.inspect().find(ViewType.VStack.self).pathToRoot, "anyView().vStack()")
        XCTAssertEqual(try root.inspect().find(ViewType.EmptyView.self).pathToRoot, "anyView().vStack().emptyView(0)")
    }

    func testSpacingInspection() throws {
        XCTAssertEqual(try VStack(spacing: 9) { Text("") }.inspect().vStack().spacing(), 9)
    }

    func testAlignmentInspectionLeading() throws {
        XCTAssertEqual(try VStack(alignment: .leading) { Text("") }.inspect().vStack().alignment(), .leading)
    }

    func testAlignmentInspectionCenter() throws {
        XCTAssertEqual(try VStack(alignment: .center) { Text("") }.inspect().vStack().alignment(), .center)
    }

    func testAlignmentInspectionDefault() throws {
        XCTAssertEqual(try VStack { Text("") }.inspect().vStack().alignment(), .center)
    }
}
