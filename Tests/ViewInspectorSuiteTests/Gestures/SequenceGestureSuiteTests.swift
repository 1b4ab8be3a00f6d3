import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SequenceGestureTests`: a magnification-then-rotation pair: its value, mask, halves through `actualGesture()`, and the updating / ended callbacks (upstream has no `onChanged` tests for composites).
/// Apple-only, not ported: `testSequenceGestureWithModifiers` and
/// `testSequenceGestureModifiers{,NotFirst,Multiple,None}` (keyboard modifiers are macOS-only).
final class SequenceGestureSuiteTests: XCTestCase {
    private typealias Pair = SequenceGesture<MagnificationGesture, RotationGesture>
    private let scale = MagnificationGesture.Value(magnifyBy: 3)
    private let angle = RotationGesture.Value(angle: .degrees(30))
    private var value: Pair.Value!
    private var checker: GestureSuiteChecker<Pair>!

    override func setUp() {
        super.setUp()
        let made: Pair.Value = .second(scale, angle)
        value = made
        checker = GestureSuiteChecker(self, gesture: Pair(MagnificationGesture(), RotationGesture()), value: made,
                                      name: "SequenceGesture<MagnificationGesture, RotationGesture>") { XCTAssertEqual($0, made) }
    }

    override func tearDown() {
        value = nil
        checker = nil
        super.tearDown()
    }

    func testCreateSequenceGestureValue() throws {
        let made = try XCTUnwrap(value)
        guard case .second(let first, let second) = made else { return XCTFail("expected both halves, got \\(made)") }
        XCTAssertEqual(first, scale)
        XCTAssertEqual(second, angle)
    }

    func testSequenceGestureGestureMask() throws { try checker.checkMask() }

    func testSequenceGestureGesture() throws {
        let sut = EmptyView().gesture(SequenceGesture(MagnificationGesture(minimumScaleDelta: 0.4),
                                                   RotationGesture(minimumAngleDelta: .degrees(9))))
        let pair = try sut.inspect().emptyView().gesture(Pair.self).actualGesture()
        XCTAssertEqual(pair.first.minimumScaleDelta, 0.4)
        XCTAssertEqual(pair.second.minimumAngleDelta, .degrees(9))
    }

    func testSequenceGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testSequenceGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testSequenceGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testSequenceGestureFailure() throws { try checker.checkMissing() }

    func testSequenceGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testSequenceGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testSequenceGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testSequenceGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testSequenceGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testSequenceGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testSequenceGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testSequenceGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
