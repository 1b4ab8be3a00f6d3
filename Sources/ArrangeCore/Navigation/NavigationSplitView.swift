/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns, as in SwiftUI.
///
/// Arrange lays it out at an iPhone's compact width, where iOS collapses it into a navigation
/// stack: the sidebar is shown (its root), or the detail when the preferred compact column is
/// `.detail`.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// The collapsed split view: a stack showing the sidebar, or the content or detail column
    /// when it is the preferred compact column.
    public var body: some View {
        NavigationStack {
            switch preferredCompactColumn?.wrappedValue.column ?? .sidebar {
            case .sidebar: sidebar
            case .content: if Content.self == EmptyView.self { AnyView(detail) } else { AnyView(content) }
            case .detail: detail
            }
        }
    }
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility (the visibility has no effect at compact width).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility (no effect at compact width).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), preferredCompactColumn: nil)
    }

    /// Creates a two-column navigation split view with the column shown at compact width.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

/// A view that represents a column in a navigation split view, as in SwiftUI.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Column: Hashable, Sendable { case sidebar, content, detail }
    let column: Column
    /// The sidebar column.
    public static let sidebar = NavigationSplitViewColumn(column: .sidebar)
    /// The content column.
    public static let content = NavigationSplitViewColumn(column: .content)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(column: .detail)
}

/// The visibility of the leading columns in a navigation split view, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let rawValue: Int
    /// Hide the leading two columns of a three-column split view.
    public static let detailOnly = NavigationSplitViewVisibility(rawValue: 0)
    /// Show the content column and detail area of a three-column split view.
    public static let doubleColumn = NavigationSplitViewVisibility(rawValue: 1)
    /// Show all the columns of a three-column split view.
    public static let all = NavigationSplitViewVisibility(rawValue: 2)
    /// Use the default leading column visibility for the current device.
    public static let automatic = NavigationSplitViewVisibility(rawValue: 3)
}
