import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `CustomViewModifierTests` (class `ModifiedContentTests`): custom modifiers are seen
/// through and counted in the medium, `modifier(T.self[, index])` with its content and
/// `pathToRoot`, errors for missing modifiers, hosted and `on(\.didAppear)` inspection of a
/// modifier, environment objects a modifier needs, modifiers applied to the content inside a
/// modifier's body, and how transitive/environment modifiers and objects accumulate.
final class ModifiedContentTests: XCTestCase {
    func testEnclosedView() throws {
        let text = Text("Styled")
        XCTAssertEqual(try text.modifier(Appearing()).inspect().text().content.view as? Text, text)
    }

    func testAccumulatesModifiers() throws {
        let text = try Text("Styled").padding().modifier(Appearing()).padding().padding().inspect().text()
        XCTAssertEqual(text.content.medium.viewModifiers.count, 5)
        XCTAssertNoThrow(try text.callOnAppear())
    }

    func testEnvAccumulatesModifiers() throws {
        let text = try Text("Styled").padding().modifier(ResolvedAppearing()).padding().padding().inspect().text()
        XCTAssertEqual(text.content.medium.viewModifiers.count, 5)
        XCTAssertNoThrow(try text.callOnAppear())
    }

    func testExtractionFromSingleViewContainer() throws {
        let root = AnyView(Text("Styled").modifier(Appearing()))
        XCTAssertEqual(try root.inspect().anyView().text().content.medium.viewModifiers.count, 2)
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack {
            ModifiedContent(content: Text("a"), modifier: Appearing())
            ModifiedContent(content: Text("b"), modifier: Appearing())
        }
        XCTAssertEqual(try row.inspect().hStack().text(0).content.medium.viewModifiers.count, 2)
        XCTAssertEqual(try row.inspect().hStack().text(1).content.medium.viewModifiers.count, 2)
    }

    func testNoModifiersError() throws {
        let view = EmptyView().padding()
        assertThrows(try view.inspect().emptyView().modifier(Appearing.self), "EmptyView does not have 'Appearing' modifier")
        assertThrows(try view.inspect().emptyView().modifier(Appearing.self, 1), "EmptyView does not have 'Appearing' modifier at index 1")
    }

    func testEmptyModifierUnwrapping() throws {
        let text = try Text("Styled").modifier(EmptyModifier.identity).padding().inspect().text()
        XCTAssertEqual(text.content.medium.viewModifiers.count, 2)
        XCTAssertNoThrow(_ = try text.modifier(EmptyModifier.self))
    }

    func testSingleModifierInspection() throws {
        let content = try EmptyView().modifier(Appearing()).inspect().emptyView().modifier(Appearing.self).viewModifierContent()
        XCTAssertNoThrow(try content.callOnAppear())
        XCTAssertEqual(content.pathToRoot, "emptyView().modifier(Appearing.self).viewModifierContent()")
    }

    func testMultipleModifiersInspection() throws {
        let flag = Binding(wrappedValue: false)
        let view = EmptyView()
            .modifier(Appearing(tag: 1))
            .padding()
            .modifier(Toggling(isOn: flag))
            .padding()
            .modifier(Appearing(tag: 2))
        let first = try view.inspect().emptyView().modifier(Appearing.self)
        XCTAssertEqual(try first.actualView().tag, 1)
        XCTAssertEqual(try first.viewModifierContent().pathToRoot, "emptyView().modifier(Appearing.self).viewModifierContent()")
        let toggling = try view.inspect().emptyView().modifier(Toggling.self)
        XCTAssertEqual(try toggling.find(ViewType.ViewModifierContent.self).pathToRoot,
                       "emptyView().modifier(Toggling.self).hStack().viewModifierContent(1)")
        let second = try view.inspect().emptyView().modifier(Appearing.self, 1)
        XCTAssertEqual(try second.actualView().tag, 2)
        XCTAssertEqual(try second.viewModifierContent().pathToRoot, "emptyView().modifier(Appearing.self, 1).viewModifierContent()")
    }

