import SwiftUI
import ViewInspector
import XCTest

/// Reaching views by typed accessors, the paths they print, and the errors of a wrong step.
final class InspectionBasicsTests: XCTestCase {
    func testTextOfACustomViewsBody() throws {
        XCTAssertEqual(try GreetingView().inspect().text().string(), "Hello, world!")
    }

    func testStacksAnyViewAndCustomViewsByIndex() throws {
        let sut = try ListScreen().inspect()
        XCTAssertEqual(try sut.vStack().text(0).string(), "Title")
        XCTAssertEqual(try sut.vStack().anyView(1).view(RowView.self).hStack().text(0).string(), "First")
        XCTAssertEqual(try sut.vStack().hStack(2).text(1).string(), "B")
        XCTAssertEqual(try sut.vStack().anyView(1).view(RowView.self).hStack().spacer(1).pathToRoot,
                       "view(ListScreen.self).vStack().anyView(1).view(RowView.self).hStack().spacer(1)")
    }

    func testPathToRootNamesEveryStep() throws {
        let text = try ListScreen().inspect().vStack().anyView(1).view(RowView.self).hStack().text(0)
        XCTAssertEqual(text.pathToRoot, "view(ListScreen.self).vStack().anyView(1).view(RowView.self).hStack().text(0)")
    }

    func testAWrongTypeNamesWhatWasFound() throws {
        XCTAssertThrowsError(try ListScreen().inspect().vStack().button(0)) { error in
            XCTAssertEqual(error.localizedDescription, "view(ListScreen.self).vStack().button(0) found Text instead of Button")
        }
    }

    func testAnIndexPastTheChildren() throws {
        XCTAssertThrowsError(try ListScreen().inspect().vStack().text(5)) { error in
            XCTAssertEqual(error.localizedDescription, "Enclosed view index '5' is out of bounds: '0 ..< 3'")
        }
    }

    func testASingleAccessorOnSeveralViews() throws {
        XCTAssertThrowsError(try ScrollView { Text("a"); Text("b") }.inspect().scrollView().text()) { error in
            XCTAssertEqual(error.localizedDescription, "Unable to extract Text: please specify its index inside parent view")
        }
    }

    func testAnAbsentOptionalView() throws {
        let hidden = try ConditionalView(showsFirst: false).inspect().hStack()
        XCTAssertThrowsError(try hidden.text(0)) { error in
            XCTAssertEqual(error.localizedDescription, "View for Optional<Text> is absent")
        }
        XCTAssertEqual(try hidden.text(1).string(), "2")
        XCTAssertEqual(try ConditionalView(showsFirst: true).inspect().hStack().text(0).string(), "1")
    }

    func testParentSteps() throws {
        let text = try ListScreen().inspect().find(text: "B")
        XCTAssertEqual(try text.parent().hStack().count, 2)
        XCTAssertEqual(try text.parent().pathToRoot, "view(ListScreen.self).vStack().hStack(2)")
        XCTAssertThrowsError(try Text("root").inspect().parent()) { error in
            XCTAssertEqual(error.localizedDescription, "Text does not have parent")
        }
    }

    func testChildrenAsACollection() throws {
        let stack = try ListScreen().inspect().vStack()
        XCTAssertEqual(stack.count, 3)
        XCTAssertEqual(stack.map(\.pathToRoot), [
            "view(ListScreen.self).vStack().text(0)", "view(ListScreen.self).vStack().anyView(1)",
            "view(ListScreen.self).vStack().hStack(2)",
        ])
        XCTAssertEqual(try stack[0].text().string(), "Title")
    }

    func testActualViewReadsTheCustomViewsValue() throws {
        let row = try ListScreen().inspect().vStack().anyView(1).view(RowView.self)
        XCTAssertEqual(try row.actualView().title, "First")
    }

    func testViewOfASystemTypeIsRefused() throws {
        XCTAssertThrowsError(try AnyView(Text("a")).inspect().anyView().view(Text.self)) { error in
            XCTAssertEqual(error.localizedDescription, "Please replace .view(Text.self) inspection call with .text() or .find(ViewType.Text.self)")
        }
    }

    func testTupleViewsAreEnteredByIndex() throws {
        let sut = try VStack {
            Group {
                Text("a")
                Text("b")
            }
        }.inspect()
        XCTAssertEqual(try sut.vStack().group(0).text(1).string(), "b")
    }

    func testModifiersReadOnTheViewTheyApplyTo() throws {
        let title = try ListScreen().inspect().vStack().text(0)
        XCTAssertEqual(try title.padding(), EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        XCTAssertEqual(try title.id(), AnyHashable("title"))
        XCTAssertThrowsError(try title.tag()) { error in
            XCTAssertEqual(error.localizedDescription, "Text does not have 'tag' modifier")
        }
        XCTAssertEqual(try ListScreen().inspect().vStack().hStack(2).text(1).tag(), AnyHashable(2))
    }

    func testFrameAndStackAttributes() throws {
        let sut = try VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 20, height: 10, alignment: .top)
        }.inspect().vStack()
        XCTAssertEqual(try sut.spacing(), 4)
        XCTAssertEqual(try sut.alignment(), .leading)
        let frame = try sut.color(0).fixedFrame()
        XCTAssertEqual(frame.width, 20)
        XCTAssertEqual(frame.height, 10)
        XCTAssertEqual(frame.alignment, .top)
    }

    func testMissingEnvironmentObjectIsReported() throws {
        XCTAssertThrowsError(try VStack { NameView() }.inspect().vStack().view(NameView.self, 0).text()) { error in
            XCTAssertEqual(error.localizedDescription, "NameView is missing EnvironmentObjects: [\"settings: Settings\"]")
        }
        let supplied = NameView().environmentObject(Settings())
        XCTAssertEqual(try supplied.inspect().view(NameView.self).text().string(), "Ada")
    }

    func testCustomModifierAndItsContent() throws {
        let sut = try Text("body").modifier(Bordered(width: 3)).inspect()
        let modifier = try sut.text().modifier(Bordered.self)
        XCTAssertEqual(try modifier.actualView().width, 3)
        XCTAssertEqual(try modifier.viewModifierContent().padding().top, 3)
        XCTAssertEqual(try modifier.viewModifierContent().overlay().text().string(), "border")
    }
}

/// `string(locale:)` looks a key up in the table and bundle the text was made with.
final class LocalizedTextTests: XCTestCase {
    private var strings: Bundle? {
        Bundle.module.path(forResource: "Localizations", ofType: nil).flatMap(Bundle.init(path:))
    }

    func testAKeyIsTranslatedForTheLocale() throws {
        let bundle = try XCTUnwrap(strings)
        let sut = try Text("greeting", tableName: "Greetings", bundle: bundle).inspect().text()
        XCTAssertEqual(try sut.string(), "Hello")
        XCTAssertEqual(try sut.string(locale: Locale(identifier: "ru")), "Привет")
        XCTAssertEqual(try sut.string(locale: Locale(identifier: "fr")), "greeting")
        XCTAssertEqual(try Text("greeting").inspect().text().string(locale: Locale(identifier: "ru")), "greeting")
    }
}
