import Foundation

/// The container rule of a `Layout` the engine runs through the protocol (A21): the layout's
/// box, with its cache. Answers are made safe before the engine uses them; a ScrollView's
/// content is measured against the scroll view as its container for `containerRelativeFrame`.
struct CustomLayoutRule: ContainerRule {
    let box: AnyLayoutBox

    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize {
        let subviews = box.isRelativeFrameContainer ? node.subviews(inContainerOf: node.containerSize(for: proposal)) : node.subviews
        return node.checkedLayoutSize(box.sizeThatFits(proposal, subviews: subviews), proposal: proposal, layout: box.typeName)
    }

    /// What `placeSubviews` placed, relative to the layout's bounds; `bounds.origin` is the
    /// node's origin in host coordinates, as in SwiftUI.
    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        node.customPlacements(box, size: size, proposal: proposal)
    }

    func spacing(in node: ContainerNode) -> ViewSpacing { box.spacing(subviews: node.subviews) }

    /// The layout's own `explicitAlignment`, else its subviews' merged (A14.4).
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? {
        if let value = box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: node.subviews),
           let checked = node.checkedGuide(value, "\(box.typeName).explicitAlignment(of: \(key))") {
            return checked
        }
        return node.mergedGuide(key, size: size, proposal: proposal)
    }

    var nodeName: String { box.nodeName }

    /// A layout may answer `explicitAlignment` itself. A scroll view's drawing depends on where
    /// it is against the safe area (`LayoutEngine.recordScrollClip`).
    var flags: NodeFlags { NodeFlags(reportsExplicitGuides: true, dependsOnPosition: box.scrollAxes != nil) }
}
