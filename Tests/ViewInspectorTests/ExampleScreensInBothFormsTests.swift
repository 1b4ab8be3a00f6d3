@testable import ArrangeExamples
import SwiftUI
import ViewInspector
import Testing

/// The interaction tests of the repository's example screens, written twice: with Arrange's
/// interaction API on a host (what a person sees: laid-out rows) and with ViewInspector's API on
/// the view value (what the view holds). Each pair checks the same outcome.
@MainActor @Suite struct ExampleScreensInBothFormsTests {
    private func host<V: View>(_ view: V) -> HostingView<V> {
        HostingView(rootView: view, size: Examples.iPhone15.size, safeAreaInsets: Examples.iPhone15.safeArea)
    }

    // MARK: Settings: turning notifications off removes "Sounds" and "Badges".

    @Test func settingsNotificationsWithTheInteractionAPI() throws {
        let host = host(SettingsScreen())
        #expect(host.findAll(.text("Sounds")).count == 1)
        try host.tap(.accessibilityIdentifier("notifications"))
        #expect(host.findAll(.text("Sounds")).count == 0)
        #expect(host.findAll(.text("Badges")).count == 0)
    }

    @Test func settingsNotificationsWithViewInspector() throws {
        let sut = SettingsScreen()
        #expect(try sut.inspect().findAll(ViewType.Toggle.self, where: { try $0.labelView().text().string() == "Sounds" }).count == 1)
        try sut.inspect().find(viewWithAccessibilityIdentifier: "notifications").toggle().tap()
        #expect(try sut.inspect().findAll(ViewType.Toggle.self, where: { try $0.labelView().text().string() == "Sounds" }).count == 0)
        #expect(throws: InspectionError.self) { try sut.inspect().find(text: "Badges") }
    }

    // MARK: Account form: expanding "Advanced" shows its rows.

    @Test func accountFormAdvancedWithTheInteractionAPI() throws {
        let host = host(AccountFormScreen())
        #expect(nil == host.frame(ofAccessibilityIdentifier: "beta"))
        try host.tap(.accessibilityIdentifier("advanced"))
        #expect(nil != host.frame(ofAccessibilityIdentifier: "beta"))
    }

    @Test func accountFormAdvancedWithViewInspector() throws {
        let sut = AccountFormScreen()
        let group = try sut.inspect().find(viewWithAccessibilityIdentifier: "advanced").disclosureGroup()
        #expect(try group.isExpanded() == false)
        try group.expand()
        #expect(try sut.inspect().find(viewWithAccessibilityIdentifier: "advanced").disclosureGroup().isExpanded())
        #expect(try sut.inspect().find(viewWithAccessibilityIdentifier: "beta").toggle().labelView().text().string() == "Beta Features")
    }

    // MARK: Mail inbox: the filter button shows only unread messages.

    @Test func mailFilterWithTheInteractionAPI() throws {
        let host = host(MailInboxScreen())
        #expect(nil != host.frame(ofAccessibilityIdentifier: "message-2"))
        let second = host.frame(ofAccessibilityIdentifier: "message-2")
        try host.tap(.accessibilityIdentifier("filter"))
        // Messages 2 and 4 are read: message 3 is the second row, where message 2 was.
        #expect(nil == host.frame(ofAccessibilityIdentifier: "message-2"))
        #expect(nil == host.frame(ofAccessibilityIdentifier: "message-4"))
        #expect(host.frame(ofAccessibilityIdentifier: "message-3")?.minY == second?.minY)
    }

    @Test func mailFilterWithViewInspector() throws {
        let sut = MailInboxScreen()
        #expect(try sut.inspect().findAll(MessageRow.self).map { try $0.actualView().message.id } == [1, 2, 3, 4])
        try sut.inspect().find(viewWithAccessibilityIdentifier: "filter").button().tap()
        #expect(try sut.inspect().findAll(MessageRow.self).map { try $0.actualView().message.id } == [1, 3])
        _ = try sut.inspect().find(text: "Unread")
        #expect(try sut.inspect().find(viewWithAccessibilityIdentifier: "filter").pathToRoot
                == "view(MailInboxScreen.self).navigationStack().list().toolbar().item(0).button()")
    }
}
