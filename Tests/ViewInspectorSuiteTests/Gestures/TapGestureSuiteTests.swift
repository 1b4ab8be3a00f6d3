import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TapGestureTests`: the (empty) value, the mask, `actualGesture()` with its count,
/// and the updating / ended callbacks (a tap's `Void` value has no `onChanged`). Apple-only, not
/// ported: `testTapGestureWithModifiers` and `testTapGestureModifiers{,NotFirst,Multiple,None}`.
final class TapGestureSuiteTests: XCTestCase {
    private var checker: GestureSuiteChecker<TapGesture>!

    override func setUp() {
        super.setUp()
        checker = GestureSuiteChecker(self, gesture: TapGesture(), value: (), name: "TapGesture") { _ in }
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testCreateTapGestureValue() throws {
        let made: TapGesture.Value = ()
        XCTAssertTrue(made == ())
    }

    func testTapGestureMask() throws { try checker.checkMask() }

    func testTapGesture() throws {
        let sut = EmptyView().gesture(TapGesture(count: 4))
        XCTAssertEqual(try sut.inspect().emptyView().gesture(TapGesture.self).actualGesture().count, 4)
    }

    func testTapGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testTapGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testTapGestureFailure() throws { try checker.checkMissing() }

    func testTapGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testTapGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testTapGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testTapGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testTapGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testTapGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testTapGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testTapGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
