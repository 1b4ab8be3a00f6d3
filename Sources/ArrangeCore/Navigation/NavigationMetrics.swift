import Foundation

/// iOS 17/18's default geometry and colours of navigation bars, toolbars and tab bars on an
/// iPhone, in one place. Each number is a row of the "Lists and navigation" section of
/// `docs/ios-metrics.md`, with its source.
enum NavigationMetrics {
    /// The height of an inline navigation bar (below the status bar's safe area).
    static let inlineBarHeight: CGFloat = 44
    /// The height a large title adds below the inline bar.
    static let largeTitleHeight: CGFloat = 52
    /// The height of a navigation bar showing a large title at rest (44 + 52).
    static var largeBarHeight: CGFloat { inlineBarHeight + largeTitleHeight }
    /// The margin of the bar's items and of the large title from the screen's edges.
    static let barMargin: CGFloat = 16
    /// The space between adjacent bar items.
    static let barItemSpacing: CGFloat = 16
    /// The space between the large title's baseline area and the bar's bottom edge.
    static let largeTitleBottomPadding: CGFloat = 8
    /// The height of a bottom toolbar (above the home-indicator safe area).
    static let bottomBarHeight: CGFloat = 44
    /// The height of a tab bar (above the home-indicator safe area).
    static let tabBarHeight: CGFloat = 49
    /// The height of a tab item's icon area, and the space between icon and title.
    static let tabIconHeight: CGFloat = 25
    static let tabIconTitleSpacing: CGFloat = 2
    /// The distance from the tab bar's top to the top of its items.
    static let tabItemTopPadding: CGFloat = 7
    /// The size of the back button's chevron.
    static let backChevronSize = CGSize(width: 12, height: 20)

    /// A bar's background when content scrolls under it (system chrome, drawn without the blur:
    /// light white at 94%; dark 29, 29, 29 at 94%, estimated).
    static let barBackground = Color(name: nil, light: .init(249, 249, 249, 0.94), dark: .init(29, 29, 29, 0.94))
    /// The hairline under a navigation bar and above a tab bar (`separator`-like shadow: light
    /// black at 30%; dark white at 15%, estimated).
    static let barHairline = Color(name: nil, light: .init(0, 0, 0, 0.3), dark: .init(255, 255, 255, 0.15))
    /// An unselected tab item's colour (`systemGray`-like, both appearances).
    static let unselectedTab = Color(red: 0.6, green: 0.6, blue: 0.6)
    /// The accent colour of bar buttons and the selected tab (system blue).
    static let accent = Color.blue
    /// A screen's background (`systemBackground`: light white; dark black).
    static let screenBackground = Color(name: nil, light: .init(255, 255, 255), dark: .init(0, 0, 0))
}
