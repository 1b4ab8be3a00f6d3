import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NavigationSplitViewTests`: the sidebar, content and detail columns (one view or
/// several), modifiers staying behind, reaching it and search paths into each column.
final class NavigationSplitViewTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let split = try NavigationSplitView(sidebar: { Text("Folders") }, content: { Text("Mails") }, detail: { Text("Mail") })
            .inspect().navigationSplitView()
        XCTAssertEqual(try split.sidebarView().text().string(), "Folders")
        XCTAssertEqual(try split.text().string(), "Mails")
        XCTAssertEqual(try split.detailView().text().string(), "Mail")
    }

    func testMultipleEnclosedViews() throws {
        let split = try NavigationSplitView(sidebar: { Text("s1"); Text("s2") }, content: { Text("c1"); Text("c2") },
                                            detail: { Text("d1"); Text("d2") }).inspect().navigationSplitView()
        XCTAssertEqual(try split.sidebarView().text(0).string(), "s1")
        XCTAssertEqual(try split.sidebarView().text(1).string(), "s2")
        XCTAssertEqual(try split.text().string(), "c1")
        XCTAssertEqual(try split.text(1).string(), "c2")
        XCTAssertEqual(try split.detailView().text(0).string(), "d1")
        XCTAssertEqual(try split.detailView().text(1).string(), "d2")
    }

    func testResetsModifiers() throws {
        let split = try NavigationSplitView(sidebar: { Text("s") }, content: { Text("c") }, detail: { Text("d") })
            .padding().inspect().navigationSplitView()
        XCTAssertEqual(try split.text().content.medium.viewModifiers.count, 0)
        XCTAssertEqual(try split.sidebarView().text().content.medium.viewModifiers.count, 0)
        XCTAssertEqual(try split.detailView().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(NavigationSplitView(sidebar: { EmptyView() }, detail: { EmptyView() })).inspect().anyView().navigationSplitView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack {
            NavigationSplitView(sidebar: { EmptyView() }, detail: { EmptyView() })
            NavigationSplitView(sidebar: { EmptyView() }, detail: { EmptyView() })
        }
        XCTAssertNoThrow(try row.inspect().hStack().navigationSplitView(0))
        XCTAssertNoThrow(try row.inspect().hStack().navigationSplitView(1))
    }

    func testSearch() throws {
        let root = try AnyView(NavigationSplitView(sidebar: { Text("side") }, content: { Text("c1"); Text("c2") },
                                                   detail: { Text("d1"); Text("d2") })).inspect()
        XCTAssertEqual(try root.find(ViewType.NavigationSplitView.self).pathToRoot, "anyView().navigationSplitView()")
        XCTAssertEqual(try root.find(text: "side").pathToRoot, "anyView().navigationSplitView().sidebarView().text()")
        XCTAssertEqual(try root.find(text: "c1").pathToRoot, "anyView().navigationSplitView().text(0)")
        XCTAssertEqual(try root.find(text: "c2").pathToRoot, "anyView().navigationSplitView().text(1)")
        XCTAssertEqual(try root.find(text: "d1").pathToRoot, "anyView().navigationSplitView().detailView().text(0)")
        XCTAssertEqual(try root.find(text: "d2").pathToRoot, "anyView().navigationSplitView().detailView().text(1)")
    }
}
