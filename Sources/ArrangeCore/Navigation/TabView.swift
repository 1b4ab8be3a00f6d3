import Foundation

/// A view that switches between multiple child views using interactive user interface elements,
/// as in SwiftUI.
///
/// Each view of the content is a tab (its `.tabItem` label, or a `Tab`'s title and image, in
/// the tab bar). The selected tab's content is shown with its safe area ending above the
/// 49-point tab bar, which is drawn at the bottom with its background reaching under the home
/// indicator. The selection binding chooses the tab: a `Tab`'s value, else (for `.tabItem`
/// tabs) the tab's index when the selection is an `Int`; the first tab otherwise. Tapping a tab
/// bar item (`HostingView.tap`) selects its tab through the binding, or the view's own state
/// without one.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    /// The selected tab's index without a binding (tapping a tab changes it).
    @State private var ownSelection = 0

    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    /// The selected tab above the tab bar.
    public var body: some View {
        let tabs = TabContentReader.tabs(of: content)
        let selected = selectedIndex(in: tabs)
        TabViewBody(tabs: tabs, selected: selected, select: selector(for: tabs))
    }

    /// What tapping the tab at an index does: the binding takes the tab's value (or its index,
    /// for an `Int` selection and a tab without one); without a binding, the view's own state.
    private func selector(for tabs: [TabEntry]) -> (Int) -> Void {
        let binding = selection, own = $ownSelection
        let values = tabs.map(\.value)
        return { index in
            guard values.indices.contains(index) else { return }
            guard let binding else { return own.wrappedValue = index }
            if let value = values[index]?.base as? SelectionValue {
                binding.wrappedValue = value
            } else if values[index] == nil, let value = index as? SelectionValue {
                binding.wrappedValue = value
            }
        }
    }

    private func selectedIndex(in tabs: [TabEntry]) -> Int {
        guard let selection else { return tabs.indices.contains(ownSelection) ? ownSelection : 0 }
        let value = selection.wrappedValue
        let wanted = AnyHashable(value)
        if let index = tabs.firstIndex(where: { $0.value == wanted }) { return index }
        if let index = value as? Int, tabs.indices.contains(index), tabs[index].value == nil { return index }
        return 0
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that shows its first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

/// One tab: its content, its label in the tab bar, its selection value.
struct TabEntry {
    var content: AnyView
    var label: AnyView?
    var value: AnyHashable?
}

/// A view that is a tab of a tab view otherwise than as itself (a `Tab`, a `.tabItem`).
protocol TabEntrySource {
    func appendTabs(to tabs: inout [TabEntry])
}

/// Reads a tab view's content as tabs, as `ListContentBuilder` reads a list's as rows.
enum TabContentReader {
    static func tabs<Content: View>(of content: Content) -> [TabEntry] {
        var tabs: [TabEntry] = []
        append(content, to: &tabs)
        return tabs
    }

    static func append(_ view: any View, to tabs: inout [TabEntry]) {
        if let source = view as? any TabEntrySource {
            source.appendTabs(to: &tabs)
        } else if let tuple = view as? any TupleChildren {
            for child in tuple.childViews { append(child, to: &tabs) }
        } else if let each = view as? any ListContentSource {
            // ForEach, Group, conditions: their views, each a tab.
            var builder = ListContentBuilder()
            each.appendListContent(to: &builder)
            builder.finish()
            for row in builder.sections.flatMap(\.rows) { append(row.content.view, to: &tabs) }
        } else if let inner = labelledContent(of: view) {
            // A modifier outside `.tabItem` (`.tabItem { … }.tag(1)`): the tab's label and
            // value are the inner tab's, its content the whole view.
            var entry = inner
            entry.content = AnyView(view)
            tabs.append(entry)
        } else {
            tabs.append(TabEntry(content: AnyView(view)))
        }
    }

    /// The tab a modifier wraps, found through the modified content's stored properties.
    private static func labelledContent(of view: any View) -> TabEntry? {
        var current: Any = view
        for _ in 0..<8 {
            guard let child = Mirror(reflecting: current).children.first(where: { $0.label == "content" })?.value else { return nil }
            if let source = child as? any TabEntrySource {
                var inner: [TabEntry] = []
                source.appendTabs(to: &inner)
                return inner.count == 1 ? inner[0] : nil
            }
            current = child
        }
        return nil
    }
}

/// Views whose children are read one by one.
protocol TupleChildren {
    var childViews: [any View] { get }
}

extension TupleView: TupleChildren {
    var childViews: [any View] { children }
}

extension AnyView: TabEntrySource {
    func appendTabs(to tabs: inout [TabEntry]) {
        TabContentReader.append(view, to: &tabs)
    }
}

/// `.tabItem`: the content, with its label for the tab bar.
@usableFromInline nonisolated struct TabItemView<Content: View, Label: View>: View, TabEntrySource {
    let content: Content
    let label: Label

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }

    func appendTabs(to tabs: inout [TabEntry]) {
        tabs.append(TabEntry(content: AnyView(content), label: AnyView(label)))
    }
}

