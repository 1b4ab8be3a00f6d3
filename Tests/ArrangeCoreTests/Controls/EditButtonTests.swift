import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `EditButton` toggles the environment's edit mode and shows "Edit" or "Done".
@Suite @MainActor struct EditButtonTests {
    @Test func editButtonTogglesTheSharedEditMode() throws {
        struct Screen: View {
            @State var mode = EditMode.inactive
            var body: some View {
                VStack {
                    EditButton()
                    Text(mode.isEditing ? "editing" : "not editing")
                }
                .environment(\.editMode, $mode)
            }
        }
        let host = HostingView(rootView: Screen(), size: CGSize(width: 300, height: 200))
        #expect(host.findAll(.text("Edit")).count == 1)
        try host.tap("Edit")
        #expect(host.findAll(.text("Done")).count == 1)
        #expect(host.findAll(.text("editing")).count == 1)
        try host.tap("Done")
        #expect(host.findAll(.text("not editing")).count == 1)
    }

    @Test func editButtonWithoutAnEditModeKeepsItsOwn() throws {
        let host = HostingView(rootView: EditButton(), size: CGSize(width: 300, height: 200))
        try host.tap("Edit")
        #expect(host.findAll(.text("Done")).count == 1)
    }

    @Test func editModeIsEditingWhenActiveOrTransient() {
        #expect(EditMode.active.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(!EditMode.inactive.isEditing)
    }
}
