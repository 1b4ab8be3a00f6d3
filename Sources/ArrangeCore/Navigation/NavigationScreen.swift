import Foundation

/// One screen of a navigation stack: its content, with the navigation bar on top (and a bottom
/// toolbar when it has bottom-bar items), the bars' heights taken from the content's safe area
/// as on iOS — content that ignores the safe area (a list's background) reaches under them.
///
/// The bar's title and items come up from the content as preferences; what decides the bars'
/// heights (title, display mode, hidden bars) is kept in state and settles in the host's layout
/// loop. A screen above the root is opaque and shows a back button.
@usableFromInline nonisolated struct NavigationScreen<Content: View>: View {
    let depth: Int
    let content: Content
    @State private var layout = NavigationBarLayout()
    /// The screen's edit mode where no view outside set one: an `EditButton` in its toolbar
    /// and the lists on it share it, as on iOS.
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    init(depth: Int, @ViewBuilder content: () -> Content) {
        self.depth = depth
        self.content = content()
    }

    private var isLarge: Bool {
        guard layout.hasTitle else { return false }
        switch layout.displayMode ?? .automatic {
        case .large: return true
        case .inline: return false
        case .automatic: return depth == 0
        }
    }

    private var barHeight: CGFloat {
        if layout.navigationBarHidden { return 0 }
        return isLarge ? NavigationMetrics.largeBarHeight : NavigationMetrics.inlineBarHeight
    }

    @usableFromInline var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // Read on the content's own node: the resets below sit on the outer one.
            .onPreferenceChange(NavigationBarLayoutKey.self) { layout = $0 }
            .safeAreaPadding(EdgeInsets(top: barHeight, leading: 0,
                                        bottom: layout.hasBottomBar ? NavigationMetrics.bottomBarHeight : 0, trailing: 0))
            .background {
                if depth > 0 { NavigationMetrics.screenBackground.ignoresSafeArea() }
            }
            .overlayPreferenceValue(NavigationBarContentKey.self, alignment: .top) { bar in
                if !layout.navigationBarHidden {
                    NavigationBar(content: bar, isLarge: isLarge, showsBackButton: depth > 0 && !layout.backButtonHidden,
                                  showsBackground: layout.backgroundVisible == .visible)
                }
            }
            .overlayPreferenceValue(NavigationBarContentKey.self, alignment: .bottom) { bar in
                if layout.hasBottomBar {
                    BottomToolbar(items: bar.items.filter { $0.placement.position == .bottom })
                }
            }
            .transformPreference(NavigationBarContentKey.self) { $0 = NavigationBarContent() }
            .transformPreference(NavigationBarLayoutKey.self) { value in
                // The tab bar's visibility is the tab view's business; the rest stays here.
                value = NavigationBarLayout(tabBarHidden: value.tabBarHidden)
            }
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}