nonisolated extension View {
    /// Sets the tab bar item associated with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

/// The selected tab and the tab bar.
@usableFromInline nonisolated struct TabViewBody: View {
    let tabs: [TabEntry]
    let selected: Int
    /// Selects the tab at an index (the tab bar's items' control actions).
    var select: (Int) -> Void = { _ in }
    @State private var layout = NavigationBarLayout()
    @Environment(\.tabViewStyleKind) private var style
    @Environment(\.pageIndexHasBackground) private var dotsBackground

    @usableFromInline var body: some View {
        if case .page(let mode) = style {
            pages(dots: mode == .always || (mode == .automatic && tabs.count > 1))
        } else {
            tabBarLayout
        }
    }

    /// The selected page filling the tab view, with the page dots at the bottom: 7-point dots
    /// 9 points apart, the selected one opaque, on a capsule when `indexViewStyle` asks.
    private func pages(dots: Bool) -> some View {
        ZStack {
            if tabs.indices.contains(selected) {
                tabs[selected].content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .bottom) {
            if dots {
                HStack(spacing: 9) {
                    ForEach(0..<tabs.count, id: \.self) { index in
                        Circle().fill(Color.white.opacity(index == selected ? 1 : 0.35)).frame(width: 7, height: 7)
                    }
                }
                .padding(.horizontal, 10)
                .padding(.vertical, 6)
                .background(Capsule().fill(Color.black.opacity(dotsBackground ? 0.25 : 0)))
                .padding(.bottom, 10)
            }
        }
        .transformPreference(NavigationBarLayoutKey.self) { $0 = NavigationBarLayout() }
    }

    private var tabBarLayout: some View {
        let hidden = layout.tabBarHidden
        return ZStack {
            if tabs.indices.contains(selected) {
                tabs[selected].content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .onPreferenceChange(NavigationBarLayoutKey.self) { layout = $0 }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaPadding(.bottom, hidden ? 0 : NavigationMetrics.tabBarHeight)
        .overlay(alignment: .bottom) {
            if !hidden { TabBar(tabs: tabs, selected: selected, select: select) }
        }
        .transformPreference(NavigationBarLayoutKey.self) { $0 = NavigationBarLayout() }
    }
}

/// The tab bar: the tabs' labels side by side, equally wide, the selected one in the tint colour
/// (system blue unless `.tint` sets another), the others grey, on the bar background that
/// reaches under the home indicator. A `Label` is drawn as iOS draws a tab item: its icon in a
/// 25-point area above its 10-point title; symbols in a tab item take the tab icon size (a 21-point
/// medium font, so about 25 points, from the text module) rather than the title's font.
@usableFromInline nonisolated struct TabBar: View {
    let tabs: [TabEntry]
    let selected: Int
    @Environment(\.self) private var environment
    var select: (Int) -> Void = { _ in }

    @usableFromInline var body: some View {
        let tint = environment.controlTint
        HStack(spacing: 0) {
            ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in
                VStack(spacing: NavigationMetrics.tabIconTitleSpacing) {
                    tab.label
                }
                .labelStyle(TabItemLabelStyle())
                .containerTextRole(.tabItem)
                .foregroundStyle(index == selected ? tint : AnyShapeStyle(NavigationMetrics.unselectedTab))
                .frame(maxWidth: .infinity)
                .controlAction(ControlAction(.tab, activate: ControlAction.mainActor { select(index) }, value: { index == selected }))
            }
        }
        .padding(.top, NavigationMetrics.tabItemTopPadding)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationMetrics.tabBarHeight, alignment: .top)
        .background {
            NavigationMetrics.barBackground
                .overlay(alignment: .top) { NavigationMetrics.barHairline.frame(height: 0.5) }
                .ignoresSafeArea(edges: .bottom)
        }
    }
}

/// A label in a tab bar item: the icon centred in the 25-point icon area, the title below it.
nonisolated struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: NavigationMetrics.tabIconTitleSpacing) {
            configuration.icon.frame(height: NavigationMetrics.tabIconHeight)
            configuration.title
        }
    }
}
