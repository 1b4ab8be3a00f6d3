/// The mode of a view indicating whether the user can edit its content, as in SwiftUI (iOS).
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// A binding to the current edit mode, if any, as in SwiftUI. Set it with
    /// `.environment(\.editMode, $mode)` to share a mode with an `EditButton`. Each screen of a
    /// navigation stack has one of its own where none is set, shared by its toolbar and lists;
    /// elsewhere, with none set, an edit button keeps its own. In edit mode a list's rows of a
    /// `ForEach` with `onDelete`/`onMove` show the delete and reorder controls.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
