/// The size classes, like regular or small, that you can apply to controls within a view, as in
/// SwiftUI. Controls read it to choose their sizes (`ControlSizeMetrics`): bordered buttons and
/// `.toggleStyle(.button)` their insets and, at `.small` and `.mini`, a smaller title font; the
/// switch, slider, stepper, segmented picker, rounded-border text field, progress views, gauges,
/// compact date and colour pickers and control groups their heights; menus through their
/// button. Labels and links keep their size, as on iOS. iOS has no extra-large controls:
/// `.extraLarge` draws as `.large`.
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

nonisolated extension View {
    /// Sets the size for controls within this view, as in SwiftUI: `Button("OK") {}
    /// .buttonStyle(.borderedProminent).controlSize(.large)`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
