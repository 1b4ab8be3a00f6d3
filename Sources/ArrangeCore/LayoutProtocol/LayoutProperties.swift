/// Layout-specific properties of a layout container, as in SwiftUI (A18).
public struct LayoutProperties: Sendable, Equatable {
    /// The orientation of the containing stack-like container: tells Spacer and Divider which
    /// axis to use. `nil` (the default) for containers that are not stacks.
    public var stackOrientation: Axis?
    /// Creates a default set of properties.
    public init() {}
}
