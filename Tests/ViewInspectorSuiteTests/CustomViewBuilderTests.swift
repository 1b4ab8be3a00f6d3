import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `CustomViewBuilderTests`: a custom view taking `@ViewBuilder` content — its children
/// through implicit unwrapping, bounds errors, modifiers, reaching it, `actualView()`, search
/// paths (generic parameters written as EmptyView) and a locally declared wrapper.
final class CustomViewBuilderTests: XCTestCase {
    func testSingleEnclosedView() throws {
        XCTAssertEqual(try Card { Text("Inside") }.inspect().text(0).string(), "Inside")
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try Card { Text("Inside") }.inspect().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("x"), b = Text("y"), c = Text("z")
        let card = Card { a; b; c }
        XCTAssertEqual(try card.inspect().text(0).content.view as? Text, a)
        XCTAssertEqual(try card.inspect().text(1).content.view as? Text, b)
        XCTAssertEqual(try card.inspect().text(2).content.view as? Text, c)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try Card { Text("x"); Text("y") }.inspect().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        let single = try Card { Text("x") }.padding().offset().inspect().view(Card<Text>.self).text(0)
        XCTAssertEqual(single.content.medium.viewModifiers.count, 1)
        let pair = try Card { Text("x"); EmptyView() }.padding().offset().inspect().view(Card<Text>.self).text(0)
        XCTAssertEqual(pair.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        let root = AnyView(Card { Spacer(); Text("x") })
        XCTAssertNoThrow(try root.inspect().anyView().view(Card<EmptyView>.self).text(1))
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Card { Text("x") }; Card { Text("y") } }
        XCTAssertNoThrow(try row.inspect().hStack().view(Card<Text>.self, 0))
        XCTAssertNoThrow(try row.inspect().hStack().view(Card<Text>.self, 1))
    }

    func testActualView() throws {
        XCTAssertNoThrow(try Card { Text("x") }.inspect().view(Card<Text>.self).actualView().content)
    }

    func testViewBody() {
        XCTAssertNoThrow(Card { Text("x") }.body)
    }

    func testSearch() throws {
        let root = try HStack { Card { Text("found"); EmptyView() } }.inspect()
        XCTAssertEqual(try root.find(text: "found").pathToRoot, "hStack().view(Card<EmptyView>.self, 0).text(0)")
        XCTAssertEqual(try root.hStack().view(Card<EmptyView>.self, 0).text(0).pathToRoot, "hStack().view(Card<EmptyView>.self, 0).text(0)")
    }

    func testLocalViewBuilder() throws {
        struct Wrap<V: View>: View {
            @ViewBuilder var make: () -> V
            init(@ViewBuilder make: @escaping () -> V) { self.make = make }
            var body: some View { make() }
        }
        let root = try Wrap { Wrap { Text("deep") } }.inspect()
        XCTAssertNoThrow(try root.find(Wrap<Wrap<Text>>.self))
        XCTAssertNoThrow(try root.find(Wrap<Text>.self))
        XCTAssertEqual(try root.find(ViewType.Text.self).pathToRoot, "view(Wrap<EmptyView>.self).view(Wrap<EmptyView>.self).text()")
    }
}

private struct Card<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content.padding() }
}
