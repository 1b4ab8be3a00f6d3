/// The visibility of scroll indicators of a UI element, as in SwiftUI.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case automatic, visible, hidden, never }
    private let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the configuration.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Show the scroll indicators.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hide the scroll indicators.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Scroll indicators should never be visible.
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

nonisolated extension View {
    /// Specifies the visibility of the background for scrollable views within this view.
    /// Recorded; no layout effect.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        annotated(.scrollContentBackground(visibility))
    }

    /// Sets the visibility of scroll indicators within this view. Sets
    /// `\.horizontalScrollIndicatorVisibility` and `\.verticalScrollIndicatorVisibility` for the
    /// axes given, and records it; no layout effect (Arrange draws no indicators).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }
        .annotated(.scrollIndicators(visibility, axes: axes))
    }

    /// Disables or enables scrolling in scrollable views. Sets `\.isScrollEnabled` (false when
    /// disabled; a disabled ancestor keeps it false) and records it. Scroll views lay out the
    /// same either way.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
            .annotated(.scrollDisabled(disabled))
    }
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether any scroll views associated with this environment
    /// allow scrolling to occur (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
}
