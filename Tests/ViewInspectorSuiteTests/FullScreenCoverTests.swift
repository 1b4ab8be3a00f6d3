import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `FullScreenCoverTests`: full-screen covers made inspectable through a `PopupPresenter` wrapper — the
/// errors without one or when not presented, content and interaction, dismissing (bool and
/// item versions), several covers on one view, and search paths into them.
final class FullScreenCoverTests: XCTestCase {
    func testFullScreenCover() throws {
        XCTAssertNoThrow(try EmptyView().fullScreenCover(isPresented: Binding(wrappedValue: true)) { Text("") }.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().fullScreenCover(), "EmptyView does not have 'fullScreenCover' modifier")
    }

    func testInspectionErrorCustomModifierRequired() throws {
        // Arrange difference: SwiftUI hides a plain `.fullScreenCover` from ViewInspector (hence upstream's
        // "Please refer to the Guide…" error); Arrange keeps its content, so it is inspected.
        let view = EmptyView().fullScreenCover(isPresented: Binding(wrappedValue: true)) { Text("native") }
        XCTAssertEqual(try view.inspect().emptyView().fullScreenCover().text().string(), "native")
    }

    func testInspectionErrorFullScreenCoverNotPresented() throws {
        let view = EmptyView().testCover(isPresented: Binding(wrappedValue: false)) { Text("") }
        assertThrows(try view.inspect().emptyView().fullScreenCover(), "View for FullScreenCover is absent")
    }

    func testInspectionErrorFullScreenCoverWithItemNotPresented() throws {
        let view = EmptyView().testCover(item: Binding<Int?>(wrappedValue: nil)) { Text("\($0)") }
        assertThrows(try view.inspect().emptyView().fullScreenCover(), "View for FullScreenCover is absent")
    }

    func testContentInspection() throws {
        let view = EmptyView().testCover(isPresented: Binding(wrappedValue: true)) { Text("Details") }
        let title = try view.inspect().emptyView().fullScreenCover().text()
        XCTAssertEqual(try title.string(), "Details")
        XCTAssertEqual(title.pathToRoot, "emptyView().fullScreenCover().text()")
    }

    func testContentInteraction() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testCover(isPresented: shown) {
            Text("Details")
            Button("Close", action: { shown.wrappedValue = false })
        }
        let close = try view.inspect().emptyView().fullScreenCover().button(1)
        try close.tap()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(close.pathToRoot, "emptyView().fullScreenCover().button(1)")
    }

    func testDismiss() throws {
        let dismissed = XCTestExpectation(description: "onDismiss")
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testCover(isPresented: shown, onDismiss: { dismissed.fulfill() }, content: { Text("") })
        try view.inspect().fullScreenCover().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        assertThrows(try view.inspect().fullScreenCover(), "View for FullScreenCover is absent")
        wait(for: [dismissed], timeout: 0.1)
    }

    func testDismissForItemVersion() throws {
        let item = Binding<Int?>(wrappedValue: 9)
        let view = EmptyView().testCover(item: item) { Text("\($0)") }
        let sheet = try view.inspect().emptyView().fullScreenCover()
        XCTAssertEqual(try sheet.text().string(), "9")
        try sheet.dismiss()
        XCTAssertNil(item.wrappedValue)
        assertThrows(try view.inspect().fullScreenCover(), "View for FullScreenCover is absent")
    }

    func testMultipleFullScreenCoversInspection() throws {
        // Arrange difference: the plain `.fullScreenCover` between the two presenters is inspectable too,
        // so the third cover is at index 2 (upstream: 1) and the search meets the second first.
        let first = Binding(wrappedValue: true), second = Binding(wrappedValue: true), third = Binding(wrappedValue: true)
        let view = ThreeCovers(first: first, second: second, third: third)
        let title1 = try view.inspect().hStack().emptyView(0).fullScreenCover().text(0)
        XCTAssertEqual(try title1.string(), "cover one")
        XCTAssertEqual(title1.pathToRoot, "view(ThreeCovers.self).hStack().emptyView(0).fullScreenCover().text(0)")
        let title3 = try view.inspect().hStack().emptyView(0).fullScreenCover(2).text(0)
        XCTAssertEqual(try title3.string(), "cover three")
        XCTAssertEqual(title3.pathToRoot, "view(ThreeCovers.self).hStack().emptyView(0).fullScreenCover(2).text(0)")
        XCTAssertEqual(try view.inspect().find(ViewType.FullScreenCover.self).text(0).string(), "cover one")
        first.wrappedValue = false
        second.wrappedValue = false
        XCTAssertEqual(try view.inspect().find(ViewType.FullScreenCover.self).text(0).string(), "cover three")
        third.wrappedValue = false
        assertThrows(try view.inspect().find(ViewType.FullScreenCover.self), "Search did not find a match")
    }

    func testFindAndPathToRoots() throws {
        // Arrange difference: the plain `.fullScreenCover` is searched too (upstream: not found), so the
        // third cover is sheet(2) (upstream: sheet(1)). Search names covers `sheet`, as upstream.
        let shown = Binding(wrappedValue: true)
        let view = ThreeCovers(first: shown, second: shown, third: shown)
        XCTAssertEqual(try view.inspect().find(text: "cover one").pathToRoot,
                       "view(ThreeCovers.self).hStack().emptyView(0).sheet().text(0)")
        XCTAssertEqual(try view.inspect().find(text: "ok one").pathToRoot,
                       "view(ThreeCovers.self).hStack().emptyView(0).sheet().button(1).labelView().text()")
        XCTAssertEqual(try view.inspect().find(text: "cover two").pathToRoot,
                       "view(ThreeCovers.self).hStack().emptyView(0).sheet(1).text()")
        XCTAssertEqual(try view.inspect().find(text: "cover three").pathToRoot,
                       "view(ThreeCovers.self).hStack().emptyView(0).sheet(2).text(0)")
        assertThrows(try view.inspect().find(text: "nothing three"), "Search did not find a match")
        XCTAssertEqual(try view.inspect().find(text: "ok three").pathToRoot,
                       "view(ThreeCovers.self).hStack().emptyView(0).sheet(2).button(1).labelView().text()")
    }
}

private extension View {
    func testCover<S: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                            @ViewBuilder content: @escaping () -> S) -> some View {
        modifier(PresentedCover(isPresented: isPresented, onDismiss: onDismiss, popupBuilder: content))
    }

    func testCover<Item: Identifiable, S: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                               content: @escaping (Item) -> S) -> some View {
        modifier(PresentedItemCover(item: item, onDismiss: onDismiss, popupBuilder: content))
    }
}

private struct PresentedCover<S: View>: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let popupBuilder: () -> S

    func body(content: Self.Content) -> some View {
        content.fullScreenCover(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct PresentedItemCover<Item: Identifiable, S: View>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let popupBuilder: (Item) -> S

    func body(content: Self.Content) -> some View {
        content.fullScreenCover(item: item, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct ThreeCovers: View {
    @Binding var first: Bool
    @Binding var second: Bool
    @Binding var third: Bool

    init(first: Binding<Bool>, second: Binding<Bool>, third: Binding<Bool>) {
        _first = first
        _second = second
        _third = third
    }

    var body: some View {
        HStack {
            EmptyView()
                .testCover(isPresented: $first) {
                    Text("cover one")
                    Button("ok one", action: {})
                }
                .fullScreenCover(isPresented: $second) { Text("cover two") }
                .testCover(isPresented: $third) {
                    Text("cover three")
                    Button("ok three", action: {})
                }
        }
    }
}
