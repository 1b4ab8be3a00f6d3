import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `MagnificationGestureTests`: the test value (the scale), the mask, `actualGesture()`
/// with its minimum scale delta, and the three callback kinds. Apple-only, not ported:
/// `testMagnificationGestureWithModifiers` and `testMagnificationGestureModifiers{,NotFirst,Multiple,None}`.
final class MagnificationGestureSuiteTests: XCTestCase {
    private let scale: CGFloat = 2.5
    private var checker: GestureSuiteChecker<MagnificationGesture>!

    override func setUp() {
        super.setUp()
        let expected = scale
        checker = GestureSuiteChecker(self, gesture: MagnificationGesture(), value: MagnificationGesture.Value(magnifyBy: scale),
                                      name: "MagnificationGesture") { XCTAssertEqual($0, expected) }
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testCreateMagnificationGestureValue() throws {
        XCTAssertEqual(MagnificationGesture.Value(magnifyBy: scale), scale)
    }

    func testMagnificationGestureMask() throws { try checker.checkMask() }

    func testMagnificationGesture() throws {
        let sut = EmptyView().gesture(MagnificationGesture(minimumScaleDelta: 0.75))
        let pinch = try sut.inspect().emptyView().gesture(MagnificationGesture.self).actualGesture()
        XCTAssertEqual(pinch.minimumScaleDelta, 0.75)
    }

    func testMagnificationGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testMagnificationGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testMagnificationGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testMagnificationGestureFailure() throws { try checker.checkMissing() }

    func testMagnificationGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testMagnificationGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testMagnificationGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testMagnificationGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testMagnificationGestureCallOnChanged() throws { try checker.checkChanged(.alone) }
    func testMagnificationGestureCallOnChangedNotFirst() throws { try checker.checkChanged(.afterAnother) }
    func testMagnificationGestureCallOnChangedMultiple() throws { try checker.checkChanged(.twice) }
    func testMagnificationGestureCallOnChangedFailure() throws { try checker.checkChangedMissing() }

    func testMagnificationGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testMagnificationGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testMagnificationGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testMagnificationGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
