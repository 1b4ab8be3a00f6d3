/// The visibility of UI elements, as in SwiftUI (row separators, bars).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component.
    case automatic
    /// The element may be visible.
    case visible
    /// The element is hidden.
    case hidden
}
