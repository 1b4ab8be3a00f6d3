/// The placement of a search field in a view hierarchy, as in SwiftUI. Recorded with
/// `searchable`.
public struct SearchFieldPlacement: Equatable, Sendable {
    /// A type that defines how the navigation bar drawer displays its search field.
    public struct NavigationBarDrawerDisplayMode: Equatable, Sendable {
        private let always: Bool
        /// Allow the search field to collapse as the user scrolls their content.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    /// The placement's name (`"automatic"`, `"navigationBarDrawer"`, …). Arrange's own.
    public let name: String
    private let displayMode: NavigationBarDrawerDisplayMode?

    private init(_ name: String, displayMode: NavigationBarDrawerDisplayMode? = nil) {
        self.name = name
        self.displayMode = displayMode
    }

    /// The search field is placed automatically depending on the platform.
    public static let automatic = SearchFieldPlacement("automatic")
    /// The search field is placed in the toolbar.
    public static let toolbar = SearchFieldPlacement("toolbar")
    /// The search field is placed in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement("sidebar")
    /// The search field is placed in a drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement("navigationBarDrawer", displayMode: .automatic)
    /// The search field is placed in a drawer of the navigation bar, with the display mode given.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement("navigationBarDrawer", displayMode: displayMode)
    }
}
