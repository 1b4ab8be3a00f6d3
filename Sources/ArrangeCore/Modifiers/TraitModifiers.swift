import Foundation

/// Modifiers that set traits of a view rather than lay it out: layout priority, layout values,
/// identity, z-order and visibility. Traits belong to the view and survive later modifiers.
@usableFromInline nonisolated struct TraitModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let apply: (_LayoutTreeBuilder, inout LayoutNode, Int32) -> Void
    /// Which of SwiftUI's modifiers this is, with its argument, for the ViewInspector module
    /// (the closure cannot be read back).
    package var inspected: InspectedTrait? = nil

    init(_ inspected: InspectedTrait? = nil, apply: @escaping (_LayoutTreeBuilder, inout LayoutNode, Int32) -> Void) {
        self.apply = apply
        self.inspected = inspected
    }

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.buildUpdating(content) { node, index in apply(builder, &node, index) }
    }
}

nonisolated extension View {
    /// Sets the priority by which a parent layout should apportion space to this child (A10).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(TraitModifier(.layoutPriority(value)) { builder, node, _ in
            if value.isNaN {
                builder.report("layoutPriority(nan) is invalid; the priority stays \(node.priority).")
                return
            }
            node.priority = value
        })
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier { builder, node, _ in builder.setLayoutValue(key, value, on: &node) })
    }

    /// Binds a view's identity to the given proxy value: a new value makes it a new view, with
    /// fresh state. `HostingView.frame(of:)` finds the view by it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: id))
    }

    /// Controls the display order of overlapping views. Render-time only.
    public func zIndex(_ value: Double) -> some View {
        modifier(TraitModifier(.zIndex(value)) { builder, _, index in
            builder.engine.tree.renderAttributes[index, default: RenderAttributes()].zIndex = value
        })
    }

    /// Hides this view unconditionally. It still takes its place in layout.
    public func hidden() -> some View {
        modifier(TraitModifier(.hidden) { builder, _, index in
            builder.engine.tree.renderAttributes[index, default: RenderAttributes()].isHidden = true
        })
    }
}

/// `.id(_:)`: the content's identity is the value (so its state belongs to it), and the host
/// finds the view's frame by it.
@usableFromInline nonisolated struct IDModifier<ID: Hashable>: NodeModifier {
    @usableFromInline typealias Body = Never
    let id: ID

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let key = AnyHashable(id)
        builder.buildUpdating(content, identifiedBy: key.hashValue) { _, index in
            // A duplicate is an id two views take in one build (a view built again takes its
            // old id back, and the old node gives it up when detached).
            if !builder.registeredIDs.insert(key).inserted, builder.engine.tree.nodeOfID[key] != index {
                builder.report("The id \(key) is used by more than one view; frame(of:) finds the last one.")
            }
            builder.engine.tree.idOfNode[index] = key
            builder.engine.tree.nodeOfID[key] = index
        }
    }
}

/// What a `TraitModifier` is, as SwiftUI's API names it: the ViewInspector module reads
/// `layoutPriority()`, `zIndex()` and `isHidden()` from it.
package enum InspectedTrait {
    case layoutPriority(Double)
    case zIndex(Double)
    case hidden
    case coordinateSpaceName(AnyHashable)
}
