import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TupleViewTests`: a body of several views needs indexed accessors, a tuple nested in
/// a container needs `tupleView(_:)`, search paths through it, and its modifiers kept.
final class TupleViewTests: XCTestCase {
    func testSimpleTupleView() throws {
        let view = try Pair().padding().inspect().view(Pair.self)
        assertThrows(try view.emptyView(), "Unable to extract EmptyView: please specify its index inside parent view")
        XCTAssertNoThrow(try view.emptyView(0))
        XCTAssertNoThrow(try view.text(1))
    }

    func testTupleInsideTupleView() throws {
        let view = NestedPair(isShown: true)
        XCTAssertEqual(try view.inspect().hStack().text(0).string(), "head")
        assertThrows(try view.inspect().hStack().text(1), "Please insert .tupleView(1) after HStack for inspecting its children at index 1")
        XCTAssertEqual(try view.inspect().hStack().tupleView(1).text(0).string(), "left")
        XCTAssertEqual(try view.inspect().hStack().tupleView(1).text(1).string(), "right")
    }

    func testSearch() throws {
        let shown = NestedPair(isShown: true), hidden = NestedPair(isShown: false)
        XCTAssertEqual(try shown.inspect().find(text: "head").pathToRoot, "view(NestedPair.self).hStack().text(0)")
        XCTAssertEqual(try shown.inspect().find(text: "left").pathToRoot, "view(NestedPair.self).hStack().tupleView(1).text(0)")
        XCTAssertEqual(try shown.inspect().find(text: "right").pathToRoot, "view(NestedPair.self).hStack().tupleView(1).text(1)")
        XCTAssertEqual(try hidden.inspect().find(text: "head").pathToRoot, "view(NestedPair.self).hStack().text(0)")
        assertThrows(try hidden.inspect().find(text: "left"), "Search did not find a match")
        assertThrows(try hidden.inspect().find(text: "right"), "Search did not find a match")
    }

    func testResetsModifiers() throws {
        let left = try NestedPair(isShown: true).inspect().hStack().tupleView(1).text(0)
        XCTAssertEqual(left.content.medium.viewModifiers.count, 2)
    }
}

private struct Pair: View {
    var body: some View {
        EmptyView()
        Text("second")
    }
}

private struct NestedPair: View {
    let isShown: Bool
    var body: some View {
        HStack {
            Text("head")
            if isShown {
                Text("left").offset().blur(radius: 2)
                Text("right")
            }
        }.padding()
    }
}
