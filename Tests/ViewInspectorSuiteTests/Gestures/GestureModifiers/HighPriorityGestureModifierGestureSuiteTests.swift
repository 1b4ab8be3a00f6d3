import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `HighPriorityGestureModifierTests`: a gesture added with `.highPriorityGesture(_:)` — it does not hide the view or
/// later modifiers, `highPriorityGesture(T.self)` finds it, fails without it or for another type, counts
/// gestures added the same way with an index (skipping ones added another way), and its path.
final class HighPriorityGestureModifierGestureSuiteTests: XCTestCase {
    private let checker = GestureSuiteAttachmentChecker(attachment: .highPriority)

    func testHighPriorityGesture() throws { try checker.checkAttaches() }
    func testHighPriorityGestureDoesNotBlock() throws { try checker.checkDoesNotBlock() }
    func testHighPriorityGestureInspection() throws { try checker.checkFinds() }
    func testHighPriorityGestureInspectionFailureDueToNoModifier() throws { try checker.checkNoGesture() }
    func testHighPriorityGestureInspectionFailureDueToTypeMismatch() throws {
        try checker.checkWrongType()
    }
    func testHighPriorityGestureInspectionWithIndex1() throws {
        try checker.checkIndexed()
    }
    func testHighPriorityGestureInspectionWithIndex2() throws {
        try checker.checkIndexedAroundOther()
    }
    func testHighPriorityGestureInspectionWithIndexFailureDueToNoModifier() throws { try checker.checkIndexPastEnd() }
    func testHighPriorityGestureInspectionWithIndexFailureDueToTypeMismatch() throws {
        try checker.checkIndexWrongType()
    }
    func testHighPriorityGestureInspectionPathToRoot() throws { try checker.checkPath() }
    func testHighPriorityGestureInspectionWithIndexPathToRoot() throws {
        try checker.checkIndexedPath()
    }
}
