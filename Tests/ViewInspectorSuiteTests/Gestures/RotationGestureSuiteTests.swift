import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `RotationGestureTests`: the test value (the angle), the mask, `actualGesture()` with
/// its minimum angle delta, and the three callback kinds. Apple-only, not ported:
/// `testRotationGestureWithModifiers` and `testRotationGestureModifiers{,NotFirst,Multiple,None}`.
final class RotationGestureSuiteTests: XCTestCase {
    private let angle = Angle(degrees: 45)
    private var checker: GestureSuiteChecker<RotationGesture>!

    override func setUp() {
        super.setUp()
        let expected = angle
        checker = GestureSuiteChecker(self, gesture: RotationGesture(), value: RotationGesture.Value(angle: angle),
                                      name: "RotationGesture") { XCTAssertEqual($0, expected) }
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testCreateRotationGestureValue() throws {
        XCTAssertEqual(RotationGesture.Value(angle: angle), angle)
    }

    func testRotationGestureMask() throws { try checker.checkMask() }

    func testRotationGesture() throws {
        let sut = EmptyView().gesture(RotationGesture(minimumAngleDelta: .degrees(12)))
        let twist = try sut.inspect().emptyView().gesture(RotationGesture.self).actualGesture()
        XCTAssertEqual(twist.minimumAngleDelta, .degrees(12))
    }

    func testRotationGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testRotationGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testRotationGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testRotationGestureFailure() throws { try checker.checkMissing() }

    func testRotationGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testRotationGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testRotationGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testRotationGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testRotationGestureCallOnChanged() throws { try checker.checkChanged(.alone) }
    func testRotationGestureCallOnChangedNotFirst() throws { try checker.checkChanged(.afterAnother) }
    func testRotationGestureCallOnChangedMultiple() throws { try checker.checkChanged(.twice) }
    func testRotationGestureCallOnChangedFailure() throws { try checker.checkChangedMissing() }

    func testRotationGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testRotationGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testRotationGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testRotationGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
