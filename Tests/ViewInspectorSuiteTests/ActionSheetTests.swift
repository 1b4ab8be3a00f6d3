import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ActionSheetTests`: `ActionSheet` values shown through a `PopupPresenter` wrapper:
/// errors without one / when not presented, title, message, buttons (labels, styles, taps that
/// dismiss and run actions), the item version, dismissing, several sheets on one view, search
/// paths, and an alert and an action sheet on the same view.
final class ActionSheetTests: XCTestCase {
    func testInspectionNotBlocked() throws {
        let view = EmptyView().actionSheet(isPresented: Binding(wrappedValue: true)) { ActionSheet(title: Text("Share")) }
        XCTAssertNoThrow(try view.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().actionSheet(), "EmptyView does not have 'actionSheet' modifier")
    }

    func testInspectionErrorCustomModifierRequired() throws {
        // Arrange difference: a plain `.actionSheet` is inspectable (upstream: "Please refer to the Guide…").
        let view = EmptyView().actionSheet(isPresented: Binding(wrappedValue: true)) { ActionSheet(title: Text("Share")) }
        XCTAssertEqual(try view.inspect().emptyView().actionSheet().title().string(), "Share")
    }

    func testInspectionErrorSheetNotPresented() throws {
        let view = EmptyView().testActionSheet(isPresented: Binding(wrappedValue: false)) { ActionSheet(title: Text("Share")) }
        assertThrows(try view.inspect().emptyView().actionSheet(), "View for ActionSheet is absent")
    }

    func testInspectionErrorSheetWithItemNotPresented() throws {
        let view = EmptyView().testActionSheet(item: Binding<Int?>(wrappedValue: nil)) { ActionSheet(title: Text("\($0)")) }
        assertThrows(try view.inspect().emptyView().actionSheet(), "View for ActionSheet is absent")
    }

    func testTitleInspection() throws {
        let view = EmptyView().testActionSheet(isPresented: Binding(wrappedValue: true)) { ActionSheet(title: Text("Share")) }
        let title = try view.inspect().emptyView().actionSheet().title()
        XCTAssertEqual(try title.string(), "Share")
        XCTAssertEqual(title.pathToRoot, "emptyView().actionSheet().title()")
    }

    func testMessageInspection() throws {
        let view = EmptyView().testActionSheet(isPresented: Binding(wrappedValue: true)) {
            ActionSheet(title: Text("Share"), message: Text("Pick a target"))
        }
        let message = try view.inspect().emptyView().actionSheet().message()
        XCTAssertEqual(try message.string(), "Pick a target")
        XCTAssertEqual(message.pathToRoot, "emptyView().actionSheet().message()")
    }

    func testNoMessageError() throws {
        let view = EmptyView().testActionSheet(isPresented: Binding(wrappedValue: true)) { ActionSheet(title: Text("Share")) }
        assertThrows(try view.inspect().emptyView().actionSheet().message(), "View for message is absent")
    }

    func testButtonsInspection() throws {
        let view = EmptyView().testActionSheet(isPresented: Binding(wrappedValue: true)) {
            ActionSheet(title: Text("Share"), message: Text("Pick a target"),
                        buttons: [.default(Text("Mail")), .destructive(Text("Remove")), .cancel(Text("Back"))])
        }
        let sheet = try view.inspect().emptyView().actionSheet()
        let labels = ["Mail", "Remove", "Back"]
        for (index, label) in labels.enumerated() {
            XCTAssertEqual(try sheet.button(index).labelView().string(), label)
            XCTAssertEqual(try sheet.button(index).labelView().pathToRoot, "emptyView().actionSheet().button(\(index)).labelView()")
        }
        XCTAssertEqual(try sheet.button(0).style(), .default)
        XCTAssertEqual(try sheet.button(1).style(), .destructive)
        XCTAssertEqual(try sheet.button(2).style(), .cancel)
        assertThrows(try sheet.button(3), "View for button at index 3 is absent")
    }

    func testTapOnButtonWithoutCallback() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testActionSheet(isPresented: shown) {
            ActionSheet(title: Text("Share"), message: Text("Pick a target"), buttons: [.default(Text("Mail"))])
        }
        try view.inspect().emptyView().actionSheet().button(0).tap()
        XCTAssertFalse(shown.wrappedValue)
    }

    func testTapOnButtonWithCallback() throws {
        let tapped = XCTestExpectation(description: "button action")
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testActionSheet(isPresented: shown) {
            ActionSheet(title: Text("Share"), message: Text("Pick a target"), buttons: [.destructive(Text("Remove"), action: { tapped.fulfill() })])
        }
        try view.inspect().emptyView().actionSheet().button(0).tap()
        XCTAssertFalse(shown.wrappedValue)
        wait(for: [tapped], timeout: 0.1)
    }

    func testActionSheetWithItem() throws {
        let item = Binding<Int?>(wrappedValue: 8)
        let view = EmptyView().testActionSheet(item: item) { ActionSheet(title: Text("\($0)")) }
        XCTAssertEqual(try view.inspect().emptyView().actionSheet().title().string(), "8")
        try view.inspect().emptyView().actionSheet().button(0).tap()
        XCTAssertNil(item.wrappedValue)
    }

    func testDismiss() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testActionSheet(isPresented: shown) { ActionSheet(title: Text("Share")) }
        try view.inspect().actionSheet().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        assertThrows(try view.inspect().actionSheet(), "View for ActionSheet is absent")
    }

    func testDismissForItemVersion() throws {
        let item = Binding<Int?>(wrappedValue: 8)
        let view = EmptyView().testActionSheet(item: item) { ActionSheet(title: Text("\($0)")) }
        try view.inspect().emptyView().actionSheet().dismiss()
        XCTAssertNil(item.wrappedValue)
        assertThrows(try view.inspect().actionSheet(), "View for ActionSheet is absent")
    }

    func testMultipleSheetsInspection() throws {
        // Arrange difference: the plain `.actionSheet` between the presenters counts (third is index 2).
        let first = Binding(wrappedValue: true), second = Binding(wrappedValue: true), third = Binding(wrappedValue: true)
        let view = ThreeActionSheets(first: first, second: second, third: third)
        let title1 = try view.inspect().hStack().emptyView(0).actionSheet().title()
        XCTAssertEqual(try title1.string(), "sheet one")
        XCTAssertEqual(title1.pathToRoot, "view(ThreeActionSheets.self).hStack().emptyView(0).actionSheet().title()")
        let title3 = try view.inspect().hStack().emptyView(0).actionSheet(2).title()
        XCTAssertEqual(try title3.string(), "sheet three")
        XCTAssertEqual(title3.pathToRoot, "view(ThreeActionSheets.self).hStack().emptyView(0).actionSheet(2).title()")
        XCTAssertEqual(try view.inspect().find(ViewType.ActionSheet.self).title().string(), "sheet one")
        first.wrappedValue = false
        second.wrappedValue = false
        XCTAssertEqual(try view.inspect().find(ViewType.ActionSheet.self).title().string(), "sheet three")
        third.wrappedValue = false
        assertThrows(try view.inspect().find(ViewType.ActionSheet.self), "Search did not find a match")
    }

    func testFindAndPathToRoots() throws {
        // Arrange difference: the plain `.actionSheet` is searched too.
        let shown = Binding(wrappedValue: true)
        let view = ThreeActionSheets(first: shown, second: shown, third: shown)
        let base = "view(ThreeActionSheets.self).hStack().emptyView(0)"
        XCTAssertEqual(try view.inspect().find(text: "sheet one").pathToRoot, base + ".actionSheet().title()")
        XCTAssertEqual(try view.inspect().find(text: "about one").pathToRoot, base + ".actionSheet().message()")
        XCTAssertEqual(try view.inspect().find(text: "first of one").pathToRoot, base + ".actionSheet().button(0).labelView()")
        XCTAssertEqual(try view.inspect().find(text: "second of one").pathToRoot, base + ".actionSheet().button(1).labelView()")
        XCTAssertEqual(try view.inspect().find(text: "sheet two").pathToRoot, base + ".actionSheet(1).title()")
        XCTAssertEqual(try view.inspect().find(text: "sheet three").pathToRoot, base + ".actionSheet(2).title()")
        assertThrows(try view.inspect().find(text: "about three"), "Search did not find a match")
        XCTAssertEqual(try view.inspect().find(text: "only of three").pathToRoot, base + ".actionSheet(2).button(0).labelView()")
    }

    func testAlertVsActionSheetMessage() throws {
        let view = try AlertAndSheet().inspect().emptyView()
        XCTAssertEqual(try view.alert().message().text().string(), "alert body")
        XCTAssertEqual(try view.actionSheet().message().string(), "sheet body")
    }
}

private extension View {
    func testActionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        modifier(PresentedActionSheet(isPresented: isPresented, popupBuilder: content))
    }

    func testActionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> some View {
        modifier(PresentedItemActionSheet(item: item, popupBuilder: content))
    }
}

private struct PresentedActionSheet: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> ActionSheet
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.actionSheet(isPresented: isPresented, content: popupBuilder)
    }
}

private struct PresentedItemActionSheet<Item: Identifiable>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Item?>
    let popupBuilder: (Item) -> ActionSheet
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.actionSheet(item: item, content: popupBuilder)
    }
}

private struct AlertPresenter: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Alert
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.alert(isPresented: isPresented, content: popupBuilder)
    }
}

private struct ThreeActionSheets: View {
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
                .testActionSheet(isPresented: $first) {
                    ActionSheet(title: Text("sheet one"), message: Text("about one"),
                                buttons: [.default(Text("first of one"), action: nil), .destructive(Text("second of one"))])
                }
                .actionSheet(isPresented: $second) { ActionSheet(title: Text("sheet two")) }
                .testActionSheet(isPresented: $third) {
                    ActionSheet(title: Text("sheet three"), message: nil, buttons: [.cancel(Text("only of three"), action: nil)])
                }
        }
    }
}

private struct AlertAndSheet: View {
    var body: some View {
        EmptyView()
            .modifier(AlertPresenter(isPresented: Binding(wrappedValue: true), popupBuilder: {
                Alert(title: Text("Alert"), message: Text("alert body"), dismissButton: nil)
            }))
            .testActionSheet(isPresented: Binding(wrappedValue: true)) {
                ActionSheet(title: Text("Sheet"), message: Text("sheet body"))
            }
    }
}
