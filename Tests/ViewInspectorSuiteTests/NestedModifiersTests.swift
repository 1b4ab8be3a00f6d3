import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NestedModifiersTests`: of two stacked borders, the first applied is read.
final class NestedModifiersTests: XCTestCase {
    func testInspectionNestedSameModifiersReturnsFirstApplied() throws {
        let border = try EmptyView().border(Color.green, width: 1).border(Color.purple, width: 6).inspect().emptyView().border(Color.self)
        XCTAssertEqual(border.shapeStyle, .green)
        XCTAssertEqual(border.width, 1)
    }
}
