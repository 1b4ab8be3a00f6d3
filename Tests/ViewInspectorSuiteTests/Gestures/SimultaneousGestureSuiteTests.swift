import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SimultaneousGestureTests`: a magnification-with-rotation pair: its value (both halves), mask, halves through `actualGesture()`, and the updating / ended callbacks (upstream has no `onChanged` tests for composites).
/// Apple-only, not ported: `testSimultaneousGestureWithModifiers` and
/// `testSimultaneousGestureModifiers{,NotFirst,Multiple,None}` (keyboard modifiers are macOS-only).
final class SimultaneousGestureSuiteTests: XCTestCase {
    private typealias Pair = SimultaneousGesture<MagnificationGesture, RotationGesture>
    private let scale = MagnificationGesture.Value(magnifyBy: 3)
    private let angle = RotationGesture.Value(angle: .degrees(30))
    private var value: Pair.Value!
    private var checker: GestureSuiteChecker<Pair>!

    override func setUp() {
        super.setUp()
        let made: Pair.Value = Pair.Value(first: scale, second: angle)
        value = made
        checker = GestureSuiteChecker(self, gesture: Pair(MagnificationGesture(), RotationGesture()), value: made,
                                      name: "SimultaneousGesture<MagnificationGesture, RotationGesture>") { XCTAssertEqual($0, made) }
    }

    override func tearDown() {
        value = nil
        checker = nil
        super.tearDown()
    }

    func testCreateSimultaneousGestureValue() throws {
        let made = try XCTUnwrap(value)
        XCTAssertEqual(made.first, scale)
        XCTAssertEqual(made.second, angle)
    }

    func testSimultaneousGestureGestureMask() throws { try checker.checkMask() }

    func testSimultaneousGestureGesture() throws {
        let sut = EmptyView().gesture(SimultaneousGesture(MagnificationGesture(minimumScaleDelta: 0.4),
                                                   RotationGesture(minimumAngleDelta: .degrees(9))))
        let pair = try sut.inspect().emptyView().gesture(Pair.self).actualGesture()
        XCTAssertEqual(pair.first.minimumScaleDelta, 0.4)
        XCTAssertEqual(pair.second.minimumAngleDelta, .degrees(9))
    }

    func testSimultaneousGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testSimultaneousGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testSimultaneousGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testSimultaneousGestureFailure() throws { try checker.checkMissing() }

    func testSimultaneousGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testSimultaneousGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testSimultaneousGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testSimultaneousGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testSimultaneousGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testSimultaneousGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testSimultaneousGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testSimultaneousGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
