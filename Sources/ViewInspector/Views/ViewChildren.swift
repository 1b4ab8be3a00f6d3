import ArrangeCore
import Foundation

/// How SwiftUI's views hold the views they contain.
enum ViewChildren {
    /// The view stored in `label`, unwrapped, without the container's modifiers.
    static func single(_ label: String, of content: Content) throws -> Content {
        let view = try Inspector.attribute(label: label, value: content.view)
        return try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers())
    }

    /// The view stored in `label`, or the first of its views when it holds several.
    static func first(_ label: String, of content: Content) throws -> Content {
        let views = try multiple(label, of: content)
        guard views.count > 0 else { throw InspectionError.viewNotFound(parent: Inspector.typeName(value: content.view, generics: .remove)) }
        return try views.element(at: 0)
    }

    /// The views stored in `label` (the elements of a `TupleView`, or the one view).
    static func multiple(_ label: String, of content: Content) throws -> LazyGroup<Content> {
        let view = try Inspector.attribute(label: label, value: content.view)
        if (view as? OptionalViewValue).map({ $0.wrappedView == nil }) == true {
            // An absent `if` view is still the container's one child, as ViewInspector counts it.
            let name = Inspector.typeName(value: view)
            return LazyGroup(count: 1) { _ in throw InspectionError.viewNotFound(parent: name) }
        }
        return try Unwrapping.viewsInContainer(view, medium: content.medium)
    }

    /// A `ForEach`'s views: its content for each element of its data.
    static func forEachChildren(_ content: Content) throws -> LazyGroup<Content> {
        guard let forEach = content.view as? any ForEachValue else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view), expected: "ForEach")
        }
        let views = forEach.elementViews()
        return LazyGroup(count: views.count) { index in
            try Unwrapping.unwrap(views[index](), medium: content.medium.resettingViewModifiers())
        }
    }

    /// A `GeometryReader`'s view, made with a proxy of the size the reader has in the test's
    /// host (`ViewHosting`) when it is marked there with an `.id` or an accessibility
    /// identifier (see `Content.identifiedHostedFrame()`), else zero, as ViewInspector has it.
    static func geometryReaderChild(_ content: Content) throws -> Content {
        guard let reader = content.view as? any GeometryReaderValue else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view), expected: "GeometryReader")
        }
        let size = content.identifiedHostedFrame()?.size ?? .zero
        let view = reader.content(size: size)
        return try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers())
    }

    /// A `ScrollViewReader`'s view, made with a proxy that scrolls nothing (ViewInspector's
    /// proxy is not attached to a scroll view either).
    static func scrollViewReaderChild(_ content: Content) throws -> Content {
        try Unwrapping.unwrap(try scrollViewReaderContent(content), medium: content.medium.resettingViewModifiers())
    }

    private static func scrollViewReaderContent(_ content: Content) throws -> Any {
        guard let reader = content.view as? any ScrollViewReaderValue else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view), expected: "ScrollViewReader")
        }
        return reader.contentView()
    }

    /// A `NavigationLink`'s destination: absent while a link with a binding (`isActive:`,
    /// `tag:selection:`) is not active, as ViewInspector sees it.
    static func navigationLinkChild(_ content: Content) throws -> Content {
        try navigationLinkDestination(content)
    }

    /// A `NavigationLink`'s destination views (none while a bound link is not active).
    static func navigationLinkChildren(_ content: Content) throws -> LazyGroup<Content> {
        guard (try? navigationLinkDestination(content)) != nil else { return .empty }
        return try multiple("destination", of: content)
    }

    private static func navigationLinkDestination(_ content: Content) throws -> Content {
        if let binding = Inspector.unwrappingOptional(try Inspector.attribute(label: "isActive", value: content.view)) as? Binding<Bool>,
           !binding.wrappedValue {
            throw InspectionError.viewNotFound(parent: "NavigationLink's destination")
        }
        return try single("destination", of: content)
    }

    /// A `NavigationSplitView`'s main column: its content column when it has three, else its
    /// detail, as ViewInspector reads it.
    static func navigationSplitViewChild(_ content: Content) throws -> Content {
        try navigationSplitViewChildren(content).element(at: 0)
    }

    /// The views of a `NavigationSplitView`'s main column.
    static func navigationSplitViewChildren(_ content: Content) throws -> LazyGroup<Content> {
        let middle = try single("content", of: content)
        return try multiple(middle.view is EmptyView ? "detail" : "content", of: content)
    }

    /// A `DisclosureGroup`'s views (made by its content closure).
    static func disclosureGroupChildren(_ content: Content) throws -> LazyGroup<Content> {
        guard let group = content.view as? any DisclosureGroupValue else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view), expected: "DisclosureGroup")
        }
        return try Unwrapping.viewsInContainer(group.contentView(), medium: content.medium)
    }
}

