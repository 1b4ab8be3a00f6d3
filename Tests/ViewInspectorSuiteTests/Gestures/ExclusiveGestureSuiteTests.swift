import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ExclusiveGestureTests`: a magnification-or-rotation pair: its value, mask, halves through `actualGesture()`, and the updating / ended callbacks (upstream has no `onChanged` tests for composites).
/// Apple-only, not ported: `testExclusiveGestureWithModifiers` and
/// `testExclusiveGestureModifiers{,NotFirst,Multiple,None}` (keyboard modifiers are macOS-only).
final class ExclusiveGestureSuiteTests: XCTestCase {
    private typealias Pair = ExclusiveGesture<MagnificationGesture, RotationGesture>
    private let scale = MagnificationGesture.Value(magnifyBy: 3)
    private let angle = RotationGesture.Value(angle: .degrees(30))
    private var value: Pair.Value!
    private var checker: GestureSuiteChecker<Pair>!

    override func setUp() {
        super.setUp()
        let made: Pair.Value = .second(angle)
        value = made
        checker = GestureSuiteChecker(self, gesture: Pair(MagnificationGesture(), RotationGesture()), value: made,
                                      name: "ExclusiveGesture<MagnificationGesture, RotationGesture>") { XCTAssertEqual($0, made) }
    }

    override func tearDown() {
        value = nil
        checker = nil
        super.tearDown()
    }

    func testCreateExclusiveGestureValue() throws {
        let made = try XCTUnwrap(value)
        guard case .second(let received) = made else { return XCTFail("expected the rotation half, got \\(made)") }
        XCTAssertEqual(received, angle)
    }

    func testExclusiveGestureGestureMask() throws { try checker.checkMask() }

    func testExclusiveGestureGesture() throws {
        let sut = EmptyView().gesture(ExclusiveGesture(MagnificationGesture(minimumScaleDelta: 0.4),
                                                   RotationGesture(minimumAngleDelta: .degrees(9))))
        let pair = try sut.inspect().emptyView().gesture(Pair.self).actualGesture()
        XCTAssertEqual(pair.first.minimumScaleDelta, 0.4)
        XCTAssertEqual(pair.second.minimumAngleDelta, .degrees(9))
    }

    func testExclusiveGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testExclusiveGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testExclusiveGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testExclusiveGestureFailure() throws { try checker.checkMissing() }

    func testExclusiveGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testExclusiveGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testExclusiveGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testExclusiveGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testExclusiveGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testExclusiveGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testExclusiveGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testExclusiveGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
