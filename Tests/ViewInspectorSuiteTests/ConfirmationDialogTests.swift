import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ConfirmationDialogTests`: a confirmation dialog doesn't block inspection; errors when
/// missing or not presented; its title, title visibility, message, actions, dismissing, and search
/// paths into two dialogs on one view.
final class ConfirmationDialogTests: XCTestCase {
    func testInspectionNotBlocked() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() })
        XCTAssertNoThrow(try view.inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().confirmationDialog(), "EmptyView does not have 'confirmationDialog' modifier")
    }

    func testInspectionErrorWhenNotPresented() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: false), actions: { EmptyView() })
        assertThrows(try view.inspect().emptyView().confirmationDialog(), "View for ConfirmationDialog is absent")
    }

    func testSimpleUnwrap() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() })
        XCTAssertEqual(try view.inspect().emptyView().confirmationDialog().pathToRoot, "emptyView().confirmationDialog()")
    }

    func testTitleVisibility() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: true), titleVisibility: .hidden,
                                                  actions: { EmptyView() })
        XCTAssertEqual(try view.inspect().emptyView().confirmationDialog().titleVisibility(), .hidden)
    }

    func testTitleInspection() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() })
        let title = try view.inspect().emptyView().confirmationDialog().title()
        XCTAssertEqual(try title.string(), "Delete?")
        XCTAssertEqual(title.pathToRoot, "emptyView().confirmationDialog().title()")
    }

    func testMessageInspection() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() },
                                                  message: { AnyView(Text("This cannot be undone")) })
        let message = try view.inspect().emptyView().confirmationDialog().message().anyView().text()
        XCTAssertEqual(try message.string(), "This cannot be undone")
        XCTAssertEqual(message.pathToRoot, "emptyView().confirmationDialog().message().anyView().text()")
    }

    func testActionsInspection() throws {
        let view = EmptyView().confirmationDialog("", isPresented: Binding(wrappedValue: true), presenting: "Erase") { AnyView(Text($0)) }
        let action = try view.inspect().emptyView().confirmationDialog().actions().anyView().text()
        XCTAssertEqual(try action.string(), "Erase")
        XCTAssertEqual(action.pathToRoot, "emptyView().confirmationDialog().actions().anyView().text()")
    }

    func testDismiss() throws {
        let view = EmptyView().confirmationDialog("Delete?", isPresented: Binding(wrappedValue: true), actions: { EmptyView() })
        try view.inspect().emptyView().confirmationDialog().dismiss()
        assertThrows(try view.inspect().emptyView().confirmationDialog(), "View for ConfirmationDialog is absent")
    }

    func testSearch() throws {
        let shown = Binding(wrappedValue: true)
        let root = Group {
            EmptyView()
            Text("")
                .confirmationDialog("first title", isPresented: shown, actions: { EmptyView() },
                                    message: { EmptyView(); Text("first message") })
                .padding()
                .confirmationDialog("second title", isPresented: shown, actions: { EmptyView(); Text("second action") })
        }
        XCTAssertEqual(try root.inspect().find(text: "first title").pathToRoot, "group().text(1).confirmationDialog().title()")
        XCTAssertEqual(try root.inspect().find(text: "first message").pathToRoot, "group().text(1).confirmationDialog().message().text(1)")
        XCTAssertEqual(try root.inspect().find(text: "second title").pathToRoot, "group().text(1).confirmationDialog(1).title()")
        XCTAssertEqual(try root.inspect().find(text: "second action").pathToRoot, "group().text(1).confirmationDialog(1).actions().text(1)")
    }
}
