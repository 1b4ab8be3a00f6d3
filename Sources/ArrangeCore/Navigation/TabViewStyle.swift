/// A specification for the appearance and interaction of a tab view, as in SwiftUI.
public protocol TabViewStyle {
    /// What the style makes the tab view (Arrange's own).
    var _kind: TabViewStyleKind { get }
}

/// How a tab view shows its tabs (Arrange's own record of its style).
public enum TabViewStyleKind: Equatable, Sendable {
    /// A tab bar at the bottom.
    case tabBar
    /// Pages, one at a time, with page dots unless hidden.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default tab view style: a tab bar, as in SwiftUI.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// A tab bar.
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab view style that pages through its tabs, with page dots, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Equatable, Sendable {
        let name: String
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// A paging style whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Pages.
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page tab view's dots are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {
    /// Whether the dots have a background (Arrange's own).
    var _showsBackground: Bool { get }
}

/// The page dots' style, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Equatable, Sendable {
        let name: String
        /// The system's choice (none at rest).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// While interacting (none at rest).
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// Whether the dots have their capsule behind them.
    public var _showsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.tabBar
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// How tab views below show their tabs (`tabViewStyle(_:)`).
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }

    /// Whether page dots have a background (`indexViewStyle(_:)`).
    var pageIndexHasBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tab views within this view: a tab bar, or pages.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style._kind).recordingStyle(style)
    }

    /// Sets the style of the page dots of the paging tab views within this view.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexHasBackground, style._showsBackground).recordingStyle(style)
    }
}

/// Page styles compare by their index display mode.
extension PageTabViewStyle: Equatable {}
