import Foundation
import ArrangeCore
import ArrangeText
import ArrangeRender

/// A custom layout whose answers come from the fuzzer: sometimes a sensible stack, sometimes
/// NaN, infinite or negative sizes, subviews placed twice, not at all, at non-finite positions,
/// or looked up past the end of `subviews`. The engine must turn each of these into a diagnostic
/// and finite frames (R10, A18).
struct HostileLayout: Layout {
    /// Bit 0: answer `size` instead of measuring; bit 1: probe subviews with `probe`;
    /// bit 2: place every subview twice; bit 3: skip every other subview;
    /// bit 4: place at `position` instead of stacking; bit 5: read `subviews[count]`;
    /// bit 6: answer an explicit alignment of `guide`.
    var behaviour: UInt8
    var size: CGSize
    var probe: ProposedViewSize
    var position: CGPoint
    var guide: CGFloat
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if behaviour & 32 != 0 { _ = subviews[subviews.count].sizeThatFits(proposal) }
        var total = CGSize.zero
        for subview in subviews {
            let answer = subview.sizeThatFits(behaviour & 2 != 0 ? probe : proposal)
            total.width = max(total.width, answer.width)
            total.height += answer.height + spacing
        }
        return behaviour & 1 != 0 ? size : total
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            if behaviour & 8 != 0 && index % 2 == 1 { continue }
            let offered = behaviour & 2 != 0 ? probe : ProposedViewSize(width: bounds.width, height: nil)
            let height = subview.sizeThatFits(offered).height
            let point = behaviour & 16 != 0 ? position : CGPoint(x: bounds.minX, y: y)
            subview.place(at: point, anchor: .topLeading, proposal: offered)
            if behaviour & 4 != 0 { subview.place(at: CGPoint(x: point.x + 1, y: point.y), proposal: offered) }
            y += height + spacing
        }
        if behaviour & 32 != 0 { subviews[-1].place(at: bounds.origin, proposal: .zero) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        behaviour & 64 != 0 ? self.guide : nil
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        behaviour & 64 != 0 ? self.guide : nil
    }
}
