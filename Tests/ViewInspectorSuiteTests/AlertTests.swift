import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `AlertTests` — `DeprecatedAlertTests`: `Alert` values shown through a `PopupPresenter`
/// wrapper: errors without one / when not presented, title, message, buttons (labels, styles,
/// taps that dismiss and run actions), the item version, dismissing, several alerts on one view
/// and search paths into them.
final class DeprecatedAlertTests: XCTestCase {
    func testInspectionNotBlocked() throws {
        let view = EmptyView().alert(isPresented: Binding(wrappedValue: true)) { Alert(title: Text("Oops")) }
        XCTAssertNoThrow(try view.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().alert(), "EmptyView does not have 'alert' modifier")
    }

    func testInspectionErrorCustomModifierRequired() throws {
        // Arrange difference: SwiftUI hides a plain `.alert` from ViewInspector (hence upstream's
        // "Please refer to the Guide…" error); Arrange keeps it, so it is inspected.
        let view = EmptyView().alert(isPresented: Binding(wrappedValue: true)) { Alert(title: Text("Oops")) }
        XCTAssertEqual(try view.inspect().emptyView().alert().title().string(), "Oops")
    }

    func testInspectionErrorAlertNotPresented() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: false)) { Alert(title: Text("Oops")) }
        assertThrows(try view.inspect().emptyView().alert(), "View for Alert is absent")
        assertThrows(try view.inspect().find(text: "Oops"), "Search did not find a match")
    }

    func testInspectionErrorAlertWithItemNotPresented() throws {
        let view = EmptyView().testAlert(item: Binding<Int?>(wrappedValue: nil)) { Alert(title: Text("\($0)")) }
        assertThrows(try view.inspect().emptyView().alert(), "View for Alert is absent")
    }

    func testTitleInspection() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: true)) { Alert(title: Text("Oops")) }
        let title = try view.inspect().emptyView().alert().title()
        XCTAssertEqual(try title.string(), "Oops")
        XCTAssertEqual(title.pathToRoot, "emptyView().alert().title()")
    }

    func testMessageInspection() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: true)) {
            Alert(title: Text("Oops"), message: Text("Try again"), dismissButton: nil)
        }
        let message = try view.inspect().emptyView().alert().message()
        XCTAssertEqual(try message.text().string(), "Try again")
        XCTAssertEqual(message.pathToRoot, "emptyView().alert().message()")
    }

    func testNoMessageError() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: true)) { Alert(title: Text("Oops")) }
        assertThrows(try view.inspect().emptyView().alert().message(), "View for message is absent")
    }

    func testPrimaryButtonInspection() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: true)) {
            Alert(title: Text("Oops"), message: Text("Try again"), dismissButton: .default(Text("OK")))
        }
        let label = try view.inspect().emptyView().alert().primaryButton().labelView()
        XCTAssertEqual(try label.string(), "OK")
        XCTAssertEqual(label.pathToRoot, "emptyView().alert().primaryButton().labelView()")
    }

    func testSecondaryButtonInspection() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: true)) {
            Alert(title: Text(""), primaryButton: .cancel(), secondaryButton: .default(Text("Retry")))
        }
        let label = try view.inspect().emptyView().alert().secondaryButton().labelView()
        XCTAssertEqual(try label.string(), "Retry")
        XCTAssertEqual(label.pathToRoot, "emptyView().alert().secondaryButton().labelView()")
    }

    func testNoSecondaryButtonError() throws {
        let view = EmptyView().testAlert(isPresented: Binding(wrappedValue: true)) { Alert(title: Text("Oops")) }
        assertThrows(try view.inspect().emptyView().alert().secondaryButton(), "View for secondaryButton is absent")
    }

    func testTapOnPrimaryButtonWithoutCallback() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testAlert(isPresented: shown) {
            Alert(title: Text("Oops"), message: Text("Try again"), dismissButton: .default(Text("OK")))
        }
        try view.inspect().emptyView().alert().primaryButton().tap()
        XCTAssertFalse(shown.wrappedValue)
    }

    func testTapOnPrimaryButtonWithCallback() throws {
        let tapped = XCTestExpectation(description: "primary action")
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testAlert(isPresented: shown) {
            Alert(title: Text("Oops"), message: Text("Try again"), dismissButton: .destructive(Text("Delete"), action: { tapped.fulfill() }))
        }
        try view.inspect().emptyView().alert().primaryButton().tap()
        XCTAssertFalse(shown.wrappedValue)
        wait(for: [tapped], timeout: 0.1)
    }

    func testTapOnSecondaryButtonWithoutCallback() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testAlert(isPresented: shown) {
            Alert(title: Text("Oops"), primaryButton: .default(Text("OK")), secondaryButton: .default(Text("Retry")))
        }
        try view.inspect().emptyView().alert().secondaryButton().tap()
        XCTAssertFalse(shown.wrappedValue)
    }

    func testTapOnSecondaryButtonWithCallback() throws {
        let tapped = XCTestExpectation(description: "secondary action")
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testAlert(isPresented: shown) {
            Alert(title: Text("Oops"), primaryButton: .default(Text("OK")), secondaryButton: .default(Text("Retry"), action: { tapped.fulfill() }))
        }
        try view.inspect().emptyView().alert().secondaryButton().tap()
        XCTAssertFalse(shown.wrappedValue)
        wait(for: [tapped], timeout: 0.1)
    }

    func testAlertButtonStyle() throws {
        let shown = Binding(wrappedValue: true)
        let two = EmptyView().testAlert(isPresented: shown) {
            Alert(title: Text(""), primaryButton: .default(Text("")), secondaryButton: .cancel(Text("")))
        }
        let one = EmptyView().testAlert(isPresented: shown) {
            Alert(title: Text(""), message: nil, dismissButton: .destructive(Text("")))
        }
        XCTAssertEqual(try two.inspect().emptyView().alert().primaryButton().style(), .default)
        XCTAssertEqual(try two.inspect().emptyView().alert().secondaryButton().style(), .cancel)
        XCTAssertEqual(try one.inspect().emptyView().alert().primaryButton().style(), .destructive)
    }

    func testAlertWithItem() throws {
        let item = Binding<Int?>(wrappedValue: 4)
        let view = EmptyView().testAlert(item: item) { Alert(title: Text("\($0)")) }
        XCTAssertEqual(try view.inspect().emptyView().alert().title().string(), "4")
        try view.inspect().emptyView().alert().primaryButton().tap()
        XCTAssertNil(item.wrappedValue)
    }

    func testDismiss() throws {
        let shown = Binding(wrappedValue: true)
        let view = EmptyView().testAlert(isPresented: shown) { Alert(title: Text("Oops")) }
        try view.inspect().alert().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        assertThrows(try view.inspect().alert(), "View for Alert is absent")
    }

    func testDismissForItemVersion() throws {
        let item = Binding<Int?>(wrappedValue: 4)
        let view = EmptyView().testAlert(item: item) { Alert(title: Text("\($0)")) }
        try view.inspect().emptyView().alert().dismiss()
        XCTAssertNil(item.wrappedValue)
        assertThrows(try view.inspect().alert(), "View for Alert is absent")
    }

    func testMultipleAlertsInspection() throws {
        // Arrange difference: the plain `.alert` between the presenters counts, so the third alert
        // is alert(2) (upstream: alert(1)), and the search meets the second before the third.
        let first = Binding(wrappedValue: true), second = Binding(wrappedValue: true), third = Binding(wrappedValue: true)
        let view = ThreeAlerts(first: first, second: second, third: third)
        let title1 = try view.inspect().hStack().emptyView(0).alert().title()
        XCTAssertEqual(try title1.string(), "alert one")
        XCTAssertEqual(title1.pathToRoot, "view(ThreeAlerts.self).hStack().emptyView(0).alert().title()")
        let title3 = try view.inspect().hStack().emptyView(0).alert(2).title()
        XCTAssertEqual(try title3.string(), "alert three")
        XCTAssertEqual(title3.pathToRoot, "view(ThreeAlerts.self).hStack().emptyView(0).alert(2).title()")
        XCTAssertEqual(try view.inspect().find(ViewType.Alert.self).title().string(), "alert one")
        first.wrappedValue = false
        second.wrappedValue = false
        XCTAssertEqual(try view.inspect().find(ViewType.Alert.self).title().string(), "alert three")
        third.wrappedValue = false
        assertThrows(try view.inspect().find(ViewType.Alert.self), "Search did not find a match")
    }

    func testFindAndPathToRoots() throws {
        // Arrange difference: as above, the plain `.alert` is searched too.
        let shown = Binding(wrappedValue: true)
        let view = ThreeAlerts(first: shown, second: shown, third: shown)
        let base = "view(ThreeAlerts.self).hStack().emptyView(0)"
        XCTAssertEqual(try view.inspect().find(text: "alert one").pathToRoot, base + ".alert().title()")
        XCTAssertEqual(try view.inspect().find(text: "details one").pathToRoot, base + ".alert().message().text()")
        XCTAssertEqual(try view.inspect().find(text: "ok one").pathToRoot, base + ".alert().primaryButton().labelView()")
        XCTAssertEqual(try view.inspect().find(text: "delete one").pathToRoot, base + ".alert().secondaryButton().labelView()")
        XCTAssertEqual(try view.inspect().find(text: "alert two").pathToRoot, base + ".alert(1).title()")
        XCTAssertEqual(try view.inspect().find(text: "alert three").pathToRoot, base + ".alert(2).title()")
        assertThrows(try view.inspect().find(text: "details three"), "Search did not find a match")
        XCTAssertEqual(try view.inspect().find(text: "cancel three").pathToRoot, base + ".alert(2).primaryButton().labelView()")
    }
}

