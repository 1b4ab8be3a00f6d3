import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ExclusiveGestureChildrenTests`: the halves of a `ExclusiveGesture` of a magnification and
/// a rotation gesture reached with `first(_:)` / `second(_:)` — their properties, paths,
/// type mismatches, and each callback kind on each half (alone, after another layer, twice,
/// missing). Every test checks both halves. Apple-only, not ported:
/// `testExclusiveGestureChildrenModifiers`, `…ModifiersNodifiersNotFirst`, `…ModifiersNodifiersMultiple`
/// and `…ModifiersNone` (keyboard modifiers are macOS-only).
final class ExclusiveChildrenGestureSuiteTests: XCTestCase {
    private var checker: GestureSuiteComposedChecker!

    override func setUp() {
        super.setUp()
        checker = GestureSuiteComposedChecker(self, .exclusive)
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testExclusiveGestureChildren() throws { try checker.bothHalves { try checker.checkHalf($0) } }
    func testExclusiveGestureChildrenPath() throws { try checker.bothHalves { try checker.checkPath($0) } }
    func testExclusiveGestureChildrenFailure() throws { try checker.bothHalves { try checker.checkWrongType($0) } }

    func testExclusiveGestureChildrenCallUpdating() throws { try checker.bothHalves { try checker.checkUpdating($0, .alone) } }
    func testExclusiveGestureChildrenCallUpdatingNotFirst() throws { try checker.bothHalves { try checker.checkUpdating($0, .afterAnother) } }
    func testExclusiveGestureChildrenCallUpdatingMultiple() throws { try checker.bothHalves { try checker.checkUpdating($0, .twice) } }
    func testExclusiveGestureChildrenCallUpdatingFailure() throws {
        try checker.bothHalves { try checker.checkUpdatingMissing($0) }
    }

    func testExclusiveGestureChildrenCallChanged() throws { try checker.bothHalves { try checker.checkChanged($0, .alone) } }
    func testExclusiveGestureChildrenCallChangedNotFirst() throws { try checker.bothHalves { try checker.checkChanged($0, .afterAnother) } }
    func testExclusiveGestureFirstCallChangedMultiple() throws { try checker.bothHalves { try checker.checkChanged($0, .twice) } }
    func testExclusiveGestureChildrenCallChangedFailure() throws {
        try checker.bothHalves { try checker.checkChangedMissing($0) }
    }

    func testExclusiveGestureChildrenCallEnded() throws { try checker.bothHalves { try checker.checkEnded($0, .alone) } }
    func testExclusiveGestureChildrenCallEndedNotFirst() throws { try checker.bothHalves { try checker.checkEnded($0, .afterAnother) } }
    func testExclusiveGestureChildrenCallEndedMultiple() throws { try checker.bothHalves { try checker.checkEnded($0, .twice) } }
    func testExclusiveGestureChildrenCallEndedFailure() throws {
        try checker.bothHalves { try checker.checkEndedMissing($0) }
    }
}
