import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// cases.md Part 1, B.3 Frames (B-34 … B-40) and the Color measurements of B-61.
/// In the B-37 table `C(w,h)` is the rigid `R(w,h)` and `R` alone a flexible `Rectangle()`.
@Suite("Cases B.3: frames")
@MainActor struct FrameCases: CaseFixtures {

    @Test("B-34 Fixed frame smaller than a rigid child")
    func b34FixedFrameSmallerThanRigidChild() {
        let h = host(50, 50, R(100, 100).id("rect").frame(width: 50, height: 50))
        #expect(h.rootFrame == rect(0, 0, 50, 50))
        #expect(frame("rect", in: h) == rect(-25, -25, 100, 100))
    }

    // B-35 (kean.blog): substitution: `Img(60,60)` is written `R(60,60)`. A non-resizable image
    // keeps its natural size whatever the proposal and is aligned like any child (A3.2, A7); a fixed
    // 60x60 frame answers every proposal the same way, so the numbers are unchanged. The
    // `.resizable()` sub-case is not a rigid image and is left out.

    @Test("B-35 Image in a frame, centred (rigid image as R(60,60))")
    func b35ImageInFrameCentred() {
        let h = host(80, 80, R(60, 60).id("img").frame(width: 80, height: 80))
        #expect(h.rootFrame == rect(0, 0, 80, 80))
        #expect(frame("img", in: h) == rect(10, 10, 60, 60))
    }

    @Test("B-35 Image in a frame, topLeading (rigid image as R(60,60))")
    func b35ImageInFrameTopLeading() {
        let h = host(80, 80, R(60, 60).id("img").frame(width: 80, height: 80, alignment: .topLeading))
        #expect(frame("img", in: h) == rect(0, 0, 60, 60))
    }

    @Test("B-35 Image in a narrower frame overflows (rigid image as R(60,60))")
    func b35ImageInNarrowFrame() {
        let h = host(40, 80, R(60, 60).id("img").frame(width: 40, height: 80))
        #expect(h.rootFrame == rect(0, 0, 40, 80))
        #expect(frame("img", in: h) == rect(-10, 10, 60, 60))
    }

    @Test("B-36 One-dimension fixed frame")
    func b36OneDimensionFixedFrame() {
        let h = host(300, 200, Rectangle().id("r").frame(width: 100).id("f"))
        #expect(h.rootFrame == rect(100, 0, 100, 200))
        #expect(frame("r", in: h) == rect(0, 0, 100, 200))
    }

    // MARK: B-37 flexible frame table

    @Test("B-37a R.frame(maxWidth: 100), proposal 300x300")
    func b37a() {
        let h = host(300, 300, Rectangle().id("c").frame(maxWidth: 100).id("f"))
        #expect(h.rootFrame == rect(100, 0, 100, 300))
        #expect(frame("c", relativeTo: "f", in: h) == rect(0, 0, 100, 300))
    }

    @Test("B-37b R.frame(minWidth: 100), proposal 50x50")
    func b37b() {
        let h = host(50, 50, Rectangle().id("c").frame(minWidth: 100).id("f"))
        #expect(h.rootFrame == rect(-25, 0, 100, 50))
        #expect(frame("c", relativeTo: "f", in: h) == rect(0, 0, 100, 50))
    }

    @Test("B-37c C(100,10).frame(minWidth: 150), p 200")
    func b37c() {
        let h = host(200, 50, R(100, 10).id("c").frame(minWidth: 150).id("f"))
        #expect(h.rootFrame.size == size(150, 10))
        #expect(frame("c", relativeTo: "f", in: h) == rect(25, 0, 100, 10))
    }

    @Test("B-37d C(150,20).frame(minWidth: 100), p 120")
    func b37d() {
        let h = host(120, 50, R(150, 20).id("c").frame(minWidth: 100).id("f"))
        #expect(h.rootFrame.size == size(120, 20))
        #expect(frame("c", relativeTo: "f", in: h) == rect(-15, 0, 150, 20))
    }

    @Test("B-37e C(20,20).frame(minWidth: 100, maxWidth: 200)",
          arguments: [(50.0, 100.0, 40.0), (150, 150, 65), (500, 200, 90)])
    func b37e(proposed: Double, width: Double, childX: Double) {
        let h = host(proposed, 50, R(20, 20).id("c").frame(minWidth: 100, maxWidth: 200).id("f"))
        #expect(h.rootFrame.size == size(width, 20))
        #expect(frame("c", relativeTo: "f", in: h) == rect(childX, 0, 20, 20))
    }

    @Test("B-37e C(20,20).frame(minWidth: 100, maxWidth: 200), p nil")
    func b37eNil() {
        let content = R(20, 20).id("c").frame(minWidth: 100, maxWidth: 200).id("f")
        #expect(host(300, 50, content).sizeThatFits(ProposedViewSize(width: nil, height: 50)) == size(100, 20))
        let h = host(300, 50, content.fixedSize(horizontal: true, vertical: false))
        #expect(h.rootFrame.size == size(100, 20))
        #expect(frame("c", relativeTo: "f", in: h) == rect(40, 0, 20, 20))
    }

    @Test("B-37f C(200,20).frame(maxWidth: 100), p 300")
    func b37f() {
        let h = host(300, 50, R(200, 20).id("c").frame(maxWidth: 100).id("f"))
        #expect(h.rootFrame.size == size(100, 20))
        #expect(frame("c", relativeTo: "f", in: h) == rect(-50, 0, 200, 20))
    }

