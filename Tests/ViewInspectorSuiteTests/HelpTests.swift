import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `HelpTests`: `.help(_:)` keeps the view's other modifiers, gives its text (with its
/// own modifiers apart), and is searched.
final class HelpTests: XCTestCase {
    func testRetainsModifiers() throws {
        let insets = EdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        let shift = CGSize(width: 7, height: 8)
        let view = try AnyView(EmptyView().padding(insets).help("Tooltip").offset(shift)).inspect().anyView().emptyView()
        XCTAssertEqual(try view.padding(), insets)
        XCTAssertEqual(try view.offset(), shift)
        assertThrows(try view.help().offset(), "Text does not have 'offset' modifier")
    }

    func testTextInspectionPaths() throws {
        let root = AnyView(EmptyView().padding().help("Tooltip"))
        let help = try root.inspect().anyView().emptyView().help()
        XCTAssertEqual(try help.string(), "Tooltip")
        XCTAssertEqual(help.pathToRoot, "anyView().emptyView().help()")
        XCTAssertEqual(try root.inspect().find(text: "Tooltip").pathToRoot, "anyView().emptyView().help()")
    }
}
