/// Whether the horizontal or vertical space is constrained, as in SwiftUI.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = UserInterfaceSizeClass.compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = UserInterfaceSizeClass.regular
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: `.compact` by default, as an iPhone in
    /// portrait (Arrange's hosts do not derive it from their size; set it for other devices).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment: `.regular` by default, as an iPhone in
    /// portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
