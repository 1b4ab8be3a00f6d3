import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ConfigurationModifiersTests` (class `ViewControlAttributesTests`): labelsHidden and
/// controlSize leave the view inspectable and read back. (The two horizontalRadioGroupLayout
/// tests are macOS-only.)
final class ViewControlAttributesTests: XCTestCase {
    func testLabelsHidden() throws {
        XCTAssertNoThrow(try EmptyView().labelsHidden().inspect().emptyView())
    }

    func testLabelsHiddenInspection() throws {
        XCTAssertTrue(try EmptyView().labelsHidden().inspect().emptyView().labelsHidden())
    }

    func testControlSize() throws {
        XCTAssertNoThrow(try EmptyView().controlSize(.small).inspect().emptyView())
    }

    func testControlSizeInspection() throws {
        XCTAssertEqual(try EmptyView().controlSize(.large).inspect().emptyView().controlSize(), .large)
    }
}