/// Upstream `AlertTests` — `AlertIOS15Tests`: the iOS 15 alert with actions and a message built
/// from a presented value.
final class AlertIOS15Tests: XCTestCase {
    private func alertView(_ shown: Binding<Bool>) -> some View {
        let detail: String? = "disk"
        return EmptyView().alert("Warning", isPresented: shown, presenting: detail, actions: { detail in
            Button(role: .destructive) {} label: { Text(detail) }
            Button("Ignore") {}
        }, message: { detail in
            HStack { Text("Low on \(detail)") }
        })
    }

    func testAlertInspectioniOS15() throws {
        let view = alertView(Binding(wrappedValue: true))
        let alert = try view.inspect().alert()
        XCTAssertEqual(try alert.title().string(), "Warning")
        let message = try alert.message().hStack().text(0)
        XCTAssertEqual(try message.string(), "Low on disk")
        XCTAssertEqual(message.pathToRoot, "alert().message().hStack().text(0)")
        let ignore = try alert.actions().button(1).labelView().text()
        XCTAssertEqual(try ignore.string(), "Ignore")
        XCTAssertEqual(ignore.pathToRoot, "alert().actions().button(1).labelView().text()")
        XCTAssertEqual(try view.inspect().find(button: "Ignore").pathToRoot, "emptyView().alert().actions().button(1)")
    }
}

private extension View {
    func testAlert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        modifier(PresentedAlert(isPresented: isPresented, popupBuilder: content))
    }

    func testAlert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        modifier(PresentedItemAlert(item: item, popupBuilder: content))
    }
}

private struct PresentedAlert: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Alert
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.alert(isPresented: isPresented, content: popupBuilder)
    }
}

private struct PresentedItemAlert<Item: Identifiable>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Item?>
    let popupBuilder: (Item) -> Alert
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.alert(item: item, content: popupBuilder)
    }
}

private struct ThreeAlerts: View {
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
                .testAlert(isPresented: $first) {
                    Alert(title: Text("alert one"), message: Text("details one"),
                          primaryButton: .default(Text("ok one")), secondaryButton: .destructive(Text("delete one")))
                }
                .alert(isPresented: $second) { Alert(title: Text("alert two")) }
                .testAlert(isPresented: $third) {
                    Alert(title: Text("alert three"), message: nil, dismissButton: .cancel(Text("cancel three")))
                }
        }
    }
}
