import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SimultaneousGestureChildrenTests`: the halves of a `SimultaneousGesture` of a magnification and
/// a rotation gesture reached with `first(_:)` / `second(_:)` — their properties, paths,
/// type mismatches, and each callback kind on each half (alone, after another layer, twice,
/// missing). Every test checks both halves. Apple-only, not ported:
/// `testSimultaneousGestureChildrenModifiers`, `…ModifiersNodifiersNotFirst`, `…ModifiersNodifiersMultiple`
/// and `…ModifiersNone` (keyboard modifiers are macOS-only).
final class SimultaneousChildrenGestureSuiteTests: XCTestCase {
    private var checker: GestureSuiteComposedChecker!

    override func setUp() {
        super.setUp()
        checker = GestureSuiteComposedChecker(self, .simultaneous)
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testSimultaneousGestureChildren() throws { try checker.bothHalves { try checker.checkHalf($0) } }
    func testSequenceGestureChildrenPath() throws { try checker.bothHalves { try checker.checkPath($0) } }
    func testSimultaneousGestureChildrenFailure() throws { try checker.bothHalves { try checker.checkWrongType($0) } }

    func testSimultaneousGestureChildrenCallUpdating() throws { try checker.bothHalves { try checker.checkUpdating($0, .alone) } }
    func testSimultaneousGestureChildrenCallUpdatingNotFirst() throws { try checker.bothHalves { try checker.checkUpdating($0, .afterAnother) } }
    func testSimultaneousGestureChildrenCallUpdatingMultiple() throws { try checker.bothHalves { try checker.checkUpdating($0, .twice) } }
    func testSimultaneousGestureChildrenCallUpdatingFailure() throws {
        try checker.bothHalves { try checker.checkUpdatingMissing($0) }
    }

    func testSimultaneousGestureChildrenCallChanged() throws { try checker.bothHalves { try checker.checkChanged($0, .alone) } }
    func testSimultaneousGestureChildrenCallChangedNotFirst() throws { try checker.bothHalves { try checker.checkChanged($0, .afterAnother) } }
    func testSimultaneousGestureFirstCallChangedMultiple() throws { try checker.bothHalves { try checker.checkChanged($0, .twice) } }
    func testSimultaneousGestureChildrenCallChangedFailure() throws {
        try checker.bothHalves { try checker.checkChangedMissing($0) }
    }

    func testSimultaneousGestureChildrenCallEnded() throws { try checker.bothHalves { try checker.checkEnded($0, .alone) } }
    func testSimultaneousGestureChildrenCallEndedNotFirst() throws { try checker.bothHalves { try checker.checkEnded($0, .afterAnother) } }
    func testSimultaneousGestureChildrenCallEndedMultiple() throws { try checker.bothHalves { try checker.checkEnded($0, .twice) } }
    func testSimultaneousGestureChildrenCallEndedFailure() throws {
        try checker.bothHalves { try checker.checkEndedMissing($0) }
    }
}
