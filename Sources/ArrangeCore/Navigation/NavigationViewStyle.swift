/// A specification for the appearance and interaction of a `NavigationView`, as in SwiftUI
/// (deprecated there with `NavigationView`). On an iPhone every style shows one column, a stack
/// of screens, which is how Arrange's `NavigationView` lays out; the style is accepted and kept.
public protocol NavigationViewStyle: Sendable {}

/// A navigation view style represented by a view stack that only shows a single top view at a
/// time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a stack navigation view style.
    public init() {}
}

/// A navigation view style represented by a series of views in columns (one column on an iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a column navigation view style.
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view
/// (one column on an iPhone).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a double column navigation view style.
    public init() {}
}

/// The default navigation view style in the current context of the view being styled.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates a default navigation view style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style for navigation views within this view (deprecated in SwiftUI). An iPhone
    /// shows one column whatever the style, so the layout does not change.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        recordingStyle(style)
    }
}
