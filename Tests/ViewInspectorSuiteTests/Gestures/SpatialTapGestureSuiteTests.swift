import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SpatialTapGestureTests`: the test value (the location), the mask, `actualGesture()`
/// with its count and coordinate space, and the three callback kinds. Apple-only, not ported:
/// `testSpatialTapGestureWithModifiers` and `testSpatialTapGestureModifiers{,NotFirst,Multiple,None}`.
final class SpatialTapGestureSuiteTests: XCTestCase {
    private let location = CGPoint(x: 30, y: 70)
    private var checker: GestureSuiteChecker<SpatialTapGesture>!

    override func setUp() {
        super.setUp()
        let expected = location
        checker = GestureSuiteChecker(self, gesture: SpatialTapGesture(), value: SpatialTapGesture.Value(location: location),
                                      name: "SpatialTapGesture") { XCTAssertEqual($0.location, expected) }
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testCreateSpatialTapGestureValue() throws {
        let made = SpatialTapGesture.Value(location: location)
        XCTAssertEqual(made.location, location)
        XCTAssertEqual(made, SpatialTapGesture.Value(location: CGPoint(x: 30, y: 70)))
    }

    func testSpatialTapGestureMask() throws { try checker.checkMask() }

    func testSpatialTapGesture() throws {
        let sut = EmptyView().gesture(SpatialTapGesture(count: 3, coordinateSpace: .global))
        let tap = try sut.inspect().emptyView().gesture(SpatialTapGesture.self).actualGesture()
        XCTAssertEqual(tap.count, 3)
        XCTAssertEqual(tap.coordinateSpace, .global)
    }

    func testSpatialTapGestureWithUpdatingModifier() throws { try checker.checkUnwrapsUpdating() }
    func testSpatialTapGestureWithOnChangedModifier() throws { try checker.checkUnwrapsChanged() }
    func testSpatialTapGestureWithOnEndedModifier() throws { try checker.checkUnwrapsEnded() }
    func testSpatialTapGestureFailure() throws { try checker.checkMissing() }

    func testSpatialTapGestureCallUpdating() throws { try checker.checkUpdating(.alone) }
    func testSpatialTapGestureCallUpdatingNotFirst() throws { try checker.checkUpdating(.afterAnother) }
    func testSpatialTapGestureCallUpdatingMultiple() throws { try checker.checkUpdating(.twice) }
    func testSpatialTapGestureCallUpdatingFailure() throws { try checker.checkUpdatingMissing() }

    func testSpatialTapGestureCallOnChanged() throws { try checker.checkChanged(.alone) }
    func testSpatialTapGestureCallOnChangedNotFirst() throws { try checker.checkChanged(.afterAnother) }
    func testSpatialTapGestureCallOnChangedMultiple() throws { try checker.checkChanged(.twice) }
    func testSpatialTapGestureCallOnChangedFailure() throws { try checker.checkChangedMissing() }

    func testSpatialTapGestureCallOnEnded() throws { try checker.checkEnded(.alone) }
    func testSpatialTapGestureCallOnEndedNotFirst() throws { try checker.checkEnded(.afterAnother) }
    func testSpatialTapGestureCallOnEndedMultiple() throws { try checker.checkEnded(.twice) }
    func testSpatialTapGestureCallOnEndedFailure() throws { try checker.checkEndedMissing() }
}