    @Test("B-37g C(100,10).frame(maxWidth: .infinity), p 300")
    func b37g() {
        let h = host(300, 50, R(100, 10).id("c").frame(maxWidth: .infinity).id("f"))
        #expect(h.rootFrame.size == size(300, 10))
        #expect(frame("c", relativeTo: "f", in: h) == rect(100, 0, 100, 10))
    }

    @Test("B-37g C(100,10).frame(maxWidth: .infinity), p nil")
    func b37gNil() {
        let content = R(100, 10).id("c").frame(maxWidth: .infinity).id("f")
        #expect(host(300, 50, content).sizeThatFits(ProposedViewSize(width: nil, height: 50)) == size(100, 10))
        let h = host(300, 50, content.fixedSize(horizontal: true, vertical: false))
        #expect(h.rootFrame.size == size(100, 10))
        #expect(frame("c", relativeTo: "f", in: h) == rect(0, 0, 100, 10))
    }

    @Test("B-37h C(100,10).fixedSize().frame(maxWidth: .infinity), p 50")
    func b37h() {
        let h = host(50, 50, R(100, 10).id("c").fixedSize().frame(maxWidth: .infinity).id("f"))
        // Never below the content's width.
        #expect(h.rootFrame.size == size(100, 10))
        #expect(frame("c", relativeTo: "f", in: h) == rect(0, 0, 100, 10))
    }

    @Test("B-37i C(100,10).frame(minWidth: 0, maxWidth: .infinity), p 50")
    func b37i() {
        let h = host(50, 50, R(100, 10).id("c").frame(minWidth: 0, maxWidth: .infinity).id("f"))
        // Both min and max: the proposal is taken unconditionally.
        #expect(h.rootFrame.size == size(50, 10))
        #expect(frame("c", relativeTo: "f", in: h) == rect(-25, 0, 100, 10))
    }

    @Test("B-37j R.frame(idealWidth: 100, idealHeight: 50), p nil x nil")
    func b37jNil() {
        let content = Rectangle().id("c").frame(idealWidth: 100, idealHeight: 50).id("f")
        #expect(host(300, 300, content).sizeThatFits(.unspecified) == size(100, 50))
        let h = host(300, 300, content.fixedSize())
        #expect(h.rootFrame.size == size(100, 50))
        #expect(frame("c", relativeTo: "f", in: h) == rect(0, 0, 100, 50))
    }

    @Test("B-37j R.frame(idealWidth: 100, idealHeight: 50), p 300x300")
    func b37j300() {
        let h = host(300, 300, Rectangle().id("c").frame(idealWidth: 100, idealHeight: 50).id("f"))
        // The ideal values are used only for a nil proposal.
        #expect(h.rootFrame == rect(0, 0, 300, 300))
        #expect(frame("c", relativeTo: "f", in: h) == rect(0, 0, 300, 300))
    }

    @Test("B-37k R.frame(idealWidth: 24) and C(24,24).frame(idealWidth: 24), p 48")
    func b37k() {
        let flexible = host(48, 48, Rectangle().id("c").frame(idealWidth: 24).id("f"))
        #expect(flexible.rootFrame == rect(0, 0, 48, 48))
        #expect(frame("c", relativeTo: "f", in: flexible) == rect(0, 0, 48, 48))
        let rigid = host(48, 48, R(24, 24).id("c").frame(idealWidth: 24).id("f"))
        #expect(rigid.rootFrame.size == size(24, 24))
        #expect(frame("c", relativeTo: "f", in: rigid) == rect(0, 0, 24, 24))
    }

    // MARK: B-39, B-40

    @Test("B-39 Ideal size through fixedSize")
    func b39IdealSizeThroughFixedSize() {
        let h = host(300, 300, Rectangle().id("r").frame(idealWidth: 100, idealHeight: 100).fixedSize())
        #expect(h.rootFrame == rect(100, 100, 100, 100))
        #expect(frame("r", in: h) == rect(0, 0, 100, 100))
    }

    @Test("B-40 fixedSize on a shape")
    func b40FixedSizeOnShape() {
        let h = host(300, 300, Rectangle().fixedSize())
        #expect(h.rootFrame == rect(145, 145, 10, 10))
    }

    @Test("B-40 fixedSize(horizontal: true, vertical: false) on a shape")
    func b40FixedSizeHorizontalOnShape() {
        let h = host(300, 200, Rectangle().fixedSize(horizontal: true, vertical: false))
        #expect(h.rootFrame == rect(145, 0, 10, 200))
    }

    // MARK: B-61

    @Test("B-61 Color.black.frame(width: 80, height: 50) under any proposal")
    func b61FixedFrameColor() {
        let h = host(100, 100, Color.black.frame(width: 80, height: 50))
        for proposal in [size(100, 100), size(50, 40), size(10, 10), size(1000, 1000), .zero] {
            #expect(h.sizeThatFits(ProposedViewSize(proposal)) == size(80, 50), "proposal \(proposal)")
        }
        #expect(h.sizeThatFits(.zero) == size(80, 50))
    }

    @Test("B-61 Color.black takes the proposal")
    func b61ColorTakesProposal() {
        let h = host(100, 100, Color.black)
        for proposal in [size(100, 100), size(50, 50), size(70, 90), size(10000, 10000)] {
            #expect(h.sizeThatFits(ProposedViewSize(proposal)) == proposal)
        }
    }

    @Test("B-61 Color.black in other fixed frames")
    func b61OtherFixedFrames() {
        #expect(host(100, 100, Color.black.frame(width: 30, height: 20)).rootFrame.size == size(30, 20))
        #expect(host(100, 100, Color.black.frame(width: 150, height: 120)).rootFrame.size == size(150, 120))
    }
}
