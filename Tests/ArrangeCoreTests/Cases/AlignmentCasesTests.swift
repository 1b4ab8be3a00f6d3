import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// cases.md Part 1: B.2 Alignment (B-25 … B-31; B-33 needs Text and is not here), B.5 ZStack
/// (B-48, B-49) and B.8 RTL (B-58).
@Suite("Cases B.2/B.5/B.8: alignment, ZStack, RTL")
@MainActor struct AlignmentCases: CaseFixtures {

    @Test("B-25 HStack vertical alignment: top")
    func b25HStackAlignmentTop() { check25(.top, smallY: 0) }

    @Test("B-25 HStack vertical alignment: center (default)")
    func b25HStackAlignmentCenter() {
        check25(.center, smallY: 25)
        // The default alignment is .center.
        let h = host(300, 300, HStack { R(50, 50).id("small"); R(50, 100).id("tall") })
        #expect(frame("small", in: h) == rect(0, 25, 50, 50))
    }

    @Test("B-25 HStack vertical alignment: bottom")
    func b25HStackAlignmentBottom() { check25(.bottom, smallY: 50) }

    private func check25(_ alignment: VerticalAlignment, smallY: CGFloat,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let h = host(300, 300, HStack(alignment: alignment) { R(50, 50).id("small"); R(50, 100).id("tall") })
        #expect(h.rootFrame.size == size(108, 100), sourceLocation: sourceLocation)
        #expect(frame("small", in: h) == rect(0, smallY, 50, 50), sourceLocation: sourceLocation)
        #expect(frame("tall", in: h) == rect(58, 0, 50, 100), sourceLocation: sourceLocation)
    }

    @Test("B-26 .firstTextBaseline with no text behaves like .bottom")
    func b26FirstTextBaselineWithoutText() {
        let h = host(300, 300, HStack(alignment: .firstTextBaseline) {
            R(50, 50).id("small"); R(50, 100).id("tall")
        })
        #expect(h.rootFrame.size == size(108, 100))
        #expect(frame("small", in: h) == rect(0, 50, 50, 50))
        #expect(frame("tall", in: h) == rect(58, 0, 50, 100))
    }

    @Test("B-27 VStack leading")
    func b27VStackLeading() {
        let h = host(300, 300, VStack(alignment: .leading) { R(100, 20).id("a"); R(50, 20).id("b") })
        #expect(h.rootFrame.size == size(100, 48))
        #expect(frame("a", in: h) == rect(0, 0, 100, 20))
        #expect(frame("b", in: h) == rect(0, 28, 50, 20))
    }

    @Test("B-28 Shifting one leading guide by 30")
    func b28ShiftingOneLeadingGuide() {
        let h = host(300, 300, VStack(alignment: .leading) {
            R(100, 100).alignmentGuide(.leading) { $0[.leading] + 30 }.id("first")
            R(100, 100).id("second")
        })
        #expect(h.rootFrame.size == size(130, 208))
        #expect(frame("first", in: h) == rect(0, 0, 100, 100))
        #expect(frame("second", in: h) == rect(30, 108, 100, 100))
    }

    @Test("B-31 Raised top guide")
    func b31RaisedTopGuide() {
        let h = host(300, 300, HStack(alignment: .top) {
            R(50, 50).id("A")
            R(50, 100).alignmentGuide(.top) { $0[.top] + 20 }.id("B")
        })
        #expect(h.rootFrame.size == size(108, 100))
        #expect(frame("A", in: h) == rect(0, 20, 50, 50))
        #expect(frame("B", in: h) == rect(58, 0, 50, 100))
    }

    @Test("B-48 ZStack with a badge shifted by custom guides (union rule)")
    func b48ZStackBadgeUnion() {
        // "R(30,30) with the same two guides": the guides of fatbobman's IconDemo (B-46/B-47 are
        // not in cases.md), reconstructed from the stated placement: the badge's trailing guide is
        // its horizontal centre and its top guide its vertical centre, so its centre sits on the
        // big rect's top-trailing corner. Decision (layout-rules.md): the ZStack's size is the
        // union of the aligned children, 165x65.
        let h = host(400, 400, ZStack(alignment: .topTrailing) {
            R(150, 50).id("rect")
            R(30, 30)
                .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                .id("badge")
        }.id("zstack"))
        #expect(h.rootFrame.size == size(165, 65))
        #expect(frame("zstack", in: h) == rect(0, 0, 165, 65))
        #expect(frame("rect", in: h) == rect(0, 15, 150, 50))
        #expect(frame("badge", in: h) == rect(135, 0, 30, 30))
    }

    @Test("B-49 Plain ZStack, centred")
    func b49PlainZStackCentred() {
        let h = host(300, 300, ZStack { R(100, 100).id("big"); R(50, 50).id("small") })
        #expect(h.rootFrame.size == size(100, 100))
        #expect(frame("big", in: h) == rect(0, 0, 100, 100))
        #expect(frame("small", in: h) == rect(25, 25, 50, 50))
    }

    @Test("B-49 Plain ZStack, topLeading")
    func b49PlainZStackTopLeading() {
        let h = host(300, 300, ZStack(alignment: .topLeading) { R(100, 100).id("big"); R(50, 50).id("small") })
        #expect(h.rootFrame.size == size(100, 100))
        #expect(frame("small", in: h) == rect(0, 0, 50, 50))
    }

    @Test("B-49 Plain ZStack, bottomTrailing")
    func b49PlainZStackBottomTrailing() {
        let h = host(300, 300, ZStack(alignment: .bottomTrailing) { R(100, 100).id("big"); R(50, 50).id("small") })
        #expect(h.rootFrame.size == size(100, 100))
        #expect(frame("small", in: h) == rect(50, 50, 50, 50))
    }

    @Test("B-49 ZStack with a Color, proposed 300x200")
    func b49ZStackWithColor() {
        let h = host(300, 200, ZStack { Color.red.id("color"); R(50, 50).id("small") })
        #expect(h.rootFrame == rect(0, 0, 300, 200))
        #expect(frame("color", in: h) == rect(0, 0, 300, 200))
        #expect(frame("small", in: h) == rect(125, 75, 50, 50))
    }

    @Test("B-58 HStack order is mirrored in RTL")
    func b58HStackOrderMirroredInRTL() {
        let rtl = host(150, 50, HStack(spacing: 0) { R(50, 50).id("A"); R(100, 50).id("B") }
            .environment(\.layoutDirection, .rightToLeft))
        #expect(rtl.rootFrame == rect(0, 0, 150, 50))
        #expect(frame("A", in: rtl) == rect(100, 0, 50, 50))
        #expect(frame("B", in: rtl) == rect(0, 0, 100, 50))

        let ltr = host(150, 50, HStack(spacing: 0) { R(50, 50).id("A"); R(100, 50).id("B") })
        #expect(frame("A", in: ltr) == rect(0, 0, 50, 50))
        #expect(frame("B", in: ltr) == rect(50, 0, 100, 50))
    }
}
