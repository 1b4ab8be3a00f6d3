/// The size classes, like regular or small, that you can apply to controls within a view, as in
/// SwiftUI. Every control accepts it; the bordered button styles (and `.toggleStyle(.button)`)
/// read it to choose their insets (see `BorderedButtonStyle`), and the circular progress view
/// draws iOS's large spinner at `.large` and `.extraLarge`. The other controls keep iOS's one
/// size, as iOS does.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized. The largest control size.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size to apply to controls within a view (`.regular` unless a view sets another).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view, as in SwiftUI: `Button("OK") {}
    /// .buttonStyle(.borderedProminent).controlSize(.large)`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
