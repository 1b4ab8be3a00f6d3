import Foundation

/// A view's size and alignment guides in its own coordinate space, as in SwiftUI.
///
/// Guide values are in the view's logical coordinates (leading = 0) whatever the layout
/// direction; mirroring happens at placement (A17).
public struct ViewDimensions: Equatable {
    let size: CGSize
    /// Where explicit guide values come from: the engine's node at this size and proposal.
    let source: GuideSource?

    init(size: CGSize, source: GuideSource?) {
        self.size = size
        self.source = source
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The value of the given horizontal guide: its explicit value, or its default (A14.2).
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    /// The value of the given vertical guide: its explicit value, or its default (A14.2).
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
    /// The explicit value of the given horizontal guide, or `nil` if it has none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(of: guide.key) }
    /// The explicit value of the given vertical guide, or `nil` if it has none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(of: guide.key) }

    func value(of key: AlignmentKey) -> CGFloat {
        if let explicit = explicitValue(of: key) { return explicit }
        return key.defaultValue(for: size) ?? key.defaultValue(in: self)
    }

    func explicitValue(of key: AlignmentKey) -> CGFloat? {
        guard let source else { return nil }
        return source.engine.explicitGuide(source.node, key, size: size, proposal: source.proposal, source.context)
    }

    /// Whether both refer to the same thing.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.source?.node == rhs.source?.node
            && lhs.source?.engine === rhs.source?.engine
    }
}

/// A node of a laid-out tree that can answer explicit guide queries.
struct GuideSource {
    let engine: LayoutEngine
    let node: Int32
    let proposal: ProposedViewSize
    /// The pass context the node was measured in, which its guides are computed in too.
    let context: LayoutContext
}
