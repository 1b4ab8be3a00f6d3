import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SequenceGestureChildrenTests`: the halves of a `SequenceGesture` of a magnification and
/// a rotation gesture reached with `first(_:)` / `second(_:)` — their properties, paths,
/// type mismatches, and each callback kind on each half (alone, after another layer, twice,
/// missing). Every test checks both halves. Apple-only, not ported:
/// `testSequenceGestureChildrenModifiers`, `…ModifiersNodifiersNotFirst`, `…ModifiersNodifiersMultiple`
/// and `…ModifiersNone` (keyboard modifiers are macOS-only).
final class SequenceChildrenGestureSuiteTests: XCTestCase {
    private var checker: GestureSuiteComposedChecker!

    override func setUp() {
        super.setUp()
        checker = GestureSuiteComposedChecker(self, .sequence)
    }

    override func tearDown() {
        checker = nil
        super.tearDown()
    }

    func testSequenceGestureChildren() throws { try checker.bothHalves { try checker.checkHalf($0) } }
    func testSequenceGestureChildrenPath() throws { try checker.bothHalves { try checker.checkPath($0) } }
    func testSequenceGestureChildrenFailure() throws { try checker.bothHalves { try checker.checkWrongType($0) } }

    func testSequenceGestureChildrenCallUpdating() throws { try checker.bothHalves { try checker.checkUpdating($0, .alone) } }
    func testSequenceGestureChildrenCallUpdatingNotFirst() throws { try checker.bothHalves { try checker.checkUpdating($0, .afterAnother) } }
    func testSequenceGestureChildrenCallUpdatingMultiple() throws { try checker.bothHalves { try checker.checkUpdating($0, .twice) } }
    func testSequenceGestureChildrenCallUpdatingFailure() throws {
        try checker.bothHalves { try checker.checkUpdatingMissing($0) }
    }

    func testSequenceGestureChildrenCallChanged() throws { try checker.bothHalves { try checker.checkChanged($0, .alone) } }
    func testSequenceGestureChildrenCallChangedNotFirst() throws { try checker.bothHalves { try checker.checkChanged($0, .afterAnother) } }
    func testSequenceGestureFirstCallChangedMultiple() throws { try checker.bothHalves { try checker.checkChanged($0, .twice) } }
    func testSequenceGestureChildrenCallChangedFailure() throws {
        try checker.bothHalves { try checker.checkChangedMissing($0) }
    }

    func testSequenceGestureChildrenCallEnded() throws { try checker.bothHalves { try checker.checkEnded($0, .alone) } }
    func testSequenceGestureChildrenCallEndedNotFirst() throws { try checker.bothHalves { try checker.checkEnded($0, .afterAnother) } }
    func testSequenceGestureChildrenCallEndedMultiple() throws { try checker.bothHalves { try checker.checkEnded($0, .twice) } }
    func testSequenceGestureChildrenCallEndedFailure() throws {
        try checker.bothHalves { try checker.checkEndedMissing($0) }
    }
}
