import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `HitTestingTests` (class `ViewHitTestingTests`): `allowsHitTesting` and
/// `contentShape` leave the view inspectable, and read back (the content shape as a
/// `ContentShape` of the shape and its fill rule, with a type mismatch for another shape).
final class HitTestingGestureSuiteTests: XCTestCase {
    func testAllowsHitTesting() throws {
        XCTAssertNoThrow(try EmptyView().allowsHitTesting(true).inspect().emptyView())
    }

    func testAllowsHitTestingInspection() throws {
        XCTAssertFalse(try EmptyView().allowsHitTesting(false).inspect().emptyView().allowsHitTesting())
        XCTAssertTrue(try EmptyView().allowsHitTesting(true).inspect().emptyView().allowsHitTesting())
    }

    func testContentShape() throws {
        XCTAssertNoThrow(try EmptyView().contentShape(Capsule(), eoFill: true).inspect().emptyView())
    }

    func testContentShapeInspection() throws {
        let expected = ContentShape(shape: Capsule(), eoFill: true)
        let found = try EmptyView().contentShape(Capsule(), eoFill: true).inspect().emptyView().contentShape(Capsule.self)
        XCTAssertEqual(found, expected)
    }

    func testContentShapeInspectionError() throws {
        let view = try EmptyView().contentShape(Capsule(), eoFill: true).inspect().emptyView()
        assertThrows(try view.contentShape(Circle.self), "Type mismatch: Capsule is not Circle")
    }
}
