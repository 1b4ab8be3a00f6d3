/// A tint effect configuration that you can apply to content in a list, as in SwiftUI. On iOS it
/// tints a sidebar row's icon, which Arrange's lists do not draw; the tint is recorded (for the
/// ViewInspector module) and changes nothing.
public struct ListItemTint: Sendable {
    /// The tint colour, `nil` for a monochrome tint.
    package let color: Color?
    /// Whether the tint overrides the system's (`fixed`) rather than being a preference.
    package let isFixed: Bool

    /// An explicit tint that overrides any the system sets.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }
    /// A tint the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }
    /// A monochrome tint.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
}

nonisolated extension View {
    /// Sets a fixed tint colour for content in a list (`nil` leaves the system's).
    public func listItemTint(_ tint: Color?) -> some View {
        recordingStyle(tint.map { ListItemTint.fixed($0) } as Any)
    }

    /// Sets the tint effect for content in a list (`nil` leaves the system's).
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        recordingStyle(tint as Any)
    }
}
