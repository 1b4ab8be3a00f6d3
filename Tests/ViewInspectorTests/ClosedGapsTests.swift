import SwiftUI
import Testing
import ViewInspector

/// Behaviours added to close gaps of the ported suite, checked through the public API.
@MainActor
@Suite struct ClosedGapsTests {
    @Test func whatACustomModifiersBodyAppliesReachesTheContent() throws {
        let store = GapStore()
        let sut = try GapReader().modifier(GapWrapping(store: store)).inspect().view(GapReader.self)
        // onAppear, padding, hidden and the environment object the body applies to `content`.
        try sut.callOnAppear()
        #expect(store.appeared)
        #expect(try sut.padding() == EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        #expect(sut.isHidden())
        #expect(try sut.text().string() == "stored")
        // What the body applies to a container around the content stays with the container.
        #expect(throws: (any Error).self) { try sut.offset() }
    }

    @Test func findNamesACustomModifierByItsType() throws {
        let sut = try EmptyView().modifier(GapWrapping(store: GapStore())).inspect()
        #expect(try sut.find(ViewType.ViewModifierContent.self).pathToRoot
            == "emptyView().modifier(GapWrapping.self).hStack().viewModifierContent(0)")
    }

    @Test func environmentAndHitTestingAreNotTheViewsOwnModifiers() throws {
        let sut = try Text("t").environment(\.isEnabled, false).allowsHitTesting(false).environmentObject(GapStore())
            .inspect().text()
        #expect(try sut.environment(\.isEnabled) == false)
        #expect(sut.isDisabled())
        #expect(!sut.allowsHitTesting())
        #expect(throws: (any Error).self) { try sut.padding() }
    }
}

private final class GapStore: ObservableObject {
    @Published var value = "stored"
    var appeared = false
}

private struct GapWrapping: ViewModifier {
    let store: GapStore
    func body(content: Self.Content) -> some View {
        HStack {
            content.padding(2).hidden().environmentObject(store).onAppear { store.appeared = true }
        }.offset(x: 1)
    }
}

private struct GapReader: View {
    @EnvironmentObject var store: GapStore
    var body: some View { Text(store.value) }
}
