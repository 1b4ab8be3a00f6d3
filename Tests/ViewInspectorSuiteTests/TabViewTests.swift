import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TabViewTests` (with `GlobalModifiersForTabView`): a tab view's pages, modifiers,
/// reaching it, search paths into pages and tab items, selection of tabs in a hosted view; tag
/// and tabItem modifiers, tab view and index view styles.
final class TabViewTests: XCTestCase {
    private func twoTabs() -> some View {
        TabView {
            Text("Inbox page").tabItem { Text("Inbox") }.tag(0)
            Text("Sent page").tabItem { Text("Sent") }.tag(1)
        }
    }

    func testEnclosedView() throws {
        XCTAssertEqual(try twoTabs().inspect().tabView().text(0).string(), "Inbox page")
    }

    func testResetsModifiers() throws {
        let page = try twoTabs().padding().padding().padding().inspect().tabView().text(0)
        XCTAssertEqual(page.content.medium.viewModifiers.count, 2)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(twoTabs()).inspect().anyView().tabView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { twoTabs(); twoTabs() }
        XCTAssertNoThrow(try row.inspect().hStack().tabView(0))
        XCTAssertNoThrow(try row.inspect().hStack().tabView(1))
    }

    func testSearch() throws {
        let root = AnyView(TabView { Text("Page").tabItem { Text("Item") } })
        XCTAssertEqual(try root.inspect().find(ViewType.TabView.self).pathToRoot, "anyView().tabView()")
        XCTAssertEqual(try root.inspect().find(text: "Page").pathToRoot, "anyView().tabView().text(0)")
        XCTAssertEqual(try root.inspect().find(text: "Item").pathToRoot, "anyView().tabView().text(0).tabItem().text()")
    }

    func testTabSelection() throws {
        let view = SelectingTabs()
        let none = "Search did not find a match"
        let before = view.inspection.inspect { view in
            XCTAssertEqual(try view.actualView().selection, 1)
            XCTAssertNoThrow(try view.find(text: "page 1"))
            assertThrows(try view.tabView(1).text(2), "View for tab with tag 3 is absent")
            assertThrows(try view.find(text: "page 2"), none)
            assertThrows(try view.find(text: "page 3"), none)
            try view.find(button: "go to 3").tap()
            XCTAssertEqual(try view.actualView().selection, 3)
        }
        let after = view.inspection.inspect(after: 0.1) { view in
            XCTAssertEqual(try view.actualView().selection, 3)
            assertThrows(try view.find(text: "page 1"), none)
            assertThrows(try view.find(text: "page 2"), none)
            XCTAssertNoThrow(try view.find(text: "page 3"))
        }
        ViewHosting.host(view: view)
        wait(for: [before, after], timeout: 2)
    }
}

private struct SelectingTabs: View {
    @State var selection = 1
    let inspection = Inspection<Self>()

    var body: some View {
        Button("go to 3", action: { selection = 3 })
        TabView(selection: $selection) {
            Text("page 1").tag(1)
            Text("page 2").tag(2)
            Text("page 3").tag(3)
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

/// Upstream `GlobalModifiersForTabView` (in `TabViewTests.swift`).
final class GlobalModifiersForTabView: XCTestCase {
    func testTag() throws {
        XCTAssertNoThrow(try EmptyView().tag(2).inspect().emptyView())
    }

    func testTagInspection() throws {
        XCTAssertEqual(try EmptyView().tag("home").inspect().emptyView().tag(), "home")
    }

    func testTabItem() throws {
        XCTAssertNoThrow(try EmptyView().tabItem { Text("") }.inspect().emptyView())
    }

    func testTabItemInspection() throws {
        let item = try EmptyView().tabItem { Text("Home").blur(radius: 1) }.inspect().emptyView().tabItem().text()
        XCTAssertEqual(try item.string(), "Home")
        XCTAssertEqual(try item.blur().radius, 1)
    }

    func testTabItemSearch() throws {
        XCTAssertNoThrow(try EmptyView().tabItem { Text("Home") }.inspect().find(text: "Home"))
    }

    func testTabViewStyleInspection() throws {
        let style = PageTabViewStyle(indexDisplayMode: .always)
        let read = try XCTUnwrap(try EmptyView().tabViewStyle(style).inspect().tabViewStyle() as? PageTabViewStyle)
        XCTAssertEqual(read, style)
    }

    func testPageTabViewStyleEquatable() throws {
        let styles = [PageTabViewStyle(indexDisplayMode: .always), PageTabViewStyle(indexDisplayMode: .automatic),
                      PageTabViewStyle(indexDisplayMode: .never)]
        for index in styles.indices {
            XCTAssertEqual(styles[index], styles[index])
            XCTAssertNotEqual(styles[index], styles[(index + 1) % styles.count])
        }
    }

    func testIndexViewStyleInspection() throws {
        XCTAssertTrue(try EmptyView().indexViewStyle(PageIndexViewStyle()).inspect().indexViewStyle() is PageIndexViewStyle)
    }
}
