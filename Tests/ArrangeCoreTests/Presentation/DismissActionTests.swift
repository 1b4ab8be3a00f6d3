import ArrangeCore
import ArrangeText
import ArrangeTestSupport
import Foundation
import Testing

/// A sheet's content that closes itself, as apps write it: with `dismiss` and with the older
/// `presentationMode`.
private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text(isPresented ? "presented" : "not presented").id("state")
            Button("Done") { dismiss() }
            Button("Old done") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct Presenter: View {
    @State private var shown = true
    let onDismiss: () -> Void

    var body: some View {
        Text(shown ? "shown" : "hidden").id("presenter")
            .sheet(isPresented: $shown, onDismiss: onDismiss) { SheetContent() }
    }
}

private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Back") { dismiss() }.id("back")
    }
}

@Suite("Environment actions: dismiss, isPresented and presentationMode")
@MainActor struct DismissActionTests {
    @Test("dismiss() in a sheet's content sets the sheet's binding false and runs onDismiss")
    func dismissInASheet() throws {
        let dismissed = Box(0)
        let host = controlHost(Presenter { dismissed.value += 1 })
        #expect(try host.find("state").text == "presented")
        try host.tap("Done")
        #expect(try host.find("presenter").text == "hidden")
        #expect(host.findAll("state").isEmpty)
        #expect(dismissed.value == 1)
    }

    @Test("presentationMode.wrappedValue.dismiss() dismisses as dismiss() does")
    func presentationModeDismisses() throws {
        let host = controlHost(Presenter {})
        try host.tap("Old done")
        #expect(try host.find("presenter").text == "hidden")
    }

    @Test("Outside a presentation, isPresented is false and dismiss does nothing")
    func outsideAPresentation() throws {
        let host = controlHost(SheetContent())
        #expect(try host.find("state").text == "not presented")
        try host.tap("Done")
        #expect(try host.find("state").text == "not presented")
    }

    @Test("dismiss() on a screen pushed onto a NavigationStack pops it")
    func dismissPops() throws {
        let host = controlHost(NavigationStack {
            NavigationLink("Open") { Detail() }
        })
        try host.tap("Open")
        #expect(host.findAll("back").count == 1)
        try host.tap("back")
        #expect(host.findAll("back").isEmpty)
        #expect(host.findAll("Open").count == 1)
    }
}
