import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// `ProposedViewSize` (A2, U6) and how padding insets a proposal (A6, U7).
@Suite("ProposedViewSize API, U6 and U7")
@MainActor struct ProposalAndPaddingUnits {
    @Test("ProposedViewSize constants: .zero, .unspecified, .infinity")
    func constants() {
        #expect(ProposedViewSize.zero.width == 0)
        #expect(ProposedViewSize.zero.height == 0)
        #expect(ProposedViewSize.unspecified.width == nil)
        #expect(ProposedViewSize.unspecified.height == nil)
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize.infinity.height == .infinity)
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(CGSize(width: CGFloat.infinity, height: .infinity)))
    }

    @Test("ProposedViewSize initialisers, equality and hashing")
    func initialisers() {
        let size = ProposedViewSize(CGSize(width: 100, height: 200))
        #expect(size.width == 100)
        #expect(size.height == 200)
        #expect(size == ProposedViewSize(width: 100, height: 200))
        #expect(size != ProposedViewSize(width: 200, height: 100))
        #expect(size.hashValue == ProposedViewSize(width: 100, height: 200).hashValue)
        #expect(ProposedViewSize(width: nil, height: 5) != ProposedViewSize(width: 0, height: 5))
        var mutable = ProposedViewSize.unspecified
        mutable.width = 30
        #expect(mutable == ProposedViewSize(width: 30, height: nil))
        #expect(Set([ProposedViewSize.zero, .zero, .unspecified, .infinity]).count == 3)
    }

    @Test("U6: replacingUnspecifiedDimensions replaces only nil dimensions, 10 by default")
    func u6() {
        #expect(ProposedViewSize(width: nil, height: 200).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 200))
        #expect(ProposedViewSize(width: nil, height: 200).replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 100))
            == CGSize(width: 50, height: 200))
        #expect(ProposedViewSize(width: nil, height: 50).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 50))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize.zero.replacingUnspecifiedDimensions() == CGSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.replacingUnspecifiedDimensions() == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(ProposedViewSize(width: 7, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 7, height: 0))
    }

    @Test("A Color answers .zero, .infinity, .unspecified and mixed proposals (seen from a custom Layout)")
    func colourAnswers() {
        let answers = Recorder<[CGSize]>([])
        let probe = UnitProbeLayout(onSize: { _, subviews in
            let colour = subviews[0]
            answers.update { $0 = [
                colour.sizeThatFits(.zero), colour.sizeThatFits(.infinity), colour.sizeThatFits(.unspecified),
                colour.sizeThatFits(ProposedViewSize(width: 100, height: nil)),
            ] }
        })
        _ = HostingView(rootView: probe { Color.red }, size: CGSize(width: 200, height: 200))
        #expect(answers.value == [
            CGSize(width: 0, height: 0), CGSize(width: CGFloat.infinity, height: .infinity),
            CGSize(width: 10, height: 10), CGSize(width: 100, height: 10),
        ])
    }

    @Test("U7: padding insets the proposal (100, 200) by (t10, l20, b10, tr20) to (60, 180)")
    func u7Inset() {
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let host = HostingView(rootView: Color.red.id("child").padding(insets).id("padded"), size: CGSize(width: 100, height: 200))
        #expect(host.frame(of: "child") == CGRect(x: 20, y: 10, width: 60, height: 180))
        #expect(host.frame(of: "padded") == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test("U7: a nil dimension of the proposal stays nil through padding")
    func u7Nil() {
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        // fixedSize(horizontal:) proposes nil width: the Color's ideal width 10 plus 40 of insets.
        let host = HostingView(
            rootView: Color.red.id("child").padding(insets).fixedSize(horizontal: true, vertical: false).id("padded"),
            size: CGSize(width: 100, height: 200))
        #expect(host.frame(of: "padded") == CGRect(x: 25, y: 0, width: 50, height: 200))
        #expect(host.frame(of: "child") == CGRect(x: 45, y: 10, width: 10, height: 180))
    }

    @Test("U7: the inset proposal is clamped at 0")
    func u7Clamped() {
        let host = HostingView(rootView: Color.red.id("child").padding(20).id("padded"), size: CGSize(width: 30, height: 30))
        // Child proposed max(0, 30 − 40) = 0 in each dimension; the padded view is 0 + 40.
        #expect(host.frame(of: "child") == CGRect(x: 15, y: 15, width: 0, height: 0))
        #expect(host.frame(of: "padded") == CGRect(x: -5, y: -5, width: 40, height: 40))
    }

    @Test("U7: a NaN proposed dimension becomes 0 after insetting")
    func u7NaN() {
        let answer = Recorder<CGSize?>(nil)
        let probe = UnitProbeLayout(onSize: { _, subviews in
            let size = subviews[0].sizeThatFits(ProposedViewSize(width: .nan, height: 200))
            answer.update { $0 = size }
        })
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        _ = HostingView(rootView: probe { Color.red.padding(insets) }, size: CGSize(width: 200, height: 200))
        // Child proposed (0, 180): the Color is 0×180, the padded view 40×200.
        #expect(answer.value == CGSize(width: 40, height: 200))
    }
}
