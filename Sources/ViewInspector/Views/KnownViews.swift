// Written by scripts/generate-viewinspector-views.py from its table: edit the table, not this file.
import ArrangeCore
import Foundation


extension ViewType {
    /// The marker of `AnyView`.
    public struct AnyView: KnownViewType {
        /// `AnyView`.
        public static var typePrefix: String { "AnyView" }
    }
}

extension ViewType.AnyView: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.single("view", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `AnyView` this view's child is.
    public func anyView() throws -> InspectableView<ViewType.AnyView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `AnyView` at `index` among this view's children.
    public func anyView(_ index: Int) throws -> InspectableView<ViewType.AnyView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `EmptyView`.
    public struct EmptyView: KnownViewType {
        /// `EmptyView`.
        public static var typePrefix: String { "EmptyView" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `EmptyView` this view's child is.
    public func emptyView() throws -> InspectableView<ViewType.EmptyView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `EmptyView` at `index` among this view's children.
    public func emptyView(_ index: Int) throws -> InspectableView<ViewType.EmptyView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Group`.
    public struct Group: KnownViewType {
        /// `Group`.
        public static var typePrefix: String { "Group" }
    }
}

extension ViewType.Group: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `Group` this view's child is.
    public func group() throws -> InspectableView<ViewType.Group> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Group` at `index` among this view's children.
    public func group(_ index: Int) throws -> InspectableView<ViewType.Group> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `VStack`.
    public struct VStack: KnownViewType {
        /// `VStack`.
        public static var typePrefix: String { "VStack" }
    }
}

extension ViewType.VStack: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `VStack` this view's child is.
    public func vStack() throws -> InspectableView<ViewType.VStack> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `VStack` at `index` among this view's children.
    public func vStack(_ index: Int) throws -> InspectableView<ViewType.VStack> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `HStack`.
    public struct HStack: KnownViewType {
        /// `HStack`.
        public static var typePrefix: String { "HStack" }
    }
}

extension ViewType.HStack: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `HStack` this view's child is.
    public func hStack() throws -> InspectableView<ViewType.HStack> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `HStack` at `index` among this view's children.
    public func hStack(_ index: Int) throws -> InspectableView<ViewType.HStack> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ZStack`.
    public struct ZStack: KnownViewType {
        /// `ZStack`.
        public static var typePrefix: String { "ZStack" }
    }
}

extension ViewType.ZStack: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `ZStack` this view's child is.
    public func zStack() throws -> InspectableView<ViewType.ZStack> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ZStack` at `index` among this view's children.
    public func zStack(_ index: Int) throws -> InspectableView<ViewType.ZStack> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `LazyVStack`.
    public struct LazyVStack: KnownViewType {
        /// `LazyVStack`.
        public static var typePrefix: String { "LazyVStack" }
    }
}

extension ViewType.LazyVStack: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `LazyVStack` this view's child is.
    public func lazyVStack() throws -> InspectableView<ViewType.LazyVStack> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `LazyVStack` at `index` among this view's children.
    public func lazyVStack(_ index: Int) throws -> InspectableView<ViewType.LazyVStack> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `LazyHStack`.
    public struct LazyHStack: KnownViewType {
        /// `LazyHStack`.
        public static var typePrefix: String { "LazyHStack" }
    }
}

extension ViewType.LazyHStack: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `LazyHStack` this view's child is.
    public func lazyHStack() throws -> InspectableView<ViewType.LazyHStack> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `LazyHStack` at `index` among this view's children.
    public func lazyHStack(_ index: Int) throws -> InspectableView<ViewType.LazyHStack> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `LazyVGrid`.
    public struct LazyVGrid: KnownViewType {
        /// `LazyVGrid`.
        public static var typePrefix: String { "LazyVGrid" }
    }
}

extension ViewType.LazyVGrid: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `LazyVGrid` this view's child is.
    public func lazyVGrid() throws -> InspectableView<ViewType.LazyVGrid> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `LazyVGrid` at `index` among this view's children.
    public func lazyVGrid(_ index: Int) throws -> InspectableView<ViewType.LazyVGrid> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `LazyHGrid`.
    public struct LazyHGrid: KnownViewType {
        /// `LazyHGrid`.
        public static var typePrefix: String { "LazyHGrid" }
    }
}

