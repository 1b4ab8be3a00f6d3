import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NavigationBarModifiersTests` (with `NavigationBarItemsTests`,
/// `StatusBarConfigurationTests`): navigation view style, navigation bar (back button) hidden,
/// navigationBarItems not blocking, status bar hidden — read back with ViewInspector's errors.
/// (Nine navigationBarItems unwrapping tests skip themselves upstream on iOS 15+ and are not ported.)
final class NavigationBarModifiersTests: XCTestCase {
    func testNavigationViewStyle() throws {
        XCTAssertNoThrow(try EmptyView().navigationViewStyle(StackNavigationViewStyle()).inspect().emptyView())
    }

    func testNavigationStyleInspection() throws {
        XCTAssertTrue(try EmptyView().navigationViewStyle(StackNavigationViewStyle()).inspect().navigationViewStyle() is StackNavigationViewStyle)
    }

    func testNavigationBarHidden() throws {
        XCTAssertFalse(try EmptyView().navigationBarHidden(false).inspect().navigationBarHidden())
        XCTAssertTrue(try EmptyView().navigationBarHidden(true).inspect().navigationBarHidden())
        assertThrows(try EmptyView().padding().inspect().navigationBarHidden(), "EmptyView does not have 'navigationBarHidden' modifier")
    }

    func testNavigationBarBackButtonHidden() throws {
        XCTAssertFalse(try EmptyView().navigationBarBackButtonHidden(false).inspect().navigationBarBackButtonHidden())
        XCTAssertTrue(try EmptyView().navigationBarBackButtonHidden(true).inspect().navigationBarBackButtonHidden())
        assertThrows(try EmptyView().padding().inspect().navigationBarBackButtonHidden(),
                     "EmptyView does not have 'navigationBarBackButtonHidden' modifier")
    }
}

/// Upstream `NavigationBarItemsTests` (in `NavigationBarModifiersTests.swift`).
final class NavigationBarItemsTests: XCTestCase {
    func testUnaryViewAdaptor() throws {
        XCTAssertNoThrow(try EmptyView().navigationBarItems(trailing: Text("Edit")).inspect().emptyView())
    }
}

/// Upstream `StatusBarConfigurationTests` (in `NavigationBarModifiersTests.swift`).
final class StatusBarConfigurationTests: XCTestCase {
    func testStatusBarHidden() throws {
        XCTAssertFalse(try EmptyView().statusBar(hidden: false).inspect().statusBarHidden())
        XCTAssertTrue(try EmptyView().statusBar(hidden: true).inspect().statusBarHidden())
        assertThrows(try EmptyView().padding().inspect().statusBarHidden(), "EmptyView does not have 'statusBar(hidden:)' modifier")
    }
}
