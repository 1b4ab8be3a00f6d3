import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `InspectableViewTests` (with `InspectableViewTestsAccessTests`): the basic accessor,
/// `isResponsive()` under hit-testing/disabled/hidden, and an inspected container as a sequence
/// and random-access collection, including absent (`if false`) children.
final class InspectableViewTests: XCTestCase {
    func testBasicInspectionFunctions() throws {
        XCTAssertEqual(try Text("plain").inspect().text().string(), "plain")
    }

    func testIsResponsive() throws {
        XCTAssertTrue(try Button("", action: {}).padding().inspect().isResponsive())
        XCTAssertTrue(try Button("", action: {}).allowsHitTesting(true).padding().inspect().isResponsive())
        XCTAssertTrue(try Button("", action: {}).disabled(false).padding().inspect().isResponsive())
        XCTAssertFalse(try Button("", action: {}).allowsHitTesting(false).padding().inspect().isResponsive())
        XCTAssertFalse(try Button("", action: {}).disabled(true).padding().inspect().isResponsive())
        XCTAssertFalse(try Button("", action: {}).hidden().padding().inspect().isResponsive())
    }
}

/// Upstream `InspectableViewTestsAccessTests` (in `InspectableViewTests.swift`).
final class InspectableViewTestsAccessTests: XCTestCase {
    func testSequence() throws {
        var iterator = try HStack { Text("one") }.inspect().hStack().makeIterator()
        XCTAssertNotNil(iterator.next())
        XCTAssertNil(iterator.next())
    }

    func testRandomAccessCollection() throws {
        let stack = try HStack { Text("x").padding(); Text("y"); Text("z") }.inspect().hStack()
        XCTAssertEqual(try stack.map { try $0.text().string() }, ["x", "y", "z"])
        var iterator = stack.makeIterator()
        for _ in 0..<3 { XCTAssertNotNil(iterator.next()) }
        XCTAssertNil(iterator.next())
        XCTAssertEqual(stack.underestimatedCount, 3)
    }

    func testCollectionWithAbsentViews() throws {
        let view = try SometimesShown(isShown: false).inspect().view(SometimesShown.self)
        var visited = 0
        view.forEach { _ in visited += 1 }
        XCTAssertEqual(visited, 4)
        XCTAssertEqual(view.map { try? $0.text().string() }, [nil, "middle 1", "middle 2", nil])
        XCTAssertTrue(view[0].isAbsent)
        XCTAssertFalse(view[1].isAbsent)
        XCTAssertFalse(view[2].isAbsent)
        XCTAssertTrue(view[3].isAbsent)
        XCTAssertTrue(view[2].isResponsive())
        XCTAssertFalse(view[3].isResponsive())
    }
}

private struct SometimesShown: View {
    let isShown: Bool

    @ViewBuilder
    var body: some View {
        if isShown { Text("first") }
        Text("middle 1")
        Text("middle 2")
        if isShown { Text("last") }
    }
}
