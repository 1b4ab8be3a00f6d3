import ArrangeCore

/// A button that toggles the edit mode environment value, as in SwiftUI (iOS): "Edit" while
/// inactive, a semibold "Done" while editing, in the tint colour. It toggles the environment's
/// `editMode` binding (a navigation stack's screen has one); where none is set, it toggles a
/// mode of its own, so its title still changes when tapped.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// Creates an edit button.
    public init() {}

    /// A button titled by the mode.
    public var body: some View {
        let shared = editMode
        let own = $ownMode
        let mode = shared?.wrappedValue ?? ownMode
        Button {
            let binding = shared ?? own
            binding.wrappedValue = binding.wrappedValue.isEditing ? .inactive : .active
        } label: {
            if mode.isEditing {
                Text("Done").fontWeight(.semibold)
            } else {
                Text("Edit")
            }
        }
    }
}
