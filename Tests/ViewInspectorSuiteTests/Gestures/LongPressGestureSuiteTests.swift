import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LongPressGestureTests`: the test value (whether the press finished), the mask,
/// `actualGesture()` with its duration and distance, and the three callback kinds. Apple-only,
/// not ported: `testLongPressGestureWithModifiers` and
/// `testLongPressGestureModifiers{,NotFirst,Multiple,None}` (keyboard modifiers are macOS-only).
final class LongPressGestureSuiteTests: XCTestCase {
    private let finished = true
    private var checker: GestureSuiteChecker<LongPressGesture>!

    override func setUp() {
        super.setUp()
        let expected = finished
        checker = GestureSuiteChecker(self, gesture: LongPressGesture(), value: LongPressGesture.Value(finished: finished),
                                      name: "LongPressGesture") { XCTAssertEqual($0, expected) }
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testCreateLongPressGestureValue() throws {
        XCTAssertEqual(LongPressGesture.Value(finished: true), true)
        XCTAssertEqual(LongPressGesture.Value(finished: false), false)
    }

    func testLongPressGestureMask() throws { try checker.checkMask() }

    func testLongPressGesture() throws {
        let sut = EmptyView().gesture(LongPressGesture(minimumDuration: 2.5, maximumDistance: 4))
        let press = try sut.inspect().emptyView().gesture(LongPressGesture.self).actualGesture()
        XCTAssertEqual(press.minimumDuration, 2.5)
        XCTAssertEqual(press.maximumDistance, 4)
    }

    func testLongPressGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testLongPressGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testLongPressGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testLongPressGestureFailure() throws { try checker.checkMissing() }

    func testLongPressGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testLongPressGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testLongPressGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testLongPressGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testLongPressGestureCallOnChanged() throws { try checker.checkChanged(.alone) }
    func testLongPressGestureCallOnChangedNotFirst() throws { try checker.checkChanged(.afterAnother) }
    func testLongPressGestureCallOnChangedMultiple() throws { try checker.checkChanged(.twice) }
    func testLongPressGestureCallOnChangedFailure() throws { try checker.checkChangedMissing() }

    func testLongPressGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testLongPressGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testLongPressGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testLongPressGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
