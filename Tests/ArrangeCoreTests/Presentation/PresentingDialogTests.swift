@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// The `presenting:` forms of `alert` and `confirmationDialog`: shown while the binding is true
/// and there is data, with actions and message made from the data.
@Suite("Alerts and confirmation dialogs presenting data")
@MainActor struct PresentingDialogTests {
    @Test("An alert presenting data shows actions and message made from it; its button dismisses it")
    func alertPresentingData() throws {
        let deleted = Box<[String]>([])
        let file: String? = "notes.txt"
        let host = controlHost(StateHolder(true) { shown in
            Color.clear.alert("Delete?", isPresented: shown, presenting: file) { name in
                Button("Delete \(name)", role: .destructive) { deleted.value.append(name) }
            } message: { name in
                Text("\(name) will be gone")
            }
        })
        #expect(host.findAll(.text("notes.txt will be gone")).count == 1)
        try host.tap("Delete notes.txt")
        #expect(deleted.value == ["notes.txt"])
        #expect(host.shown == "false")
        #expect(host.findAll(.text("Delete?")).isEmpty)
    }

    @Test("Without data, an alert is not shown though its binding is true")
    func alertWithoutDataIsNotShown() {
        let host = controlHost(Color.clear.alert("Delete?", isPresented: .constant(true), presenting: String?.none) { name in
            Button("Delete \(name)") {}
        })
        #expect(host.findAll(.text("Delete?")).isEmpty)
    }

    @Test("A confirmation dialog presenting data shows its actions; without data it is not shown")
    func dialogPresentingData() throws {
        let chosen = Box<[Int]>([])
        let count: Int? = 3
        let host = controlHost(StateHolder(true) { shown in
            Color.clear.confirmationDialog("Share", isPresented: shown, titleVisibility: .visible, presenting: count) { n in
                Button("Send \(n) photos") { chosen.value.append(n) }
            }
        })
        #expect(host.findAll(.text("Share")).count == 1)
        try host.tap("Send 3 photos")
        #expect(chosen.value == [3])
        #expect(host.shown == "false")
        let empty = controlHost(Color.clear.confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible, presenting: Int?.none) { n in
            Button("Send \(n) photos") {}
        })
        #expect(empty.findAll(.text("Share")).isEmpty)
    }
}