extension ViewType.LazyHGrid: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `LazyHGrid` this view's child is.
    public func lazyHGrid() throws -> InspectableView<ViewType.LazyHGrid> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `LazyHGrid` at `index` among this view's children.
    public func lazyHGrid(_ index: Int) throws -> InspectableView<ViewType.LazyHGrid> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Grid`.
    public struct Grid: KnownViewType {
        /// `Grid`.
        public static var typePrefix: String { "Grid" }
    }
}

extension ViewType.Grid: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `Grid` this view's child is.
    public func grid() throws -> InspectableView<ViewType.Grid> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Grid` at `index` among this view's children.
    public func grid(_ index: Int) throws -> InspectableView<ViewType.Grid> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `GridRow`.
    public struct GridRow: KnownViewType {
        /// `GridRow`.
        public static var typePrefix: String { "GridRow" }
    }
}

extension ViewType.GridRow: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `GridRow` this view's child is.
    public func gridRow() throws -> InspectableView<ViewType.GridRow> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `GridRow` at `index` among this view's children.
    public func gridRow(_ index: Int) throws -> InspectableView<ViewType.GridRow> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ScrollView`.
    public struct ScrollView: KnownViewType {
        /// `ScrollView`.
        public static var typePrefix: String { "ScrollView" }
    }
}

extension ViewType.ScrollView: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.single("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `ScrollView` this view's child is.
    public func scrollView() throws -> InspectableView<ViewType.ScrollView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ScrollView` at `index` among this view's children.
    public func scrollView(_ index: Int) throws -> InspectableView<ViewType.ScrollView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `List`.
    public struct List: KnownViewType {
        /// `List`.
        public static var typePrefix: String { "List" }
    }
}

extension ViewType.List: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `List` this view's child is.
    public func list() throws -> InspectableView<ViewType.List> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `List` at `index` among this view's children.
    public func list(_ index: Int) throws -> InspectableView<ViewType.List> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Form`.
    public struct Form: KnownViewType {
        /// `Form`.
        public static var typePrefix: String { "Form" }
    }
}

extension ViewType.Form: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `Form` this view's child is.
    public func form() throws -> InspectableView<ViewType.Form> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Form` at `index` among this view's children.
    public func form(_ index: Int) throws -> InspectableView<ViewType.Form> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Section`.
    public struct Section: KnownViewType {
        /// `Section`.
        public static var typePrefix: String { "Section" }
    }
}

extension ViewType.Section: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `Section` this view's child is.
    public func section() throws -> InspectableView<ViewType.Section> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Section` at `index` among this view's children.
    public func section(_ index: Int) throws -> InspectableView<ViewType.Section> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ForEach`.
    public struct ForEach: KnownViewType {
        /// `ForEach`.
        public static var typePrefix: String { "ForEach" }
    }
}

extension ViewType.ForEach: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.forEachChildren(content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `ForEach` this view's child is.
    public func forEach() throws -> InspectableView<ViewType.ForEach> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ForEach` at `index` among this view's children.
    public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `NavigationStack`.
    public struct NavigationStack: KnownViewType {
        /// `NavigationStack`.
        public static var typePrefix: String { "NavigationStack" }
    }
}

extension ViewType.NavigationStack: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.first("root", of: content) }
}

extension ViewType.NavigationStack: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("root", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `NavigationStack` this view's child is.
    public func navigationStack() throws -> InspectableView<ViewType.NavigationStack> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `NavigationStack` at `index` among this view's children.
    public func navigationStack(_ index: Int) throws -> InspectableView<ViewType.NavigationStack> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `NavigationView`.
    public struct NavigationView: KnownViewType {
        /// `NavigationView`.
        public static var typePrefix: String { "NavigationView" }
    }
}

extension ViewType.NavigationView: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.first("content", of: content) }
}

extension ViewType.NavigationView: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `NavigationView` this view's child is.
    public func navigationView() throws -> InspectableView<ViewType.NavigationView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `NavigationView` at `index` among this view's children.
    public func navigationView(_ index: Int) throws -> InspectableView<ViewType.NavigationView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `GeometryReader`.
    public struct GeometryReader: KnownViewType {
        /// `GeometryReader`.
        public static var typePrefix: String { "GeometryReader" }
    }
}

