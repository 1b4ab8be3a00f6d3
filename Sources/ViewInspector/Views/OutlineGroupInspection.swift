import ArrangeCore
import Foundation

extension ViewType {
    /// The marker of `OutlineGroup`.
    public struct OutlineGroup: KnownViewType {
        /// `OutlineGroup`.
        public static var typePrefix: String { "OutlineGroup" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `OutlineGroup` this view's child is.
    public func outlineGroup() throws -> InspectableView<ViewType.OutlineGroup> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `OutlineGroup` at `index` among this view's children.
    public func outlineGroup(_ index: Int) throws -> InspectableView<ViewType.OutlineGroup> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension InspectableView where View == ViewType.OutlineGroup {
    /// The data the group was made from: its root element, or its collection of roots. Throws
    /// a type mismatch when that is not a `T`.
    public func sourceData<T>(_ type: T.Type) throws -> T {
        try Inspector.cast(try outline().sourceValue, to: T.self)
    }

    /// The view the group makes for `dataElement` (a leaf, or a group's label), without the
    /// group's modifiers. Throws a type mismatch when it is not an element of the group's data.
    public func leaf(_ dataElement: Any) throws -> InspectableView<ViewType.ClassifiedView> {
        let view = try outline().leafView(for: dataElement)
        return try .init(try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers()), parent: self, call: "leaf(_:)")
    }

    private func outline() throws -> any OutlineGroupValue {
        guard let outline = content.view as? any OutlineGroupValue else {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view), expected: "OutlineGroup")
        }
        return outline
    }
}

/// An `OutlineGroup`, seen without its generic parameters.
protocol OutlineGroupValue {
    var sourceValue: Any { get }
    func leafView(for element: Any) throws -> Any
}

extension OutlineGroup: OutlineGroupValue where Leaf: ArrangeCore.View {
    var sourceValue: Any {
        switch source {
        case .root(let root): root
        case .forest(let data): data
        }
    }

    func leafView(for element: Any) throws -> Any {
        leafContent(try Inspector.cast(element, to: Data.Element.self))
    }
}