/// A `ForEach`, seen without its generic parameters.
protocol ForEachValue {
    /// Makers of the views for each element, in order.
    func elementViews() -> [() -> Any]
    /// The ids of the elements, in order.
    func elementIDs() -> [AnyHashable]
}

extension ForEach: ForEachValue where Content: ArrangeCore.View {
    func elementViews() -> [() -> Any] {
        let make = content
        return data.map { element in { make(element) } }
    }

    func elementIDs() -> [AnyHashable] {
        data.map { AnyHashable(identifier(of: $0)) }
    }
}

/// A `GeometryReader`, seen without its generic parameter.
protocol GeometryReaderValue {
    func content(size: CGSize) -> Any
}

extension GeometryReader: GeometryReaderValue {
    func content(size: CGSize) -> Any {
        let make = content
        return make(GeometryProxy(inspectedSize: size))
    }
}

/// A `ScrollViewReader`, seen without its generic parameter.
protocol ScrollViewReaderValue {
    func contentView() -> Any
}

extension ScrollViewReader: ScrollViewReaderValue {
    func contentView() -> Any {
        let make = content
        return make(ScrollViewProxy())
    }
}

/// A `DisclosureGroup`, seen without its generic parameters.
protocol DisclosureGroupValue {
    func contentView() -> Any
}

extension DisclosureGroup: DisclosureGroupValue {
    func contentView() -> Any {
        guard let make = try? Inspector.attribute(label: "content", value: self) as? () -> Content else { return EmptyView() }
        return make()
    }
}

extension ViewType {
    /// The marker of `TupleView` (the views of a `@ViewBuilder` with several statements).
    public struct TupleView: KnownViewType {
        /// `TupleView`.
        public static var typePrefix: String { "TupleView" }
    }
}

extension ViewType.TupleView: MultipleViewContent {
    /// The tuple's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        guard let children = Unwrapping.tupleChildren(content.view) else { return .empty }
        return LazyGroup(count: children.count) { index in
            try Unwrapping.unwrap(children[index], medium: content.medium.resettingViewModifiers())
        }
    }
}

extension InspectableView where View: MultipleViewContent {
    /// The `TupleView` at `index` (a `@ViewBuilder` group nested in a container's content).
    public func tupleView(_ index: Int) throws -> InspectableView<ViewType.TupleView> {
        try .init(try child(at: index, isTupleExtraction: true), parent: self, index: index)
    }
}

extension InspectableView: Sequence where View: MultipleViewContent {
    /// Iterates over the children, each as a classified view.
    public struct Iterator: IteratorProtocol {
        private var index = 0
        private let view: InspectableView
        init(_ view: InspectableView) { self.view = view }
        /// The next child.
        public mutating func next() -> InspectableView<ViewType.ClassifiedView>? {
            guard index < view.count else { return nil }
            defer { index += 1 }
            return view[index]
        }
    }

    /// An iterator over the children.
    public func makeIterator() -> Iterator { Iterator(self) }
    /// How many children there are.
    public var underestimatedCount: Int { count }
}

extension InspectableView: Collection, BidirectionalCollection, RandomAccessCollection where View: MultipleViewContent {
    /// Children are indexed from 0.
    public typealias Index = Int
    /// 0.
    public var startIndex: Int { 0 }
    /// The number of children.
    public var endIndex: Int { count }
    /// The number of children (0 when they cannot be read).
    public var count: Int { (try? View.children(content))?.count ?? 0 }
    /// The child at `index`, classified, with the call of its type in `pathToRoot`
    /// (`hStack[1]` reads `hStack().text(1)`). A child that cannot be read (an `if` that is
    /// false, out of bounds) is absent (`isAbsent`), so iterating never stops the program.
    public subscript(index: Int) -> InspectableView<ViewType.ClassifiedView> {
        let child = (try? child(at: index, isTupleExtraction: true)) ?? Content(AbsentView(), medium: content.medium.resettingViewModifiers())
        let call = SearchIndex.call(for: child, index: index)
        return InspectableView<ViewType.ClassifiedView>(unchecked: child, parent: self, call: call, index: index)
    }
    /// `i + 1`.
    public func index(after i: Int) -> Int { i + 1 }
    /// `i - 1`.
    public func index(before i: Int) -> Int { i - 1 }
}

/// The view a collection of children gives for one that is not there (an `if` that is false).
struct AbsentView: ArrangeCore.View {
    var body: some ArrangeCore.View { EmptyView() }
}
