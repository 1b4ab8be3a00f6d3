import SwiftUI
import ViewInspector
import XCTest

/// `find` and `findAll` with their predicates, the paths of what they find, and their failures.
final class SearchTests: XCTestCase {
    func testFindTextPrintsThePathFromTheRoot() throws {
        XCTAssertEqual(try ListScreen().inspect().find(text: "First").pathToRoot,
                       "view(ListScreen.self).vStack().anyView(1).view(RowView.self).hStack().text(0)")
    }

    func testFindButtonByItsTitleAndTapIt() throws {
        let sut = CounterView()
        try sut.inspect().find(button: "Add").tap()
        try sut.inspect().find(button: "Add").tap()
        XCTAssertEqual(try sut.inspect().find(text: "Count: 2").pathToRoot, "view(CounterView.self).vStack().text(0)")
        XCTAssertEqual(sut.count, 2)
    }

    func testTheLabelOfAButtonIsASupplementaryStep() throws {
        XCTAssertEqual(try CounterView().inspect().find(text: "Add").pathToRoot,
                       "view(CounterView.self).vStack().button(1).labelView().text()")
    }

    func testADisabledButtonDoesNotTap() throws {
        let sut = CounterView()
        XCTAssertThrowsError(try sut.inspect().find(button: "Reset").tap()) { error in
            XCTAssertEqual(error.localizedDescription, "Button is unresponsive: view(CounterView.self).vStack().button(2) is disabled")
        }
        XCTAssertFalse(try sut.inspect().find(button: "Reset").isResponsive())
        try sut.inspect().find(button: "Add").tap()
        XCTAssertTrue(try sut.inspect().find(button: "Reset").isResponsive())
    }

    func testFindByIdTagAndType() throws {
        let sut = try ListScreen().inspect()
        XCTAssertEqual(try sut.find(viewWithId: "title").text().string(), "Title")
        XCTAssertEqual(try sut.find(viewWithTag: 2).text().string(), "B")
        XCTAssertEqual(try sut.find(ViewType.HStack.self).pathToRoot, "view(ListScreen.self).vStack().hStack(2)")
        XCTAssertEqual(try sut.find(ViewType.HStack.self, traversal: .depthFirst).pathToRoot,
                       "view(ListScreen.self).vStack().anyView(1).view(RowView.self).hStack()")
        XCTAssertEqual(try sut.find(RowView.self).actualView().title, "First")
        XCTAssertEqual(try sut.find(ViewType.Text.self, where: { try $0.string() == "A" }).pathToRoot,
                       "view(ListScreen.self).vStack().hStack(2).text(0)")
    }

    func testSkipFoundAndDepthFirst() throws {
        let sut = try ListScreen().inspect()
        XCTAssertEqual(try sut.find(ViewType.Text.self, skipFound: 1).string(), "A")
        XCTAssertEqual(try sut.find(ViewType.Text.self, traversal: .depthFirst, skipFound: 1).string(), "First")
        XCTAssertThrowsError(try sut.find(ViewType.Text.self, skipFound: 9)) { error in
            XCTAssertEqual(error.localizedDescription, "Search did only find 4 matches")
        }
    }

    func testFindAllInTheOrderOfTheCode() throws {
        let sut = try ListScreen().inspect()
        XCTAssertEqual(try sut.findAll(ViewType.Text.self).map { try $0.string() }, ["Title", "First", "A", "B"])
        XCTAssertEqual(sut.findAll(ViewType.HStack.self).count, 2)
        XCTAssertEqual(sut.findAll(ViewType.ZStack.self).count, 0)
    }

    func testSearchFailureAndParentRelation() throws {
        XCTAssertThrowsError(try ListScreen().inspect().find(text: "missing")) { error in
            XCTAssertEqual(error.localizedDescription, "Search did not find a match")
        }
        let text = try ListScreen().inspect().find(text: "First")
        XCTAssertEqual(try text.find(ViewType.AnyView.self, relation: .parent).pathToRoot, "view(ListScreen.self).vStack().anyView(1)")
        XCTAssertEqual(try text.find(RowView.self, relation: .parent).actualView().title, "First")
    }

    func testMissingEnvironmentObjectBlocksTheSearch() throws {
        XCTAssertThrowsError(try VStack { NameView() }.inspect().find(text: "Ada")) { error in
            XCTAssertEqual(error.localizedDescription,
                           "Search did not find a match. Possible blockers: NameView is missing EnvironmentObjects: [\"settings: Settings\"]")
        }
    }

    func testFindsInsideOverlaysAndCustomModifiers() throws {
        let sut = try Text("body").modifier(Bordered(width: 3)).inspect()
        XCTAssertEqual(try sut.find(text: "border").pathToRoot, "text().modifier(Bordered.self).viewModifierContent().overlay().text()")
    }

    func testAccessibilityQueries() throws {
        let sut = try VStack {
            Text("a").accessibilityIdentifier("first")
            Image(systemName: "star").accessibilityLabel("Favourite")
        }.inspect()
        XCTAssertEqual(try sut.find(viewWithAccessibilityIdentifier: "first").text().string(), "a")
        XCTAssertEqual(try sut.find(viewWithAccessibilityLabel: "Favourite").pathToRoot, "vStack().image(1)")
    }
}
