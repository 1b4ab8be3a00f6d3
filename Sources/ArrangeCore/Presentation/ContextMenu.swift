import Foundation

/// A container for views shown as a context menu (the iOS 13 form `.contextMenu(ContextMenu {
/// … })`, deprecated by `contextMenu(menuItems:)`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension ContextMenu: Sendable where MenuItems: Sendable {}

extension View {
    /// Adds a context menu to the view. Accepted: the menu opens on a long press, which a
    /// drawing never shows, so the view draws as it is and the items are kept, not laid out.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, menu: menuItems())
    }

    /// Adds a context menu with a custom preview to the view. Accepted as
    /// `contextMenu(menuItems:)`: neither the items nor the preview are drawn.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuView(content: self, menu: menuItems())
    }

    /// Adds the context menu `contextMenu`, or none when it is `nil` (the iOS 13 form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `contextMenu(menuItems:)` instead.")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuView(content: self, menu: contextMenu?.menuItems)
    }

    /// Adds an item-based context menu to a view holding selectable items (a `List` or `Table`);
    /// `menu` receives the items the menu is for. Accepted: no menu is opened in a drawing.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                   primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        ContextMenuView(content: self, menu: menu([]))
    }
}

/// `.contextMenu`: the content as it is; the menu is kept, never drawn (it opens on a long press).
@usableFromInline nonisolated struct ContextMenuView<Content: View, Menu: View>: View, ListContentSource {
    let content: Content
    let menu: Menu?

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }

    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(content)
    }
}
