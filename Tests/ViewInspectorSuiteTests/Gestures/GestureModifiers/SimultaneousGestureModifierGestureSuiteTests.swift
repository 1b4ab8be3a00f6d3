import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SimultaneousGestureModifierTests`: a gesture added with `.simultaneousGesture(_:)` — it does not hide the view or
/// later modifiers, `simultaneousGesture(T.self)` finds it, fails without it or for another type, counts
/// gestures added the same way with an index (skipping ones added another way), and its path.
final class SimultaneousGestureModifierGestureSuiteTests: XCTestCase {
    private let checker = GestureSuiteAttachmentChecker(attachment: .simultaneous)

    func testSimultaneousGesture() throws { try checker.checkAttaches() }
    func testSimultaneousGestureDoesNotBlock() throws { try checker.checkDoesNotBlock() }
    func testSimultaneousGestureInspection() throws { try checker.checkFinds() }
    func testSimultaneousGestureInspectionFailureDueToNoModifier() throws { try checker.checkNoGesture() }
    func testSimultaneousGestureInspectionFailureDueToTypeMismatch() throws {
        try checker.checkWrongType()
    }
    func testSimultaneousGestureInspectionWithIndex1() throws {
        try checker.checkIndexed()
    }
    func testSimultaneousGestureInspectionWithIndex2() throws {
        try checker.checkIndexedAroundOther()
    }
    func testSimultaneousGestureInspectionWithIndexFailureDueToNoModifier() throws { try checker.checkIndexPastEnd() }
    func testSimultaneousGestureInspectionWithIndexFailureDueToTypeMismatch() throws {
        try checker.checkIndexWrongType()
    }
    func testSimultaneousGestureInspectionPathToRoot() throws { try checker.checkPath() }
    func testSimultaneousGestureInspectionWithIndexPathToRoot() throws {
        try checker.checkIndexedPath()
    }
}
