import Foundation

extension LayoutEngine {
    /// A proposal a custom layout hands one of its subviews, with bad dimensions replaced and
    /// reported: NaN and a negative length (−∞ included) are 0, as insetting a proposal treats
    /// them (U7), and a finite length beyond `absurdLength` is limited to it, as the layout's own
    /// answers are: a subview that takes such a proposal (a `Color`) would have a frame whose
    /// position, added up in host coordinates, overflows to ∞. +∞ is a proposal SwiftUI defines
    /// (the maximum size) and stays.
    @inline(__always)
    func validatedProposal(_ proposal: ProposedViewSize, for subview: LayoutSubview, asking: StaticString) -> ProposedViewSize {
        // The check is inline (every subview call of every container passes it); the repair and
        // its report are out of line.
        guard _slowPath(!proposal.isValidForSubviews) else { return proposal }
        return repairedProposal(proposal, for: subview, asking: asking)
    }

    @inline(never)
    private func repairedProposal(_ proposal: ProposedViewSize, for subview: LayoutSubview, asking: StaticString) -> ProposedViewSize {
        func fixed(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN { return 0 }
            return value.isFinite ? min(max(value, 0), absurdLength) : max(value, 0)
        }
        let parent = tree.nodes[Int(subview.node)].parent
        let layout = parent >= 0 ? name(of: parent) : "A layout"
        let result = ProposedViewSize(width: fixed(proposal.width), height: fixed(proposal.height))
        diagnostics.report("\(layout) proposed \(proposal) to subview \(subview.ordinal) in \(asking) (NaN, negative, −∞ or beyond \(formatLength(absurdLength)) points); using \(result): NaN and negative lengths are 0, larger ones \(formatLength(absurdLength)).")
        return result
    }
}

extension ProposedViewSize {
    /// Whether a layout may hand this proposal to a subview as it is: no NaN, negative or −∞
    /// length, and no finite one beyond `absurdLength` (+∞ and `nil` are proposals SwiftUI
    /// defines).
    @inline(__always)
    var isValidForSubviews: Bool {
        @inline(__always) func isBad(_ value: CGFloat?) -> Bool { value.map { $0.isNaN || $0 < 0 || ($0.isFinite && $0 > absurdLength) } ?? false }
        return !isBad(width) && !isBad(height)
    }
}
