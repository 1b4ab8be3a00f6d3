import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GestureModifierTests`: a gesture added with `.gesture(_:)` — it does not hide the view or
/// later modifiers, `gesture(T.self)` finds it, fails without it or for another type, counts
/// gestures added the same way with an index (skipping ones added another way), and its path.
final class GestureModifierGestureSuiteTests: XCTestCase {
    private let checker = GestureSuiteAttachmentChecker(attachment: .normal)

    func testGesture() throws { try checker.checkAttaches() }
    func testGestureDoesNotBlock() throws { try checker.checkDoesNotBlock() }
    func testGestureInspection() throws { try checker.checkFinds() }
    func testGestureInspectionFailureDueToNoModifier() throws { try checker.checkNoGesture() }
    func testGestureInspectionFailureDueToTypeMismatch() throws {
        try checker.checkWrongType()
    }
    func testGestureInspectionWithIndex1() throws {
        try checker.checkIndexed()
    }
    func testGestureInspectionWithIndex2() throws {
        try checker.checkIndexedAroundOther()
    }
    func testGestureInspectionWithIndexFailureDueToNoModifier() throws { try checker.checkIndexPastEnd() }
    func testGestureInspectionWithIndexFailureDueToTypeMismatch() throws {
        try checker.checkIndexWrongType()
    }
    func testGestureInspectionPathToRoot() throws { try checker.checkPath() }
    func testGestureInspectionWithIndexPathToRoot() throws {
        try checker.checkIndexedPath()
    }
}
