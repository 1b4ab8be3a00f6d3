import ArrangeCore
import Foundation

/// The items of one `.toolbar` modifier, as inspection holds them.
struct ToolbarContentValue {
    let items: [(placement: ToolbarItemPlacement, content: AnyView)]
    /// Each item's identifier, whether it shows by default and its `ToolbarItem` type.
    var details: [(id: String?, showsByDefault: Bool, typeName: String?)] = []
    /// The identifier of `toolbar(id:content:)`.
    var identifier: String? = nil
}

/// One toolbar item, as inspection holds it.
struct ToolbarItemValue {
    let placement: ToolbarItemPlacement
    let content: AnyView
    var identifier: String? = nil
    var showsByDefault = true
    /// The `ToolbarItem` type it came from (`ToolbarItem<String, Text>`), which messages name.
    var typeName: String? = nil
}

extension ViewType {
    /// The items of a `.toolbar` modifier.
    public struct Toolbar: KnownViewType, ContentMatchingViewType {
        /// `Toolbar`.
        public static var typePrefix: String { "Toolbar" }
        /// Checked by what the view is.
        public static var namespacedPrefixes: [String] { [] }
        static func matches(_ content: Content) -> Bool { content.view is ToolbarContentValue }

        /// A toolbar item (`ToolbarItem`; a group's views are items too).
        public struct Item: KnownViewType, ContentMatchingViewType {
            /// `ToolbarItem`.
            public static var typePrefix: String { "ToolbarItem" }
            /// Checked by what the view is.
            public static var namespacedPrefixes: [String] { [] }
            /// `item(###)`.
            public static func inspectionCall(typeName: String) -> String { "item(\(ViewType.indexPlaceholder))" }
            static func matches(_ content: Content) -> Bool { content.view is ToolbarItemValue }
        }

        /// A toolbar item group.
        public typealias ItemGroup = Item
    }
}

extension ViewType.Toolbar: MultipleViewContent {
    /// The items.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        let toolbar = try Inspector.cast(content.view, to: ToolbarContentValue.self)
        return LazyGroup(count: toolbar.items.count) { index in
            let detail: (id: String?, showsByDefault: Bool, typeName: String?) = toolbar.details.indices.contains(index) ? toolbar.details[index] : (nil, true, nil)
            return Content(ToolbarItemValue(placement: toolbar.items[index].placement, content: toolbar.items[index].content,
                                            identifier: detail.id, showsByDefault: detail.showsByDefault, typeName: detail.typeName),
                           medium: content.medium.resettingViewModifiers())
        }
    }
}

extension ViewType.Toolbar.Item: SingleViewContent {
    /// The item's view.
    public static func child(_ content: Content) throws -> Content {
        let item = try Inspector.cast(content.view, to: ToolbarItemValue.self)
        let view = try Inspector.attribute(label: "view", value: item.content)
        return try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.Toolbar.Item: MultipleViewContent {
    /// The item's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        let item = try Inspector.cast(content.view, to: ToolbarItemValue.self)
        return try Unwrapping.viewsInContainer(try Inspector.attribute(label: "view", value: item.content), medium: content.medium)
    }
}

extension InspectableView {
    /// The items of the `.toolbar` modifier applied to this view (the `index`-th, innermost first).
    public func toolbar(_ index: Int? = nil) throws -> InspectableView<ViewType.Toolbar> {
        let toolbars = contentForModifierLookup.medium.viewModifiers.reversed().compactMap { $0 as? any InspectedToolbar }
        guard (index ?? 0) < toolbars.count else { throw modifierNotFound("toolbar", index: index ?? 0) }
        let toolbar = toolbars[index ?? 0]
        let value = ToolbarContentValue(items: toolbar.inspectedItems, details: toolbar.inspectedItemDetails, identifier: toolbar.inspectedIdentifier)
        let content = Content(value, medium: self.content.medium.resettingViewModifiers())
        return InspectableView<ViewType.Toolbar>(unchecked: content, parent: self, call: "toolbar(\(index.map(String.init) ?? ""))", index: index)
    }
}

extension InspectableView where View == ViewType.Toolbar {
    /// The identifier of `toolbar(id:content:)`; `nil` for a toolbar without one.
    public func identifier() throws -> String? { try Inspector.cast(content.view, to: ToolbarContentValue.self).identifier }

    /// The item at `index`.
    public func item(_ index: Int = 0) throws -> InspectableView<ViewType.Toolbar.Item> {
        try .init(try child(at: index), parent: self, call: "item(\(index))", index: nil)
    }

    /// The item group at `index` (its views are items of the toolbar too).
    public func itemGroup(_ index: Int = 0) throws -> InspectableView<ViewType.Toolbar.ItemGroup> {
        try .init(try child(at: index), parent: self, call: "itemGroup(\(index))", index: nil)
    }
}

extension InspectableView where View == ViewType.Toolbar.Item {
    /// Where the item goes.
    public func placement() throws -> ToolbarItemPlacement { try Inspector.cast(content.view, to: ToolbarItemValue.self).placement }

    /// The item's identifier (`ToolbarItem(id:…)`); `nil` for an item without one.
    public func identifier() throws -> String? { try Inspector.cast(content.view, to: ToolbarItemValue.self).identifier }

    /// Whether the item shows before the toolbar is customized (`showsByDefault:`; `true`
    /// unless set otherwise).
    public func showsByDefault() throws -> Bool { try Inspector.cast(content.view, to: ToolbarItemValue.self).showsByDefault }
}
