import ArrangeCore
import Foundation
import Testing

@Suite("Engine: the answers its fast paths give")
@MainActor struct FastPathTests {
    /// Colours, shapes, spacers, dividers and frames, fixed and flexible (with both limits, an
    /// ideal only, or one side only), in stacks measured at unspecified, zero, finite and infinite
    /// proposals.
    private var trees: [AnyView] {
        let leaves: [AnyView] = [
            AnyView(Color.red.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity)),
            AnyView(Color.blue.frame(minWidth: 0, idealWidth: 30, maxWidth: 40, minHeight: 5, idealHeight: 12, maxHeight: 20)),
            AnyView(Rectangle().frame(idealWidth: 25, idealHeight: 15)),
            AnyView(Color.green.frame(minWidth: 15, minHeight: 8)),
            AnyView(Capsule().frame(width: 12, height: 7)),
            AnyView(Color.gray),
            AnyView(Spacer(minLength: 6)),
            AnyView(Divider()),
        ]
        let row = HStack(spacing: 3) { ForEach(0..<leaves.count, id: \.self) { leaves[$0] } }
        let column = VStack(alignment: .leading, spacing: 2) { ForEach(0..<leaves.count, id: \.self) { leaves[$0] } }
        return [
            AnyView(row), AnyView(column),
            AnyView(VStack(spacing: 0) { row; column.fixedSize() }),
            AnyView(HStack(alignment: .bottom) { column; row.fixedSize(horizontal: true, vertical: false) }),
            AnyView(ZStack(alignment: .topTrailing) { row; column }),
        ]
    }

    @Test("Stacks and frames measuring colours and frames inline get the frames and answers of the general path")
    func fastPathsMatchTheGeneralPath() {
        let proposals = [ProposedViewSize.unspecified, .zero, ProposedViewSize(width: 90, height: 70),
                         ProposedViewSize(width: 500, height: nil), .infinity]
        for (index, tree) in trees.enumerated() {
            for size in [CGSize(width: 320, height: 240), CGSize(width: 60, height: 30), .zero] {
                // A recording host switches the fast paths off: every node answers through its rule.
                let fast = HostingView(rootView: tree, size: size)
                let general = HostingView(rootView: tree, size: size, recordsLayout: true)
                #expect(fast.dump() == general.dump(), "tree \(index) at \(size)")
                for proposal in proposals {
                    #expect(fast.sizeThatFits(proposal) == general.sizeThatFits(proposal), "tree \(index), \(proposal)")
                }
            }
        }
    }
}