extension ViewType.GeometryReader: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.geometryReaderChild(content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `GeometryReader` this view's child is.
    public func geometryReader() throws -> InspectableView<ViewType.GeometryReader> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `GeometryReader` at `index` among this view's children.
    public func geometryReader(_ index: Int) throws -> InspectableView<ViewType.GeometryReader> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ScrollViewReader`.
    public struct ScrollViewReader: KnownViewType {
        /// `ScrollViewReader`.
        public static var typePrefix: String { "ScrollViewReader" }
    }
}

extension ViewType.ScrollViewReader: SingleViewContent {
    /// The view it contains, made with a proxy that scrolls nothing.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.scrollViewReaderChild(content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `ScrollViewReader` this view's child is.
    public func scrollViewReader() throws -> InspectableView<ViewType.ScrollViewReader> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ScrollViewReader` at `index` among this view's children.
    public func scrollViewReader(_ index: Int) throws -> InspectableView<ViewType.ScrollViewReader> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ViewThatFits`.
    public struct ViewThatFits: KnownViewType {
        /// `ViewThatFits`.
        public static var typePrefix: String { "ViewThatFits" }
    }
}

extension ViewType.ViewThatFits: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `ViewThatFits` this view's child is.
    public func viewThatFits() throws -> InspectableView<ViewType.ViewThatFits> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ViewThatFits` at `index` among this view's children.
    public func viewThatFits(_ index: Int) throws -> InspectableView<ViewType.ViewThatFits> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `TabView`.
    public struct TabView: KnownViewType {
        /// `TabView`.
        public static var typePrefix: String { "TabView" }
    }
}

extension ViewType.TabView: MultipleViewContent {
    /// The views it contains. With a selection, a tab whose tag is not the selected one is
    /// absent (`View for tab with tag 3 is absent`), as ViewInspector shows only the selected tab.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        let children = try ViewChildren.multiple("content", of: content)
        guard let selected = (content.view as? any TabViewForInspection)?.inspectedSelection else { return children }
        return LazyGroup(count: children.count) { index in
            let child = try children.element(at: index)
            let view = InspectableView<ViewType.ClassifiedView>(unchecked: child, parent: nil, call: "", index: nil)
            if let tag = try? view.tag(), tag != selected { throw InspectionError.viewNotFound(parent: "tab with tag \(tag)") }
            return child
        }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `TabView` this view's child is.
    public func tabView() throws -> InspectableView<ViewType.TabView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `TabView` at `index` among this view's children.
    public func tabView(_ index: Int) throws -> InspectableView<ViewType.TabView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `GroupBox`.
    public struct GroupBox: KnownViewType {
        /// `GroupBox`.
        public static var typePrefix: String { "GroupBox" }
    }
}

extension ViewType.GroupBox: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `GroupBox` this view's child is.
    public func groupBox() throws -> InspectableView<ViewType.GroupBox> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `GroupBox` at `index` among this view's children.
    public func groupBox(_ index: Int) throws -> InspectableView<ViewType.GroupBox> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `LabeledContent`.
    public struct LabeledContent: KnownViewType {
        /// `LabeledContent`.
        public static var typePrefix: String { "LabeledContent" }
    }
}

extension ViewType.LabeledContent: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `LabeledContent` this view's child is.
    public func labeledContent() throws -> InspectableView<ViewType.LabeledContent> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `LabeledContent` at `index` among this view's children.
    public func labeledContent(_ index: Int) throws -> InspectableView<ViewType.LabeledContent> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Menu`.
    public struct Menu: KnownViewType {
        /// `Menu`.
        public static var typePrefix: String { "Menu" }
    }
}

extension ViewType.Menu: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `Menu` this view's child is.
    public func menu() throws -> InspectableView<ViewType.Menu> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Menu` at `index` among this view's children.
    public func menu(_ index: Int) throws -> InspectableView<ViewType.Menu> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `DisclosureGroup`.
    public struct DisclosureGroup: KnownViewType {
        /// `DisclosureGroup`.
        public static var typePrefix: String { "DisclosureGroup" }
    }
}

