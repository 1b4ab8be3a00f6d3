import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GestureActionTests` (class `ViewGestureActionTests`): `onTapGesture` and
/// `onLongPressGesture` leave the view inspectable, and `callOnTapGesture()` /
/// `callOnLongPressGesture()` run the right action when both are present.
final class GestureActionGestureSuiteTests: XCTestCase {
    func testOnTapGesture() throws {
        let sut = EmptyView().onTapGesture(count: 3) { }
        XCTAssertNoThrow(try sut.inspect().emptyView())
    }

    func testOnTapGestureInspection() throws {
        let tapped = XCTestExpectation(description: "tap action")
        let sut = EmptyView()
            .onTapGesture { tapped.fulfill() }
            .onLongPressGesture { XCTFail("the long press action ran") }
        try sut.inspect().emptyView().callOnTapGesture()
        wait(for: [tapped], timeout: 0.1)
    }

    func testOnLongPressGesture() throws {
        let sut = EmptyView().onLongPressGesture { }
        XCTAssertNoThrow(try sut.inspect().emptyView())
    }

    func testOnLongPressGestureInspection() throws {
        let pressed = XCTestExpectation(description: "long press action")
        let sut = EmptyView()
            .onLongPressGesture { pressed.fulfill() }
            .onTapGesture { XCTFail("the tap action ran") }
        try sut.inspect().emptyView().callOnLongPressGesture()
        wait(for: [pressed], timeout: 0.1)
    }
}
