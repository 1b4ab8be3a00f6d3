import Foundation

/// A proxy that represents one subview of a layout, as in SwiftUI.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    // A subview is only used during the layout pass that handed it out, on that pass's thread.
    let engine: LayoutEngine
    let node: Int32
    /// The subview's position among its container's children (not within a slice).
    let ordinal: Int32
    /// The pass context the subview is measured in (its container's, as the pass handed it
    /// down); inside `placeSubviews` it also says where `place` records.
    let context: LayoutContext

    /// Whether this is the stand-in for an index out of range.
    private var isEmptyStandIn: Bool { node < 0 }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if _slowPath(isEmptyStandIn) { return .zero }
        return engine.size(node, engine.validatedProposal(proposal, for: self, asking: "sizeThatFits"), context)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        if _slowPath(isEmptyStandIn) { return ViewDimensions(size: .zero, source: nil) }
        let proposal = engine.validatedProposal(proposal, for: self, asking: "dimensions(in:)")
        let size = engine.size(node, proposal, context)
        return ViewDimensions(size: size, source: GuideSource(engine: engine, node: node, proposal: proposal, context: context))
    }

    /// The subview's layout priority (0 by default, −∞ for a bare Spacer; A10).
    public var priority: Double { isEmptyStandIn ? 0 : engine.tree.nodes[Int(node)].priority }

    /// The subview's preferred spacing values.
    public var spacing: ViewSpacing { isEmptyStandIn ? ViewSpacing() : engine.spacing(node, context) }

    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        isEmptyStandIn ? K.defaultValue : engine.layoutValue(node, key)
    }

    /// Assigns a position and proposed size to the subview. Call it from `placeSubviews`; a call
    /// elsewhere, or a second call for the same subview, is reported in the host's diagnostics.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        if isEmptyStandIn { return }
        engine.recordPlacement(of: self, at: position, anchor: anchor, proposal: engine.validatedProposal(proposal, for: self, asking: "place(at:anchor:proposal:)"))
    }

    /// Whether both refer to the same thing.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.engine === rhs.engine && lhs.node == rhs.node
    }
}

extension LayoutSubview {
    /// The stand-in for a subview asked for at an index out of range (already reported): an
    /// empty view of zero size that is placed nowhere. (In an extension, so the memberwise
    /// initialiser stays.)
    init(emptyIn engine: LayoutEngine) {
        self.init(engine: engine, node: -1, ordinal: -1, context: .detached)
    }
}
