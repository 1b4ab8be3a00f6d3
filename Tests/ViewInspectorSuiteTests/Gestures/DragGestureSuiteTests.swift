import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `DragGestureTests`: the test value initialiser and its derived properties, the mask,
/// `actualGesture()` through callback layers, and the three callback kinds (alone, after another
/// layer, twice, missing). Apple-only, not ported: `testDragGestureWithModifiers` and
/// `testDragGestureModifiers{,NotFirst,Multiple,None}` (keyboard modifiers are macOS-only).
final class DragGestureSuiteTests: XCTestCase {
    private let when = Date(timeIntervalSince1970: 1_000_000)
    private let start = CGPoint(x: 50, y: 50)
    private let end = CGPoint(x: 100, y: 100)
    private var value: DragGesture.Value!
    private var checker: GestureSuiteChecker<DragGesture>!

    override func setUp() {
        super.setUp()
        value = DragGesture.Value(time: when, location: end, startLocation: start, velocity: CGVector(dx: 8, dy: 8))
        checker = GestureSuiteChecker(self, gesture: DragGesture(), value: value, name: "DragGesture") { [unowned self] in
            self.verify($0)
        }
    }

    override func tearDown() {
        value = nil
        checker = nil
        super.tearDown()
    }

    /// The value a callback must see: the fixture's positions, with a quarter of the velocity
    /// added for the predicted end.
    private func verify(_ received: DragGesture.Value, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(received.time, when, file: file, line: line)
        XCTAssertEqual(received.location, end, file: file, line: line)
        XCTAssertEqual(received.startLocation, start, file: file, line: line)
        XCTAssertEqual(received.translation, CGSize(width: 50, height: 50), file: file, line: line)
        XCTAssertEqual(received.predictedEndLocation, CGPoint(x: 102, y: 102), file: file, line: line)
        XCTAssertEqual(received.predictedEndTranslation, CGSize(width: 52, height: 52), file: file, line: line)
    }

    func testDragGestureValueAllocator() throws {
        let time = Date(timeIntervalSince1970: 42)
        let location = CGPoint(x: 2.5, y: -40)
        let startLocation = CGPoint(x: 900, y: 12.25)
        let made = DragGesture.Value(time: time, location: location, startLocation: startLocation,
                                     velocity: CGVector(dx: -20, dy: 0))
        XCTAssertEqual(made.time, time)
        XCTAssertEqual(made.location, location)
        XCTAssertEqual(made.startLocation, startLocation)
        XCTAssertEqual(made.predictedEndLocation, CGPoint(x: -2.5, y: -40))
    }

    func testCreateDragGestureValue() throws {
        verify(try XCTUnwrap(value))
    }

    func testDragGestureMask() throws { try checker.checkMask() }

    func testDragGesture() throws {
        let sut = EmptyView().gesture(DragGesture(minimumDistance: 3, coordinateSpace: .global))
        let drag = try sut.inspect().emptyView().gesture(DragGesture.self).actualGesture()
        XCTAssertEqual(drag.minimumDistance, 3)
        XCTAssertEqual(drag.coordinateSpace, .global)
    }

    func testDragGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testDragGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testDragGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testDragGestureFailure() throws { try checker.checkMissing() }

    func testDragGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testDragGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testDragGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testDragGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testDragGestureCallOnChanged() throws { try checker.checkChanged(.alone) }
    func testDragGestureCallOnChangedNotFirst() throws { try checker.checkChanged(.afterAnother) }
    func testDragGestureCallOnChangedMultiple() throws { try checker.checkChanged(.twice) }
    func testDragGestureCallOnChangedFailure() throws { try checker.checkChangedMissing() }

    func testDragGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testDragGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testDragGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testDragGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
