import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying collection
/// of tree-structured, identified data, as in SwiftUI.
///
/// Each element whose children (at the `children` key path) are `nil` is a leaf: the content
/// made for it. Each other element is a `DisclosureGroup` labelled with the content made for it,
/// collapsed at first, holding an outline group of its children (a group with no children can
/// still be expanded, showing nothing). In a `List` the groups are the list's disclosure rows,
/// each level indented further; elsewhere they are disclosure groups in the automatic style.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// Where the tree starts: one root element, or a collection of them.
    package enum Source {
        case root(Data.Element)
        case forest(Data)
    }

    /// The root or roots, as given (the ViewInspector module reads them back).
    package let source: Source
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    /// Makes the view of an element: a leaf, or the label of a group.
    package let leafContent: (Data.Element) -> Leaf
}

nonisolated extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                                         Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(source: .root(root), id: \.id, children: children, leafContent: content)
    }

    /// Creates an outline group from a collection of root data elements and a key path to its
    /// children.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(source: .forest(data), id: \.id, children: children, leafContent: content)
    }
}

nonisolated extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, the key path to its identifier, and a
    /// key path to its children.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(source: .root(root), id: id, children: children, leafContent: content)
    }

    /// Creates an outline group from a collection of root data elements, the key path to a data
    /// element's identifier, and a key path to its children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(source: .forest(data), id: id, children: children, leafContent: content)
    }

}

nonisolated extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the leaves and
    /// disclosure groups of the elements, in order, each identified by its id.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.elements)
    }

    /// The roots' nodes: the root's, or one per element of the collection.
    @ViewBuilder private var elements: some View {
        let (id, children, content) = (id, children, leafContent)
        switch source {
        case .root(let root):
            OutlineNode(element: root, id: id, children: children, content: content)
        case .forest(let data):
            ForEach(data, id: id) { element in
                OutlineNode(element: element, id: id, children: children, content: content)
            }
        }
    }
}

/// In a list, the roots' nodes are rows (a group's rows are the list's disclosure rows).
extension OutlineGroup: ListContentSource where Parent: View, Leaf: View, Subgroup: View {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(elements)
    }
}

/// One element of an outline: its leaf, or the disclosure group of its children.
nonisolated struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    var body: some View {
        if let descendants = element[keyPath: children] {
            group(descendants)
        } else {
            content(element)
        }
    }

    /// The disclosure group of the element's children, labelled with the element's view.
    private func group(_ descendants: Data) -> DisclosureGroup<Leaf, OutlineSubgroupChildren> {
        // The children are type-erased, as SwiftUI's subgroups are: the node's type does not
        // nest itself.
        let (id, children, content) = (id, children, content)
        return DisclosureGroup {
            OutlineSubgroupChildren(AnyView(ForEach(descendants, id: id) { child in
                OutlineNode(element: child, id: id, children: children, content: content)
            }))
        } label: {
            content(element)
        }
    }
}

/// In a list, a node is its leaf's row, or its disclosure group's rows, known by the element's
/// id (a selection takes it, as a `ForEach` element's).
extension OutlineNode: ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder) {
        let key = AnyHashable(element[keyPath: id])
        if let descendants = element[keyPath: children] {
            builder.append(group(descendants), id: key, isElement: true)
        } else {
            builder.append(content(element), id: key, isElement: true)
        }
    }
}
