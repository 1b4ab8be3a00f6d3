import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SheetTests`: sheets made inspectable through a `PopupPresenter` wrapper — the
/// errors without one or when not presented, content and interaction, dismissing (bool and
/// item versions), several sheets on one view, and search paths into them.
final class SheetTests: XCTestCase {
    func testSheet() throws {
        XCTAssertNoThrow(try EmptyView().sheet(isPresented: Binding(wrappedValue: true)) { Text("") }.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().sheet(), "EmptyView does not have 'sheet' modifier")
    }

    func testInspectionErrorCustomModifierRequired() throws {
        // Arrange difference: SwiftUI hides a plain `.sheet` from ViewInspector (hence upstream's
        // "Please refer to the Guide…" error); Arrange keeps its content, so it is inspected.
        let view = EmptyView().sheet(isPresented: Binding(wrappedValue: true)) { Text("native") }
        XCTAssertEqual(try view.inspect().emptyView().sheet().text().string(), "native")
    }

    func testInspectionErrorSheetNotPresented() throws {
        let view = EmptyView().testSheet(isPresented: Binding(wrappedValue: false)) { Text("") }
        assertThrows(try view.inspect().emptyView().sheet(), "View for Sheet is absent")
    }

    func testInspectionErrorSheetWithItemNotPresented() throws {
        let view = EmptyView().testSheet(item: Binding<Int?>(wrappedValue: nil)) { Text("\($0)") }
        assertThrows(try view.inspect().emptyView().sheet(), "View for Sheet is absent")
    }

    func testContentInspection() throws {
        let view = EmptyView().testSheet(isPresented: Binding(wrappedValue: true)) { Text("Details") }
        let title = try view.inspect().emptyView().sheet().text()
        XCTAssertEqual(try title.string(), "Details")
        XCTAssertEqual(title.pathToRoot, "emptyView().sheet().text()")
    }

    func testContentInteraction() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testSheet(isPresented: shown) {
            Text("Details")
            Button("Close", action: { shown.wrappedValue = false })
        }
        let close = try view.inspect().emptyView().sheet().button(1)
        try close.tap()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(close.pathToRoot, "emptyView().sheet().button(1)")
    }

    func testDismiss() throws {
        let dismissed = XCTestExpectation(description: "onDismiss")
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testSheet(isPresented: shown, onDismiss: { dismissed.fulfill() }, content: { Text("") })
        try view.inspect().sheet().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        assertThrows(try view.inspect().sheet(), "View for Sheet is absent")
        wait(for: [dismissed], timeout: 0.1)
    }

    func testDismissForItemVersion() throws {
        let item = Binding<Int?>(wrappedValue: 9)
        let view = EmptyView().testSheet(item: item) { Text("\($0)") }
        let sheet = try view.inspect().emptyView().sheet()
        XCTAssertEqual(try sheet.text().string(), "9")
        try sheet.dismiss()
        XCTAssertNil(item.wrappedValue)
        assertThrows(try view.inspect().sheet(), "View for Sheet is absent")
    }

    func testMultipleSheetsInspection() throws {
        // Arrange difference: the plain `.sheet` between the two presenters is inspectable too,
        // so the third sheet is at index 2 (upstream: 1) and the search meets the second first.
        let first = Binding(wrappedValue: true), second = Binding(wrappedValue: true), third = Binding(wrappedValue: true)
        let view = ThreeSheets(first: first, second: second, third: third)
        let title1 = try view.inspect().hStack().emptyView(0).sheet().text(0)
        XCTAssertEqual(try title1.string(), "sheet one")
        XCTAssertEqual(title1.pathToRoot, "view(ThreeSheets.self).hStack().emptyView(0).sheet().text(0)")
        let title3 = try view.inspect().hStack().emptyView(0).sheet(2).text(0)
        XCTAssertEqual(try title3.string(), "sheet three")
        XCTAssertEqual(title3.pathToRoot, "view(ThreeSheets.self).hStack().emptyView(0).sheet(2).text(0)")
        XCTAssertEqual(try view.inspect().find(ViewType.Sheet.self).text(0).string(), "sheet one")
        first.wrappedValue = false
        second.wrappedValue = false
        XCTAssertEqual(try view.inspect().find(ViewType.Sheet.self).text(0).string(), "sheet three")
        third.wrappedValue = false
        assertThrows(try view.inspect().find(ViewType.Sheet.self), "Search did not find a match")
    }

    func testFindAndPathToRoots() throws {
        // Arrange difference: the plain `.sheet` is searched too (upstream: not found), so the
        // third sheet is sheet(2) (upstream: sheet(1)). Search names covers `sheet`, as upstream.
        let shown = Binding(wrappedValue: true)
        let view = ThreeSheets(first: shown, second: shown, third: shown)
        XCTAssertEqual(try view.inspect().find(text: "sheet one").pathToRoot,
                       "view(ThreeSheets.self).hStack().emptyView(0).sheet().text(0)")
        XCTAssertEqual(try view.inspect().find(text: "ok one").pathToRoot,
                       "view(ThreeSheets.self).hStack().emptyView(0).sheet().button(1).labelView().text()")
        XCTAssertEqual(try view.inspect().find(text: "sheet two").pathToRoot,
                       "view(ThreeSheets.self).hStack().emptyView(0).sheet(1).text()")
        XCTAssertEqual(try view.inspect().find(text: "sheet three").pathToRoot,
                       "view(ThreeSheets.self).hStack().emptyView(0).sheet(2).text(0)")
        assertThrows(try view.inspect().find(text: "nothing three"), "Search did not find a match")
        XCTAssertEqual(try view.inspect().find(text: "ok three").pathToRoot,
                       "view(ThreeSheets.self).hStack().emptyView(0).sheet(2).button(1).labelView().text()")
    }
}

private extension View {
    func testSheet<S: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                            @ViewBuilder content: @escaping () -> S) -> some View {
        modifier(PresentedSheet(isPresented: isPresented, onDismiss: onDismiss, popupBuilder: content))
    }

    func testSheet<Item: Identifiable, S: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                               content: @escaping (Item) -> S) -> some View {
        modifier(PresentedItemSheet(item: item, onDismiss: onDismiss, popupBuilder: content))
    }
}

private struct PresentedSheet<S: View>: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let popupBuilder: () -> S

    func body(content: Self.Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct PresentedItemSheet<Item: Identifiable, S: View>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let popupBuilder: (Item) -> S

    func body(content: Self.Content) -> some View {
        content.sheet(item: item, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct ThreeSheets: View {
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
                .testSheet(isPresented: $first) {
                    Text("sheet one")
                    Button("ok one", action: {})
                }
                .sheet(isPresented: $second) { Text("sheet two") }
                .testSheet(isPresented: $third) {
                    Text("sheet three")
                    Button("ok three", action: {})
                }
        }
    }
}
