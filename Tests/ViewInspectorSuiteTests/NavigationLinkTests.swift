import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NavigationLinkTests`: a link's destination and label, search through both,
/// activating/deactivating links bound to a selection (in @ObservedObject state or a @Binding),
/// recursive links and generic/tree views in paths, and the value of a value-based link.
final class NavigationLinkTests: XCTestCase {
    func testEnclosedView() throws {
        let link = try NavigationLink(destination: { Text("first"); Text("second") }, label: { Text("open") })
            .inspect().navigationLink()
        XCTAssertEqual(try link.text(0).string(), "first")
        XCTAssertEqual(try link.text(1).string(), "second")
    }

    func testLabelView() throws {
        let link = NavigationLink(destination: Screen(title: "Settings")) { Text("Open settings") }
        XCTAssertEqual(try link.inspect().navigationLink().labelView().text().string(), "Open settings")
    }

    func testResetsModifiers() throws {
        let link = NavigationLink(destination: Screen(title: "Settings")) { Text("Open settings") }.padding()
        XCTAssertEqual(try link.inspect().navigationLink().view(Screen.self).content.medium.viewModifiers.count, 0)
        XCTAssertEqual(try link.inspect().navigationLink().labelView().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        let root = AnyView(NavigationLink(destination: Screen(title: "Settings")) { Text("Open") })
        XCTAssertNoThrow(try root.inspect().anyView().navigationLink())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let nav = NavigationView {
            NavigationLink(destination: Screen(title: "A")) { Text("To A") }
            NavigationLink(destination: Screen(title: "B")) { Text("To B") }
        }
        XCTAssertNoThrow(try nav.inspect().navigationView().navigationLink(0))
        XCTAssertNoThrow(try nav.inspect().navigationView().navigationLink(1))
    }

    func testSearchNoBindings() throws {
        let root = AnyView(NavigationView {
            NavigationLink(destination: Screen(title: "Screen A")) { Text("To A") }
            NavigationLink(destination: Screen(title: "Screen B")) { Text("To B") }
        })
        let sut = try root.inspect()
        XCTAssertEqual(try sut.find(ViewType.NavigationLink.self).pathToRoot, "anyView().navigationView().navigationLink(0)")
        XCTAssertEqual(try sut.find(navigationLink: "To A").pathToRoot, "anyView().navigationView().navigationLink(0)")
        XCTAssertEqual(try sut.find(navigationLink: "Screen B").pathToRoot, "anyView().navigationView().navigationLink(1)")
        XCTAssertEqual(try sut.find(text: "Screen A").pathToRoot, "anyView().navigationView().navigationLink(0).view(Screen.self).text()")
        XCTAssertEqual(try sut.find(text: "To B").pathToRoot, "anyView().navigationView().navigationLink(1).labelView().text()")
    }

    func testSearchWithBindings() throws {
        let sut = try BoundLinks(selection: Binding<String?>(wrappedValue: nil)).inspect()
        let none = "Search did not find a match"
        XCTAssertNoThrow(try sut.find(text: "To A"))
        XCTAssertNoThrow(try sut.find(text: "To B"))
        assertThrows(try sut.find(text: "Screen A"), none)
        assertThrows(try sut.find(text: "Screen B"), none)
        try sut.navigationView().navigationLink(0).activate()
        XCTAssertNoThrow(try sut.find(text: "To A"))
        XCTAssertNoThrow(try sut.find(text: "Screen A"))
        assertThrows(try sut.find(text: "Screen B"), none)
        try sut.navigationView().navigationLink(1).activate()
        assertThrows(try sut.find(text: "Screen A"), none)
        XCTAssertNoThrow(try sut.find(text: "Screen B"))
        assertThrows(try sut.navigationView().navigationLink(0).view(Screen.self), "View for NavigationLink's destination is absent")
        XCTAssertNoThrow(try sut.navigationView().navigationLink(1).view(Screen.self))
    }

    func testNavigationWithoutBindingParameter() throws {
        let nav = NavigationView { NavigationLink(destination: Screen(title: "A")) { Text("To A") } }
        let link = try nav.inspect().navigationView().navigationLink(0)
        let message = "Please use `NavigationLink(destination:, tag:, selection:)` if you need to access the state value for reading or writing."
        assertThrows(try link.isActive(), message)
        assertThrows(try link.activate(), message)
        assertThrows(try link.deactivate(), message)
    }

    func testNavigationWithStateActivation() throws {
        let view = ObservedLinks()
        XCTAssertNil(view.model.selection)
        let first = try view.inspect().navigationView().navigationLink(0)
        let second = try view.inspect().navigationView().navigationLink(1)
        XCTAssertFalse(try first.isActive())
        XCTAssertFalse(try second.isActive())
        try first.activate()
        XCTAssertEqual(view.model.selection, "a")
        XCTAssertTrue(try first.isActive())
        XCTAssertFalse(try second.isActive())
    }

    func testNavigationWithBindingActivation() throws {
        let view = BoundLinks(selection: Binding<String?>(wrappedValue: nil))
        let first = try view.inspect().navigationView().navigationLink(0)
        let second = try view.inspect().navigationView().navigationLink(1)
        XCTAssertFalse(try first.isActive())
        XCTAssertFalse(try second.isActive())
        try first.activate()
        XCTAssertEqual(view.selection, "a")
        XCTAssertTrue(try first.isActive())
        XCTAssertFalse(try second.isActive())
    }

    func testNavigationWithStateDeactivation() throws {
        let view = ObservedLinks()
        view.model.selection = "b"
        let first = try view.inspect().navigationView().navigationLink(0)
        let second = try view.inspect().navigationView().navigationLink(1)
        XCTAssertFalse(try first.isActive())
        XCTAssertTrue(try second.isActive())
        try second.deactivate()
        XCTAssertNil(view.model.selection)
        XCTAssertFalse(try first.isActive())
        XCTAssertFalse(try second.isActive())
    }

    func testNavigationWithBindingDeactivation() throws {
        let view = BoundLinks(selection: Binding<String?>(wrappedValue: nil))
        view.selection = "b"
        let first = try view.inspect().navigationView().navigationLink(0)
        let second = try view.inspect().navigationView().navigationLink(1)
        XCTAssertFalse(try first.isActive())
        XCTAssertTrue(try second.isActive())
        try second.deactivate()
        XCTAssertNil(view.selection)
        XCTAssertFalse(try first.isActive())
        XCTAssertFalse(try second.isActive())
    }

    func testNavigationWithStateReactivation() throws {
        let view = ObservedLinks()
        let first = try view.inspect().navigationView().navigationLink(0)
        let second = try view.inspect().navigationView().navigationLink(1)
        try second.activate()
        XCTAssertEqual(view.model.selection, "b")
        try first.activate()
        XCTAssertEqual(view.model.selection, "a")
        XCTAssertTrue(try first.isActive())
        XCTAssertFalse(try second.isActive())
    }

    func testNavigationWithBindingReactivation() throws {
        let view = BoundLinks(selection: Binding<String?>(wrappedValue: nil))
        let first = try view.inspect().navigationView().navigationLink(0)
        let second = try view.inspect().navigationView().navigationLink(1)
        try second.activate()
        XCTAssertEqual(view.selection, "b")
        try first.activate()
        XCTAssertEqual(view.selection, "a")
        XCTAssertTrue(try first.isActive())
        XCTAssertFalse(try second.isActive())
    }

    func testRecursiveNavigationLinks() throws {
        let sut = try PingPong().inspect()
        assertThrows(try sut.find(ViewType.Text.self, traversal: .breadthFirst, where: { _ in false }), "Search did not find a match")
        assertThrows(try sut.find(ViewType.Text.self, traversal: .depthFirst, where: { _ in false }), "Search did not find a match")
        XCTAssertNoThrow(try sut.find(text: "pong"))
    }

    func testRecursiveGenericReferenceView() throws {
        let nested = Wrapper(content: Wrapper(content: Wrapper(content: Text("core"))))
        let step = "view(Wrapper<EmptyView>.self)."
        XCTAssertEqual(try nested.inspect().find(text: "core").pathToRoot, step + step + step + "text()")
    }

    func testRecursiveTreeView() throws {
        let tree = Outline(node: .init(name: "root", children: [
            .init(name: "left", children: [.init(name: "left.1"), .init(name: "left.2")]),
        ]))
        XCTAssertEqual(try tree.inspect().find(text: "left.2").pathToRoot,
                       "view(Outline.self).vStack().forEach(1).view(Outline.self, 0).vStack().forEach(1).view(Outline.self, 1).vStack().text(0)")
    }

    func testNavigationValue() throws {
        let number = NavigationLink("Number", value: 7)
        XCTAssertEqual(try number.inspect().navigationLink().value(Int.self), 7)
        assertThrows(try number.inspect().navigationLink().value(String.self), "Type mismatch: Int is not String")
        let word = NavigationLink("Word", value: "seven")
        XCTAssertEqual(try word.inspect().navigationLink().value(), "seven")
        assertThrows(try word.inspect().navigationLink().value(Int.self), "Type mismatch: String is not Int")
    }

    func testNavigationValueHashable() throws {
        let link = NavigationLink("Token", value: Token())
        XCTAssertEqual(try link.inspect().navigationLink().value(), Token())
        assertThrows(try link.inspect().navigationLink().value(Int.self), "Type mismatch: Token is not Int")
    }

    func testNavigationValueCodable() throws {
        let link = NavigationLink("Page", value: Page(number: 2))
        XCTAssertEqual(try link.inspect().navigationLink().value(), Page(number: 2))
        XCTAssertNotEqual(try link.inspect().navigationLink().value(), Page(number: 5))
    }

    func testNavigationValueMissing() throws {
        let link = NavigationLink("Plain", destination: EmptyView.init)
        assertThrows(try link.inspect().navigationLink().value(Page.self),
                     "Optional<NavigationLinkPresentedValue> does not have 'some' attribute")
    }
}

private struct Screen: View {
    let title: String
    var body: some View { Text(title) }
}

private final class LinkModel: ObservableObject {
    @Published var selection: String?
}

private struct ObservedLinks: View {
    @ObservedObject var model = LinkModel()
    var body: some View {
        NavigationView {
            NavigationLink(destination: Screen(title: "Screen A"), tag: "a", selection: $model.selection) { Text("To A") }
            NavigationLink(destination: Screen(title: "Screen B"), tag: "b", selection: $model.selection) { Text("To B") }
        }
    }
}

private struct BoundLinks: View {
    @Binding var selection: String?
    var body: some View {
        NavigationView {
            NavigationLink(destination: Screen(title: "Screen A"), tag: "a", selection: $selection) { Text("To A") }
            NavigationLink(destination: Screen(title: "Screen B"), tag: "b", selection: $selection) { Text("To B") }
        }
    }
}

private struct PingPong: View {
    struct Caption: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Ping: View {
        var body: some View { NavigationLink(destination: Pong()) { Caption(text: "ping") } }
    }

    struct Pong: View {
        var body: some View { NavigationLink(destination: Ping()) { Caption(text: "pong") } }
    }

    var body: some View { NavigationView { Ping() } }
}

private struct Wrapper<Content: View>: View {
    let content: Content
    var body: some View { content }
}

private struct Outline: View {
    struct Node {
        var name: String
        var children: [Node] = []
    }

    var node: Node
    var body: some View {
        VStack {
            Text(node.name)
            ForEach(node.children, id: \.name) { Outline(node: $0) }
        }
    }
}

private struct Page: Codable, Hashable { let number: Int }
private struct Token: Hashable {}
