import Foundation

/// A type-erased view representing the children in an outline subgroup, as in SwiftUI: the
/// content of the `DisclosureGroup`s an `OutlineGroup` makes. It has no layout of its own.
nonisolated public struct OutlineSubgroupChildren: View {
    let children: AnyView

    init(_ children: AnyView) {
        self.children = children
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the children's.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.children)
    }
}

/// In a list, the children are the subgroup's rows.
extension OutlineSubgroupChildren: ListContentSource {
    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(children)
    }
}
