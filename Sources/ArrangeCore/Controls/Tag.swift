import Foundation

/// The tag a view carries (`.tag(_:)`): a layout value of the view's node, so containers that
/// choose among their subviews by tag (`Picker`) find it on each option.
struct TagValueKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}

nonisolated extension View {
    /// Sets the unique tag value of this view, as in SwiftUI: a `Picker` shows and selects the
    /// option whose tag equals its selection. With `includeOptional` (the default), an optional
    /// selection of the same type matches the tag too (`AnyHashable` compares `Optional(1)` and
    /// `1` as equal).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

/// `.tag(_:)`: the tag as a layout value of the view's node, and as a modifier a list finds
/// on its rows when it reads its content (a row's selection value, `ListRow.tag`).
@usableFromInline nonisolated struct TagModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let value: AnyHashable

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.buildUpdating(content) { node, _ in builder.setLayoutValue(TagValueKey.self, value, on: &node) }
    }
}

private struct TagsElementsByIDKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `ForEach` tags each element with its id when its content sets no tag: true in a
    /// picker's options, as SwiftUI's implicit tags.
    var tagsElementsByID: Bool {
        get { self[TagsElementsByIDKey.self] }
        set { self[TagsElementsByIDKey.self] = newValue }
    }
}

extension LayoutNode {
    /// The tag `.tag(_:)` set on this node, read while the tree is built.
    func tag(in engine: LayoutEngine) -> AnyHashable? {
        guard traits >= 0, let value = engine.tree.traitTables[Int(traits)][ObjectIdentifier(TagValueKey.self)] as? AnyHashable? else {
            return nil
        }
        return value
    }
}

nonisolated extension View {
    /// Hides the nodes of this view whose tag is not `selection` (they keep their place in
    /// layout; `SelectedOptionLayout` gives them none).
    func showingOnlyTag(_ selection: AnyHashable) -> some View {
        modifier(TraitModifier { builder, node, index in
            if node.tag(in: builder.engine) != selection {
                builder.engine.tree.renderAttributes[index, default: RenderAttributes()].isHidden = true
            }
        })
    }
}

/// Sizes to the subview whose tag is `selection` and places every subview where it would go
/// (the others are hidden by `showingOnlyTag`): how a menu picker shows its current option.
@usableFromInline struct SelectedOptionLayout: Layout {
    nonisolated(unsafe) let selection: AnyHashable

    private func selected(_ subviews: Subviews) -> LayoutSubview? {
        subviews.first { $0[TagValueKey.self] == selection }
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        selected(subviews)?.sizeThatFits(proposal) ?? .zero
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = selected(subviews)
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: subview == chosen ? proposal : .zero)
        }
    }
}