    func testDirectAsyncInspection() throws {
        var modifier = Toggling(isOn: Binding(wrappedValue: false))
        let checked = XCTestExpectation(description: "inspected on appear")
        modifier.didAppear = { live in
            live.inspect { inspected in
                XCTAssertEqual(try inspected.hStack().viewModifierContent(1).padding().top, 15)
                try inspected.hStack().button(0).tap()
                XCTAssertEqual(try inspected.hStack().viewModifierContent(1).padding().top, 10)
            }
            ViewHosting.expel()
            checked.fulfill()
        }
        ViewHosting.host(view: EmptyView().modifier(modifier))
        wait(for: [checked], timeout: 0.5)
    }

    func testOnAsyncInspection() throws {
        var modifier = Toggling(isOn: Binding(wrappedValue: false))
        let checked = modifier.on(\.didAppear) { inspected in
            XCTAssertEqual(try inspected.hStack().viewModifierContent(1).padding().top, 15)
            try inspected.hStack().button(0).tap()
            XCTAssertEqual(try inspected.hStack().viewModifierContent(1).padding().top, 10)
        }
        ViewHosting.host(view: EmptyView().modifier(modifier))
        wait(for: [checked], timeout: 0.5)
    }

    func testModifierWithEnvObjects() throws {
        let bare = EmptyView().modifier(NeedsStore())
        assertThrows(try bare.inspect().emptyView().modifier(NeedsStore.self, 0).text(1),
                     "NeedsStore is missing EnvironmentObjects: [\"store: ModifierStore\"]")
        assertThrows(try bare.inspect().find(text: "stored"),
                     "Search did not find a match. Possible blockers: NeedsStore is missing EnvironmentObjects: [\"store: ModifierStore\"]")
        let supplied = EmptyView().modifier(NeedsStore()).environmentObject(ModifierStore())
        XCTAssertEqual(try supplied.inspect().emptyView().modifier(NeedsStore.self).group().viewModifierContent(0).pathToRoot,
                       "emptyView().modifier(NeedsStore.self).group().viewModifierContent(0)")
        XCTAssertEqual(try supplied.inspect().emptyView().modifier(NeedsStore.self).group().text(1).pathToRoot,
                       "emptyView().modifier(NeedsStore.self).group().text(1)")
        XCTAssertEqual(try supplied.inspect().find(text: "stored").pathToRoot, "emptyView().modifier(NeedsStore.self).group().text(1)")
    }

    func testApplyingInnerModifiersToTheContent() throws {
        let store = ModifierStore()
        let view = Branching.Reader().modifier(Branching(store: store))
        let first = try view.inspect().view(Branching.Reader.self)
        assertThrows(try first.padding(), "Reader does not have 'padding' modifier")
        XCTAssertTrue(first.isHidden())
        XCTAssertTrue(try first.allowsTightening())
        store.value = "changed"
        let second = try view.inspect().view(Branching.Reader.self)
        XCTAssertEqual(try second.padding(), EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        assertThrows(try second.offset(), "Reader does not have 'offset' modifier")
        XCTAssertFalse(second.isHidden())
        XCTAssertEqual(try second.text().string(), "changed")
    }

    func testEnvironmentModifierWithNSObject() throws {
        let text = try Text("t").environment(\.font, .title).inspect().text()
        XCTAssertEqual(text.content.medium.environmentModifiers.count, 1)
        XCTAssertEqual(text.content.medium.environmentObjects.count, 0)
    }

    func testEnvironmentModifierWithNonNSObject() throws {
        let text = try Text("t").environment(\.isEnabled, true).inspect().text()
        XCTAssertEqual(text.content.medium.environmentModifiers.count, 1)
        XCTAssertEqual(text.content.medium.environmentObjects.count, 0)
    }

    func testMultipleTransitiveModifiers() throws {
        let view = try Text("t").hitTestingThrice().hitTestingThrice().hitTestingThrice().hitTestingThrice().hitTestingThrice().inspect()
        XCTAssertEqual(view.content.medium.transitiveViewModifiers.count, 15)
        XCTAssertEqual(view.content.medium.viewModifiers.count, 0)
    }

    func testMultipleCustomTransitiveModifiers() throws {
        let view = try Text("t").customHitTestingThrice().customHitTestingThrice().customHitTestingThrice()
            .customHitTestingThrice().customHitTestingThrice().inspect()
        XCTAssertEqual(view.content.medium.transitiveViewModifiers.count, 15)
        XCTAssertEqual(view.content.medium.viewModifiers.count, 15)
    }

    func testMultipleEnvironmentModifiers() throws {
        let view = try Text("t").environment(\.font, .title)
            .enabledTwice().enabledTwice().enabledTwice().enabledTwice()
            .enabledTwice().enabledTwice().enabledTwice().inspect()
        XCTAssertEqual(view.content.medium.environmentModifiers.count, 15)
        XCTAssertEqual(view.content.medium.viewModifiers.count, 0)
    }

    func testMultipleCustomEnvironmentModifiers() throws {
        let view = try Text("t").customEnabledThrice().customEnabledThrice().customEnabledThrice()
            .customEnabledThrice().customEnabledThrice().inspect()
        XCTAssertEqual(view.content.medium.environmentModifiers.count, 15)
        XCTAssertEqual(view.content.medium.viewModifiers.count, 15)
    }

    func testMultipleEnvironmentObjects() throws {
        let view = try Text("t").storeThrice().storeThrice().storeThrice().storeThrice().storeThrice().inspect()
        XCTAssertEqual(view.content.medium.environmentObjects.count, 15)
        XCTAssertEqual(view.content.medium.viewModifiers.count, 0)
    }

    func testMultipleCustomEnvironmentObjectModifiers() throws {
        let view = try Text("t").customStoreThrice().customStoreThrice().customStoreThrice().customStoreThrice().customStoreThrice().inspect()
        XCTAssertEqual(view.content.medium.environmentObjects.count, 15)
        XCTAssertEqual(view.content.medium.viewModifiers.count, 15)
    }
}

private struct Appearing: ViewModifier {
    var tag = 0
    func body(content: Self.Content) -> some View { content.onAppear {} }
}

private struct Toggling: ViewModifier {
    @Binding var isOn: Bool
    var didAppear: ((Self) -> Void)?

