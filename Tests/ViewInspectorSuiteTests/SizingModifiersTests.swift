import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SizingModifiersTests` (class `ViewSizingTests`): fixed and flexible frames read back
/// (with NaN for unset bounds), fixedSize and layoutPriority.
final class ViewSizingTests: XCTestCase {
    func testFrameWidthHeightAlignment() throws {
        XCTAssertNoThrow(try EmptyView().frame(width: 3, height: 4, alignment: Alignment(horizontal: .leading, vertical: .top)).inspect().emptyView())
    }

    func testFrameWidthHeightAlignmentInspection() throws {
        let frame = try EmptyView().frame(width: 12, height: 34, alignment: .bottom).inspect().emptyView().fixedFrame()
        XCTAssertEqual(frame.width, 12)
        XCTAssertEqual(frame.height, 34)
        XCTAssertEqual(frame.alignment, .bottom)
    }

    func testFrameHeightInspection() throws {
        XCTAssertEqual(try EmptyView().frame(height: 21).inspect().emptyView().fixedHeight(), 21)
    }

    func testFrameWidthInspection() throws {
        XCTAssertEqual(try EmptyView().frame(width: 43).inspect().emptyView().fixedWidth(), 43)
    }

    func testFrameAlignmentInspection() throws {
        XCTAssertEqual(try EmptyView().frame(alignment: .trailing).inspect().emptyView().fixedAlignment(), .trailing)
    }

    func testFrameMinIdealMax() throws {
        XCTAssertNoThrow(try EmptyView().frame(minWidth: 1, idealWidth: 1, maxWidth: 1, minHeight: 1, idealHeight: 1, maxHeight: 1,
                                               alignment: .bottomTrailing).inspect().emptyView())
    }

    func testFrameMinIdealMaxInspection() throws {
        let frame = try EmptyView().frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 40, idealHeight: 50, maxHeight: 60,
                                          alignment: .topTrailing).inspect().emptyView().flexFrame()
        XCTAssertEqual(frame.minWidth, 10)
        XCTAssertEqual(frame.idealWidth, 20)
        XCTAssertEqual(frame.maxWidth, 30)
        XCTAssertEqual(frame.minHeight, 40)
        XCTAssertEqual(frame.idealHeight, 50)
        XCTAssertEqual(frame.maxHeight, 60)
        XCTAssertEqual(frame.alignment, .topTrailing)
    }

    func testFrameMaxWidth() throws {
        let frame = try EmptyView().frame(maxWidth: 250).inspect().emptyView().flexFrame()
        XCTAssertEqual(frame.maxWidth, 250)
        XCTAssertTrue(frame.minWidth.isNaN)
    }

    func testFrameMinWidth() throws {
        let frame = try EmptyView().frame(minWidth: 250).inspect().emptyView().flexFrame()
        XCTAssertEqual(frame.minWidth, 250)
        XCTAssertTrue(frame.maxWidth.isNaN)
    }

    func testFixedSize() throws {
        XCTAssertNoThrow(try EmptyView().fixedSize().inspect().emptyView())
    }

    func testFixedSizeInspection() throws {
        let fixed = try EmptyView().fixedSize().inspect().emptyView().fixedSize()
        XCTAssertTrue(fixed.horizontal)
        XCTAssertTrue(fixed.vertical)
    }

    func testFixedSizeHorizontalVertical() throws {
        XCTAssertNoThrow(try EmptyView().fixedSize(horizontal: false, vertical: true).inspect().emptyView())
    }

    func testFixedSizeHorizontalVerticalInspection() throws {
        let fixed = try EmptyView().fixedSize(horizontal: false, vertical: true).inspect().emptyView().fixedSize()
        XCTAssertFalse(fixed.horizontal)
        XCTAssertTrue(fixed.vertical)
    }

    func testLayoutPriority() throws {
        XCTAssertNoThrow(try EmptyView().layoutPriority(2).inspect().emptyView())
    }

    func testLayoutPriorityInspection() throws {
        XCTAssertEqual(try EmptyView().layoutPriority(3).inspect().emptyView().layoutPriority(), 3)
    }
}
