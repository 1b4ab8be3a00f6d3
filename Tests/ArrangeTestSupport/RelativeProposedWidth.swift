import Foundation
import ArrangeCore

/// The relative-size modifier of B-03 … B-05 (Ole Begemann, *How the relative size modifier
/// interacts with stack views*), written as a custom `Layout` with one subview: it proposes
/// `fraction` of a finite proposed width to its child and passes `nil` and `∞` through unchanged;
/// its size is the child's answer. Like Ole's version it proposes the same transformed proposal
/// when placing and centres the child in its bounds.
public struct RelativeProposedWidth: Layout {
    public var fraction: CGFloat

    /// The modifier proposing `fraction` of a finite width.
    public init(fraction: CGFloat) { self.fraction = fraction }

    public func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let width = proposal.width, width.isFinite else { return proposal }
        return ProposedViewSize(width: width * fraction, height: proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
    }
}

public extension View {
    /// `relativeProposed(width:)` of cases.md B-03 … B-05.
    func relativeProposed(width fraction: CGFloat) -> some View {
        RelativeProposedWidth(fraction: fraction) { self }
    }
}
