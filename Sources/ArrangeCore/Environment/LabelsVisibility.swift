private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The labels visibility set by `labelsVisibility(_:)` or `labelsHidden()`, as in SwiftUI
    /// (`.automatic` unless a view sets another). Toggles, pickers, steppers, date and colour
    /// pickers and labelled content leave their label out when it is `.hidden`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of any controls contained within this view, as in SwiftUI: a toggle is
    /// then its switch alone, a stepper its two segments, a picker in a form row its option.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }

    /// Controls the visibility of labels of any controls contained within this view, as in
    /// SwiftUI; `.hidden` is `labelsHidden()`.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}