    func body(content: Self.Content) -> some View {
        HStack {
            Button("Flip", action: { isOn.toggle() })
            content.padding(.top, isOn ? 10 : 15)
        }
        .onAppear { didAppear?(self) }
    }
}

private final class ModifierStore: ObservableObject {
    @Published var value = "stored"
}

private struct NeedsStore: ViewModifier {
    @EnvironmentObject var store: ModifierStore
    func body(content: Self.Content) -> some View {
        Group {
            content
            Text(store.value)
        }
    }
}

private struct Branching: ViewModifier {
    let store: ModifierStore

    func body(content: Self.Content) -> some View {
        Group {
            EmptyView()
            if store.value == "stored" {
                AnyView(content).environment(\.allowsTightening, true).hidden()
            } else {
                HStack { content.padding(3).environmentObject(store) }.offset()
            }
        }
    }

    struct Reader: View {
        @EnvironmentObject var store: ModifierStore
        var body: some View { Text(store.value) }
    }
}

private struct ResolvedAppearing: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier { Appearing() }
}

private struct HitTesting: ViewModifier {
    func body(content: Self.Content) -> some View { content.allowsHitTesting(true) }
}

private struct EnabledOn: ViewModifier {
    func body(content: Self.Content) -> some View { content.environment(\.isEnabled, true) }
}

private struct GivesStore: ViewModifier {
    func body(content: Self.Content) -> some View { content.environmentObject(ModifierStore()) }
}

private extension View {
    func hitTestingThrice() -> some View { allowsHitTesting(true).allowsHitTesting(true).allowsHitTesting(true) }
    func customHitTestingThrice() -> some View { modifier(HitTesting()).modifier(HitTesting()).modifier(HitTesting()) }
    func enabledTwice() -> some View {
        environment(\.isEnabled, true).environment(\.isEnabled, true)
    }
    func customEnabledThrice() -> some View { modifier(EnabledOn()).modifier(EnabledOn()).modifier(EnabledOn()) }
    func storeThrice() -> some View {
        environmentObject(ModifierStore()).environmentObject(ModifierStore()).environmentObject(ModifierStore())
    }
    func customStoreThrice() -> some View { modifier(GivesStore()).modifier(GivesStore()).modifier(GivesStore()) }
}
