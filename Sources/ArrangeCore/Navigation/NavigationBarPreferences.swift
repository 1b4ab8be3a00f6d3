import Foundation

/// A type that defines the title display mode of a navigation bar, as in SwiftUI.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item: large at a stack's root,
        /// inline below it.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

/// What the shown screen's content asks of its navigation bar: title, toolbar items, bars hidden.
struct NavigationBarContent {
    var title: AnyView?
    var items: [ToolbarEntry] = []
}

/// The bar content of a screen's views, the later one's title winning, items in order.
struct NavigationBarContentKey: PreferenceKey {
    static var defaultValue: NavigationBarContent { NavigationBarContent() }
    static func reduce(value: inout NavigationBarContent, nextValue: () -> NavigationBarContent) {
        let next = nextValue()
        if let title = next.title { value.title = title }
        value.items += next.items
    }
}

/// What decides the bars' heights, which the screen keeps in state (it settles in the host's
/// layout loop).
struct NavigationBarLayout: Equatable {
    var hasTitle = false
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var navigationBarHidden = false
    var backButtonHidden = false
    var tabBarHidden = false
    var hasBottomBar = false
    var backgroundVisible: Visibility = .automatic
}

/// The bar layout of a screen's views, combined.
struct NavigationBarLayoutKey: PreferenceKey {
    static var defaultValue: NavigationBarLayout { NavigationBarLayout() }
    static func reduce(value: inout NavigationBarLayout, nextValue: () -> NavigationBarLayout) {
        let next = nextValue()
        value.hasTitle = value.hasTitle || next.hasTitle
        if let mode = next.displayMode { value.displayMode = mode }
        value.navigationBarHidden = value.navigationBarHidden || next.navigationBarHidden
        value.backButtonHidden = value.backButtonHidden || next.backButtonHidden
        value.tabBarHidden = value.tabBarHidden || next.tabBarHidden
        value.hasBottomBar = value.hasBottomBar || next.hasBottomBar
        if next.backgroundVisible != .automatic { value.backgroundVisible = next.backgroundVisible }
    }
}

nonisolated extension View {
    /// Configures the view's title for purposes of navigation, using a view (the `Text`,
    /// `LocalizedStringKey` and `String` forms of `navigationTitle(_:)` are declared with
    /// `Text`). Arrange's own entry point for them.
    public func _navigationTitle(_ title: AnyView) -> some View {
        transformPreference(NavigationBarContentKey.self) { $0.title = title }
            .transformPreference(NavigationBarLayoutKey.self) { $0.hasTitle = true }
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        transformPreference(NavigationBarLayoutKey.self) { $0.displayMode = displayMode }
    }
}
