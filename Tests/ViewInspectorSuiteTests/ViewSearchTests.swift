import SwiftUI
import XCTest
@testable import ViewInspector

/// Fixtures of the search tests: a screen with views in overlays, masks, backgrounds,
/// custom modifiers and a custom view, plus conditional content and type-name conflicts.
private enum Fixture {
    struct Card: View {
        var body: some View {
            Button(action: {}, label: {
                HStack { Text("Tap") }
            }).mask(Group {
                Text("Greeting", tableName: "Greetings", bundle: (try? LocalizedFixtureBundle.make()) ?? .main)
            })
        }
    }

    struct Screen: View {
        var body: some View {
            AnyView(Group {
                SwiftUI.EmptyView()
                    .padding()
                    .overlay(HStack {
                        SwiftUI.EmptyView().id("spacer-id")
                        Card().padding(12).tag(21)
                    })
                Text("Total")
                    .font(.caption)
                    .tag(3)
                    .id(8)
                    .background(Button("More", action: {}))
                Divider()
                    .modifier(Caption(text: "caption one"))
                    .padding()
                    .modifier(Caption(text: "caption two"))
            })
        }
    }

    struct Conditional: View {
        let no = false
        let yes = true
        var body: some View {
            HStack {
                if no { Text("hidden") }
                Text("always")
                if yes { Text("shown") }
            }
        }
    }

    struct Caption: ViewModifier {
        let text: String
        func body(content: Caption.Content) -> some View {
            AnyView(content.overlay(Text(text)))
        }
    }

    /// A custom view named like SwiftUI's `EmptyView`.
    struct EmptyView: View {
        var body: some View { Text("not empty") }
    }

    struct ConflictingNamesStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Group {
                Fixture.EmptyView()
                Label("", image: "")
                configuration.label
            }
        }
    }

    struct Accessible: View {
        var body: some View {
            Button(action: {}, label: {
                HStack { Text("visible").accessibilityLabel(Text("spoken")) }
            }).mask(Group {
                Text("masked").accessibilityIdentifier("mask-id")
            })
        }
    }
}

/// Upstream `ViewSearchTests`: `find`/`findAll` by type, text, button, id, tag, custom view,
/// accessibility label/identifier and condition, with paths to root through overlays, masks,
/// backgrounds and custom modifiers; `skipFound`, localised text lookups, conditional views,
/// custom views named like SwiftUI's, and shapes.
final class ViewSearchTests: XCTestCase {
    private let allTexts = ["Tap", "Hello", "Total", "More", "caption one", "caption two"]

    func testFindAll() throws {
        let screen = try Fixture.Screen().inspect()
        XCTAssertEqual(screen.findAll(ViewType.ZStack.self).count, 0)
        XCTAssertEqual(screen.findAll(ViewType.HStack.self).count, 2)
        XCTAssertEqual(screen.findAll(ViewType.Button.self).count, 2)
        XCTAssertEqual(try screen.findAll(ViewType.Text.self).map { try $0.string() }, allTexts)
        XCTAssertEqual(screen.findAll(Fixture.Card.self).count, 1)
        XCTAssertEqual(screen.findAll(where: { (try? $0.overlay()) != nil }).count, 3)
    }

    func testFindText() throws {
        let screen = try Fixture.Screen().inspect()
        XCTAssertEqual(try screen.find(text: "Total").pathToRoot, "view(Screen.self).anyView().group().text(1)")
        XCTAssertEqual(try screen.find(text: "Hello").pathToRoot,
                       "view(Screen.self).anyView().group().emptyView(0).overlay().hStack().view(Card.self, 1).button().mask().group().text(0)")
        XCTAssertEqual(try screen.find(text: "Tap").pathToRoot,
                       "view(Screen.self).anyView().group().emptyView(0).overlay().hStack().view(Card.self, 1).button().labelView().hStack().text(0)")
        XCTAssertEqual(try screen.find(text: "More").pathToRoot,
                       "view(Screen.self).anyView().group().text(1).background().button().labelView().text()")
        XCTAssertEqual(try screen.find(text: "caption one").pathToRoot,
                       "view(Screen.self).anyView().group().divider(2).modifier(Caption.self).anyView().viewModifierContent().overlay().text()")
        XCTAssertEqual(try screen.find(text: "caption two").pathToRoot,
                       "view(Screen.self).anyView().group().divider(2).modifier(Caption.self, 1).anyView().viewModifierContent().overlay().text()")
        XCTAssertEqual(try screen.find(textWhere: { _, attributes in try attributes.font() == .caption }).string(), "Total")
        assertThrows(try screen.find(text: "absent"), "Search did not find a match")
        assertThrows(try screen.find(ViewType.Text.self, relation: .parent), "Search did not find a match")
    }

