import ArrangeCore
import Foundation

/// The items of one `.toolbar` modifier, as inspection holds them.
struct ToolbarContentValue {
    let items: [(placement: ToolbarItemPlacement, content: AnyView)]
    /// Each item's identifier, whether it shows by default and its `ToolbarItem` type.
    var details: [(id: String?, showsByDefault: Bool, typeName: String?)] = []
    /// The identifier of `toolbar(id:content:)`.
    var identifier: String? = nil
    /// The group of each item (`nil` for a `ToolbarItem`; the items of one group share it).
    var groups: [Int?] = []

    /// The toolbar's items as ViewInspector counts them: each `ToolbarItem`, and each
    /// `ToolbarItemGroup` as one item holding its views.
    var mergedItems: [ToolbarItemValue] {
        var result: [ToolbarItemValue] = []
        var lastGroup: Int?
        for (index, item) in items.enumerated() {
            let group = groups.indices.contains(index) ? groups[index] : nil
            if let group, group == lastGroup, !result.isEmpty {
                result[result.count - 1].contents.append(item.content)
                continue
            }
            lastGroup = group
            let detail: (id: String?, showsByDefault: Bool, typeName: String?) = details.indices.contains(index) ? details[index] : (nil, true, nil)
            result.append(ToolbarItemValue(placement: item.placement, contents: [item.content], isGroup: group != nil, identifier: detail.id,
                                           showsByDefault: detail.showsByDefault, typeName: detail.typeName))
        }
        return result
    }
}

/// One toolbar item (or item group), as inspection holds it.
struct ToolbarItemValue {
    let placement: ToolbarItemPlacement
    /// Its views: one for a `ToolbarItem` (its content), each view of a group.
    var contents: [AnyView]
    /// Whether it is a `ToolbarItemGroup` (`itemGroup(_:)` in paths).
    var isGroup = false
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
    /// The items (a group is one item).
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        let items = try Inspector.cast(content.view, to: ToolbarContentValue.self).mergedItems
        return LazyGroup(count: items.count) { index in Content(items[index], medium: content.medium.resettingViewModifiers()) }
    }
}

extension ViewType.Toolbar.Item: SingleViewContent {
    /// The item's view (a group of one view: that view).
    public static func child(_ content: Content) throws -> Content {
        let item = try Inspector.cast(content.view, to: ToolbarItemValue.self)
        guard item.contents.count == 1 else { return try children(content).element(at: 0) }
        let view = try Inspector.attribute(label: "view", value: item.contents[0])
        return try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.Toolbar.Item: MultipleViewContent {
    /// The item's views (a group's views).
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        let item = try Inspector.cast(content.view, to: ToolbarItemValue.self)
        if item.contents.count == 1 {
            return try Unwrapping.viewsInContainer(try Inspector.attribute(label: "view", value: item.contents[0]), medium: content.medium)
        }
        let views = try item.contents.map { try Inspector.attribute(label: "view", value: $0) }
        return LazyGroup(count: views.count) { index in try Unwrapping.unwrap(views[index], medium: content.medium.resettingViewModifiers()) }
    }
}

extension InspectableView {
    /// The items of the `.toolbar` modifier applied to this view (the `index`-th, innermost first).
    public func toolbar(_ index: Int? = nil) throws -> InspectableView<ViewType.Toolbar> {
        let toolbars = contentForModifierLookup.medium.viewModifiers.reversed().compactMap { $0 as? any InspectedToolbar }
        guard (index ?? 0) < toolbars.count else { throw modifierNotFound("toolbar", index: index ?? 0) }
        let toolbar = toolbars[index ?? 0]
        let value = ToolbarContentValue(items: toolbar.inspectedItems, details: toolbar.inspectedItemDetails, identifier: toolbar.inspectedIdentifier,
                                        groups: toolbar.inspectedItemGroups)
        let content = Content(value, medium: self.content.medium.resettingViewModifiers())
        return InspectableView<ViewType.Toolbar>(unchecked: content, parent: self, call: "toolbar(\(index.map(String.init) ?? ""))", index: index)
    }
}

extension InspectableView where View == ViewType.Toolbar {
    /// The identifier of `toolbar(id:content:)`; `nil` for a toolbar without one.
    public func identifier() throws -> String? { try Inspector.cast(content.view, to: ToolbarContentValue.self).identifier }

    /// The item at `index`.
    public func item(_ index: Int = 0) throws -> InspectableView<ViewType.Toolbar.Item> {
        try .init(try toolbarItem(at: index), parent: self, call: "item(\(index))", index: nil)
    }

    /// The item group at `index`.
    public func itemGroup(_ index: Int = 0) throws -> InspectableView<ViewType.Toolbar.ItemGroup> {
        try .init(try toolbarItem(at: index), parent: self, call: "itemGroup(\(index))", index: nil)
    }

    private func toolbarItem(at index: Int) throws -> Content {
        let items = try View.children(content)
        guard index >= 0, index < items.count else { throw InspectionError.viewNotFound(parent: "toolbar item at index \(index)") }
        return try items.element(at: index)
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
