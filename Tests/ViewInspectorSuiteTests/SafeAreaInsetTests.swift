import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SafeAreaInsetTests`: a safe-area inset doesn't block inspection; the error without
/// one; its content, edge, spacing, regions; search paths into two insets on one view.
final class SafeAreaInsetTests: XCTestCase {
    func testInspectionNotBlocked() throws {
        XCTAssertNoThrow(try EmptyView().safeAreaInset(edge: .top) { Text("") }.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().safeAreaInset(), "EmptyView does not have 'safeAreaInset' modifier")
    }

    func testSimpleUnwrap() throws {
        let view = EmptyView().safeAreaInset(edge: .top) { Text("") }
        XCTAssertEqual(try view.inspect().emptyView().safeAreaInset().pathToRoot, "emptyView().safeAreaInset()")
    }

    func testContentUnwrap() throws {
        XCTAssertEqual(try EmptyView().safeAreaInset(edge: .top) { Text("Toolbar") }.inspect().safeAreaInset().text().string(), "Toolbar")
    }

    func testEdge() throws {
        XCTAssertEqual(try EmptyView().safeAreaInset(edge: .top) { Text("") }.inspect().safeAreaInset().edge(), .top)
    }

    func testSpacing() throws {
        XCTAssertEqual(try EmptyView().safeAreaInset(edge: .top, spacing: 7) { Text("") }.inspect().safeAreaInset().spacing(), 7)
        XCTAssertNil(try EmptyView().safeAreaInset(edge: .top) { Text("") }.inspect().safeAreaInset().spacing())
    }

    func testRegions() throws {
        XCTAssertEqual(try EmptyView().safeAreaInset(edge: .top) { Text("") }.inspect().safeAreaInset().regions(), .container)
    }

    func testSearch() throws {
        let root = Group {
            EmptyView()
            Text("")
                .safeAreaInset(edge: .bottom) { EmptyView(); Text("bottom bar") }
                .padding()
                .safeAreaInset(edge: .trailing) { Text("side bar") }
        }
        XCTAssertEqual(try root.inspect().find(text: "bottom bar").pathToRoot, "group().text(1).safeAreaInset().text(1)")
        XCTAssertEqual(try root.inspect().find(text: "side bar").pathToRoot, "group().text(1).safeAreaInset(1).text()")
    }
}