    func testSkipFound() throws {
        let screen = try Fixture.Screen().inspect()
        let inOrder = try screen.findAll(ViewType.Text.self).map { try $0.string() }
        XCTAssertEqual(inOrder, allTexts)
        for index in inOrder.indices {
            XCTAssertEqual(try screen.find(ViewType.Text.self, traversal: .depthFirst, skipFound: index).string(), inOrder[index])
        }
        assertThrows(try screen.find(ViewType.Text.self, traversal: .depthFirst, skipFound: inOrder.count), "Search did only find 6 matches")
    }

    func testFindLocalizedTextWithLocaleParameter() throws {
        let screen = try Fixture.Screen().inspect()
        assertThrows(try screen.find(text: "Greeting"), "Search did not find a match")
        XCTAssertNoThrow(try screen.find(text: "Greeting", locale: Locale(identifier: "fr")))
        XCTAssertNoThrow(try screen.find(text: "Hello"))
        XCTAssertNoThrow(try screen.find(text: "Hello", locale: Locale(identifier: "en")))
        XCTAssertNoThrow(try screen.find(text: "G'day", locale: Locale(identifier: "en_AU")))
        XCTAssertNoThrow(try screen.find(text: "Привет", locale: Locale(identifier: "ru")))
        assertThrows(try screen.find(text: "Привет", locale: Locale(identifier: "en")), "Search did not find a match")
    }

    func testFindLocalizedTextWithGlobalDefault() throws {
        let saved = Locale.testsDefault
        defer { Locale.testsDefault = saved }
        Locale.testsDefault = Locale(identifier: "ru")
        XCTAssertNoThrow(try Fixture.Screen().inspect().find(text: "Привет"))
    }

    func testFindButton() throws {
        let screen = try Fixture.Screen().inspect()
        XCTAssertNoThrow(try screen.find(button: "Tap"))
        XCTAssertNoThrow(try screen.find(button: "More"))
        assertThrows(try screen.find(button: "absent"), "Search did not find a match")
    }

    func testFindViewWithId() throws {
        let screen = try Fixture.Screen().inspect()
        XCTAssertNoThrow(try screen.find(viewWithId: "spacer-id").emptyView())
        XCTAssertNoThrow(try screen.find(viewWithId: 8).text())
        assertThrows(try screen.find(viewWithId: 99), "Search did not find a match")
    }

    func testFindViewWithTag() throws {
        let screen = try Fixture.Screen().inspect()
        XCTAssertNoThrow(try screen.find(viewWithTag: 3).text())
        XCTAssertNoThrow(try screen.find(viewWithTag: 21).view(Fixture.Card.self))
        assertThrows(try screen.find(viewWithTag: 99), "Search did not find a match")
    }

    func testFindCustomView() throws {
        let screen = try Fixture.Screen().inspect()
        XCTAssertNoThrow(try screen.find(Fixture.Card.self))
        XCTAssertNoThrow(try screen.find(Fixture.Card.self, containing: "Tap"))
        assertThrows(try screen.find(Fixture.Card.self, containing: "Total"), "Search did not find a match")
    }

    func testFindForConditionalView() throws {
        let texts = try Fixture.Conditional().inspect().findAll(ViewType.Text.self)
        XCTAssertEqual(try texts.map { try $0.string() }, ["always", "shown"])
    }

    func testConflictingViewTypeNames() throws {
        let body = try Fixture.ConflictingNamesStyle().inspect(isPressed: true)
        XCTAssertEqual(try body.find(text: "not empty").pathToRoot, "group().view(EmptyView.self, 0).text()")
        XCTAssertEqual(try body.find(ViewType.Label.self).pathToRoot, "group().label(1)")
        XCTAssertEqual(try body.find(ViewType.StyleConfiguration.Label.self).pathToRoot, "group().styleConfigurationLabel(2)")
    }

    func testShapesSearching() throws {
        let shapes = Group {
            Circle().inset(by: 3)
            Rectangle()
            Ellipse().offset(x: 4, y: 1)
        }
        assertThrows(try shapes.inspect().find(text: "absent"), "Search did not find a match")
        let rect = CGRect(x: 0, y: 0, width: 20, height: 60)
        let expected = Ellipse().offset(x: 4, y: 1).path(in: rect)
        let found = try shapes.inspect().find(where: { try $0.shape().path(in: rect) == expected })
        XCTAssertEqual(found.pathToRoot, "group().shape(2)")
    }

    func testFindViewWithAccessibilityLabel() throws {
        let view = try Fixture.Accessible().inspect()
        XCTAssertEqual(try view.find(viewWithAccessibilityLabel: "spoken").pathToRoot,
                       "view(Accessible.self).button().labelView().hStack().text(0)")
        assertThrows(try view.find(viewWithAccessibilityLabel: "nope"), "Search did not find a match")
    }

    func testFindViewWithAccessibilityIdentifier() throws {
        let view = try Fixture.Accessible().inspect()
        XCTAssertEqual(try view.find(viewWithAccessibilityIdentifier: "mask-id").pathToRoot,
                       "view(Accessible.self).button().mask().group().text(0)")
        assertThrows(try view.find(viewWithAccessibilityIdentifier: "nope"), "Search did not find a match")
    }
}