extension ViewType.DisclosureGroup: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.disclosureGroupChildren(content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `DisclosureGroup` this view's child is.
    public func disclosureGroup() throws -> InspectableView<ViewType.DisclosureGroup> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `DisclosureGroup` at `index` among this view's children.
    public func disclosureGroup(_ index: Int) throws -> InspectableView<ViewType.DisclosureGroup> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `NavigationLink`.
    public struct NavigationLink: KnownViewType {
        /// `NavigationLink`.
        public static var typePrefix: String { "NavigationLink" }
    }
}

extension ViewType.NavigationLink: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.navigationLinkChild(content) }
}

extension ViewType.NavigationLink: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.navigationLinkChildren(content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `NavigationLink` this view's child is.
    public func navigationLink() throws -> InspectableView<ViewType.NavigationLink> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `NavigationLink` at `index` among this view's children.
    public func navigationLink(_ index: Int) throws -> InspectableView<ViewType.NavigationLink> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Picker`.
    public struct Picker: KnownViewType {
        /// `Picker`.
        public static var typePrefix: String { "Picker" }
    }
}

extension ViewType.Picker: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `Picker` this view's child is.
    public func picker() throws -> InspectableView<ViewType.Picker> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Picker` at `index` among this view's children.
    public func picker(_ index: Int) throws -> InspectableView<ViewType.Picker> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ControlGroup`.
    public struct ControlGroup: KnownViewType {
        /// `ControlGroup`.
        public static var typePrefix: String { "ControlGroup" }
    }
}

extension ViewType.ControlGroup: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.first("content", of: content) }
}

extension ViewType.ControlGroup: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.multiple("content", of: content) }
}

extension InspectableView where View: SingleViewContent {
    /// The `ControlGroup` this view's child is.
    public func controlGroup() throws -> InspectableView<ViewType.ControlGroup> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ControlGroup` at `index` among this view's children.
    public func controlGroup(_ index: Int) throws -> InspectableView<ViewType.ControlGroup> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Text`.
    public struct Text: KnownViewType {
        /// `Text`.
        public static var typePrefix: String { "Text" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Text` this view's child is.
    public func text() throws -> InspectableView<ViewType.Text> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Text` at `index` among this view's children.
    public func text(_ index: Int) throws -> InspectableView<ViewType.Text> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Button`.
    public struct Button: KnownViewType {
        /// `Button`.
        public static var typePrefix: String { "Button" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Button` this view's child is.
    public func button() throws -> InspectableView<ViewType.Button> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Button` at `index` among this view's children.
    public func button(_ index: Int) throws -> InspectableView<ViewType.Button> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Toggle`.
    public struct Toggle: KnownViewType {
        /// `Toggle`.
        public static var typePrefix: String { "Toggle" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Toggle` this view's child is.
    public func toggle() throws -> InspectableView<ViewType.Toggle> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Toggle` at `index` among this view's children.
    public func toggle(_ index: Int) throws -> InspectableView<ViewType.Toggle> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `TextField`.
    public struct TextField: KnownViewType {
        /// `TextField`.
        public static var typePrefix: String { "TextField" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `TextField` this view's child is.
    public func textField() throws -> InspectableView<ViewType.TextField> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `TextField` at `index` among this view's children.
    public func textField(_ index: Int) throws -> InspectableView<ViewType.TextField> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `SecureField`.
    public struct SecureField: KnownViewType {
        /// `SecureField`.
        public static var typePrefix: String { "SecureField" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `SecureField` this view's child is.
    public func secureField() throws -> InspectableView<ViewType.SecureField> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `SecureField` at `index` among this view's children.
    public func secureField(_ index: Int) throws -> InspectableView<ViewType.SecureField> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `TextEditor`.
    public struct TextEditor: KnownViewType {
        /// `TextEditor`.
        public static var typePrefix: String { "TextEditor" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `TextEditor` this view's child is.
    public func textEditor() throws -> InspectableView<ViewType.TextEditor> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `TextEditor` at `index` among this view's children.
    public func textEditor(_ index: Int) throws -> InspectableView<ViewType.TextEditor> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Slider`.
    public struct Slider: KnownViewType {
        /// `Slider`.
        public static var typePrefix: String { "Slider" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Slider` this view's child is.
    public func slider() throws -> InspectableView<ViewType.Slider> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Slider` at `index` among this view's children.
    public func slider(_ index: Int) throws -> InspectableView<ViewType.Slider> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Stepper`.
    public struct Stepper: KnownViewType {
        /// `Stepper`.
        public static var typePrefix: String { "Stepper" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Stepper` this view's child is.
    public func stepper() throws -> InspectableView<ViewType.Stepper> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Stepper` at `index` among this view's children.
    public func stepper(_ index: Int) throws -> InspectableView<ViewType.Stepper> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Link`.
    public struct Link: KnownViewType {
        /// `Link`.
        public static var typePrefix: String { "Link" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Link` this view's child is.
    public func link() throws -> InspectableView<ViewType.Link> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Link` at `index` among this view's children.
    public func link(_ index: Int) throws -> InspectableView<ViewType.Link> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Label`.
    public struct Label: KnownViewType {
        /// `Label`.
        public static var typePrefix: String { "Label" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Label` this view's child is.
    public func label() throws -> InspectableView<ViewType.Label> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Label` at `index` among this view's children.
    public func label(_ index: Int) throws -> InspectableView<ViewType.Label> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Spacer`.
    public struct Spacer: KnownViewType {
        /// `Spacer`.
        public static var typePrefix: String { "Spacer" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Spacer` this view's child is.
    public func spacer() throws -> InspectableView<ViewType.Spacer> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Spacer` at `index` among this view's children.
    public func spacer(_ index: Int) throws -> InspectableView<ViewType.Spacer> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Divider`.
    public struct Divider: KnownViewType {
        /// `Divider`.
        public static var typePrefix: String { "Divider" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Divider` this view's child is.
    public func divider() throws -> InspectableView<ViewType.Divider> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Divider` at `index` among this view's children.
    public func divider(_ index: Int) throws -> InspectableView<ViewType.Divider> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Color`.
    public struct Color: KnownViewType {
        /// `Color`.
        public static var typePrefix: String { "Color" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Color` this view's child is.
    public func color() throws -> InspectableView<ViewType.Color> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Color` at `index` among this view's children.
    public func color(_ index: Int) throws -> InspectableView<ViewType.Color> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Image`.
    public struct Image: KnownViewType {
        /// `Image`.
        public static var typePrefix: String { "Image" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Image` this view's child is.
    public func image() throws -> InspectableView<ViewType.Image> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Image` at `index` among this view's children.
    public func image(_ index: Int) throws -> InspectableView<ViewType.Image> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ProgressView`.
    public struct ProgressView: KnownViewType {
        /// `ProgressView`.
        public static var typePrefix: String { "ProgressView" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `ProgressView` this view's child is.
    public func progressView() throws -> InspectableView<ViewType.ProgressView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ProgressView` at `index` among this view's children.
    public func progressView(_ index: Int) throws -> InspectableView<ViewType.ProgressView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ColorPicker`.
    public struct ColorPicker: KnownViewType {
        /// `ColorPicker`.
        public static var typePrefix: String { "ColorPicker" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `ColorPicker` this view's child is.
    public func colorPicker() throws -> InspectableView<ViewType.ColorPicker> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ColorPicker` at `index` among this view's children.
    public func colorPicker(_ index: Int) throws -> InspectableView<ViewType.ColorPicker> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `DatePicker`.
    public struct DatePicker: KnownViewType {
        /// `DatePicker`.
        public static var typePrefix: String { "DatePicker" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `DatePicker` this view's child is.
    public func datePicker() throws -> InspectableView<ViewType.DatePicker> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `DatePicker` at `index` among this view's children.
    public func datePicker(_ index: Int) throws -> InspectableView<ViewType.DatePicker> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `EditButton`.
    public struct EditButton: KnownViewType {
        /// `EditButton`.
        public static var typePrefix: String { "EditButton" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `EditButton` this view's child is.
    public func editButton() throws -> InspectableView<ViewType.EditButton> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `EditButton` at `index` among this view's children.
    public func editButton(_ index: Int) throws -> InspectableView<ViewType.EditButton> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `Canvas`.
    public struct Canvas: KnownViewType {
        /// `Canvas`.
        public static var typePrefix: String { "Canvas" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `Canvas` this view's child is.
    public func canvas() throws -> InspectableView<ViewType.Canvas> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `Canvas` at `index` among this view's children.
    public func canvas(_ index: Int) throws -> InspectableView<ViewType.Canvas> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `AsyncImage`.
    public struct AsyncImage: KnownViewType {
        /// `AsyncImage`.
        public static var typePrefix: String { "AsyncImage" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `AsyncImage` this view's child is.
    public func asyncImage() throws -> InspectableView<ViewType.AsyncImage> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `AsyncImage` at `index` among this view's children.
    public func asyncImage(_ index: Int) throws -> InspectableView<ViewType.AsyncImage> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `ShareLink`.
    public struct ShareLink: KnownViewType {
        /// `ShareLink`.
        public static var typePrefix: String { "ShareLink" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `ShareLink` this view's child is.
    public func shareLink() throws -> InspectableView<ViewType.ShareLink> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `ShareLink` at `index` among this view's children.
    public func shareLink(_ index: Int) throws -> InspectableView<ViewType.ShareLink> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `NavigationSplitView`.
    public struct NavigationSplitView: KnownViewType {
        /// `NavigationSplitView`.
        public static var typePrefix: String { "NavigationSplitView" }
    }
}

extension ViewType.NavigationSplitView: SingleViewContent {
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content { try ViewChildren.navigationSplitViewChild(content) }
}

extension ViewType.NavigationSplitView: MultipleViewContent {
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewChildren.navigationSplitViewChildren(content) }
}

extension ViewType.NavigationSplitView: ComputedSupplementaryContent {
    /// The sidebar, and the detail of a three-column split view (a two-column one's detail is
    /// its own views), as `find` steps into them.
    static func supplementaryViews(of content: Content) -> [(content: Content, call: String)] {
        var result: [(content: Content, call: String)] = []
        if let sidebar = try? ViewChildren.single("sidebar", of: content) { result.append((sidebar, "sidebarView()")) }
        if let middle = try? ViewChildren.single("content", of: content), !(middle.view is EmptyView),
           let detail = try? ViewChildren.single("detail", of: content) {
            result.append((detail, "detailView()"))
        }
        return result
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `NavigationSplitView` this view's child is.
    public func navigationSplitView() throws -> InspectableView<ViewType.NavigationSplitView> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `NavigationSplitView` at `index` among this view's children.
    public func navigationSplitView(_ index: Int) throws -> InspectableView<ViewType.NavigationSplitView> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `LinearGradient`.
    public struct LinearGradient: KnownViewType {
        /// `LinearGradient`.
        public static var typePrefix: String { "LinearGradient" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `LinearGradient` this view's child is.
    public func linearGradient() throws -> InspectableView<ViewType.LinearGradient> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `LinearGradient` at `index` among this view's children.
    public func linearGradient(_ index: Int) throws -> InspectableView<ViewType.LinearGradient> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `RadialGradient`.
    public struct RadialGradient: KnownViewType {
        /// `RadialGradient`.
        public static var typePrefix: String { "RadialGradient" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `RadialGradient` this view's child is.
    public func radialGradient() throws -> InspectableView<ViewType.RadialGradient> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `RadialGradient` at `index` among this view's children.
    public func radialGradient(_ index: Int) throws -> InspectableView<ViewType.RadialGradient> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `AngularGradient`.
    public struct AngularGradient: KnownViewType {
        /// `AngularGradient`.
        public static var typePrefix: String { "AngularGradient" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `AngularGradient` this view's child is.
    public func angularGradient() throws -> InspectableView<ViewType.AngularGradient> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `AngularGradient` at `index` among this view's children.
    public func angularGradient(_ index: Int) throws -> InspectableView<ViewType.AngularGradient> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension ViewType {
    /// The marker of `EllipticalGradient`.
    public struct EllipticalGradient: KnownViewType {
        /// `EllipticalGradient`.
        public static var typePrefix: String { "EllipticalGradient" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `EllipticalGradient` this view's child is.
    public func ellipticalGradient() throws -> InspectableView<ViewType.EllipticalGradient> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `EllipticalGradient` at `index` among this view's children.
    public func ellipticalGradient(_ index: Int) throws -> InspectableView<ViewType.EllipticalGradient> {
        try .init(try child(at: index), parent: self, index: index)
    }
}
