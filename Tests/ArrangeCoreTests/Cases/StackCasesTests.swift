import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// cases.md Part 1, B.1 Stacks (B-01 … B-13, B-20 … B-24; the Spacer cases B-14 … B-19 are in
/// SpacingCasesTests.swift). B-07 needs Text and is not here.
@Suite("Cases B.1: stacks")
@MainActor struct StackCases: CaseFixtures {

    @Test("B-01 Three equal rectangles")
    func b01ThreeEqualRectangles() {
        let h = host(300, 100, HStack(spacing: 0) {
            Rectangle().id(1); Rectangle().id(2); Rectangle().id(3)
        }.frame(width: 300, height: 100))
        #expect(h.rootFrame == rect(0, 0, 300, 100))
        #expect(frame(1, in: h) == rect(0, 0, 100, 100))
        #expect(frame(2, in: h) == rect(100, 0, 100, 100))
        #expect(frame(3, in: h) == rect(200, 0, 100, 100))
    }

    @Test("B-02 Less flexible child first; overflow")
    func b02LessFlexibleChildFirstOverflow() {
        // Red (flexibility 100) is sized first: proposed 75, takes 75. Green is proposed 75 and
        // takes its min 100. The 175-wide HStack is centred in the 150-wide frame.
        let h = host(150, 100, HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("red")
            Rectangle().frame(minWidth: 100).id("green")
        }.id("stack").frame(width: 150, height: 100))
        #expect(h.rootFrame == rect(0, 0, 150, 100))
        #expect(frame("stack", in: h) == rect(-12.5, 0, 175, 100))
        #expect(frame("red", in: h) == rect(-12.5, 0, 75, 100))
        #expect(frame("green", in: h) == rect(62.5, 0, 100, 100))
    }

    @Test("B-03 Relative-size modifier on the first child")
    func b03RelativeSizeOnFirstChild() {
        let h = host(620, 80, HStack(spacing: 10) {
            Color.blue.id("blue").relativeProposed(width: 0.5).id("blueSlot")
            Color.green.id("green")
            Color.yellow.id("yellow")
        }.frame(height: 80))
        #expect(h.rootFrame == rect(0, 0, 620, 80))
        // available 600; blue proposed 200, its modifier proposes 100; green, yellow 250 each.
        #expect(frame("blueSlot", in: h) == rect(0, 0, 100, 80))
        #expect(frame("blue", in: h) == rect(0, 0, 100, 80))
        #expect(frame("green", in: h) == rect(110, 0, 250, 80))
        #expect(frame("yellow", in: h) == rect(370, 0, 250, 80))
    }

    @Test("B-04 Relative-size modifier on the middle child")
    func b04RelativeSizeOnMiddleChild() {
        let h = host(620, 80, HStack(spacing: 10) {
            Color.blue.id("blue")
            Color.green.id("green").relativeProposed(width: 0.5).id("greenSlot")
            Color.yellow.id("yellow")
        }.frame(height: 80))
        // blue proposed 200 → 200; green proposed 400/2 = 200, gets 100; yellow proposed 300.
        #expect(frame("blue", in: h) == rect(0, 0, 200, 80))
        #expect(frame("greenSlot", in: h) == rect(210, 0, 100, 80))
        #expect(frame("green", in: h) == rect(210, 0, 100, 80))
        #expect(frame("yellow", in: h) == rect(320, 0, 300, 80))
    }

    @Test("B-05 Middle child with layoutPriority(1)")
    func b05MiddleChildWithLayoutPriority() {
        let h = host(620, 80, HStack(spacing: 10) {
            Color.blue.id("blue")
            Color.green.id("green").relativeProposed(width: 0.5).layoutPriority(1).id("greenSlot")
            Color.yellow.id("yellow")
        }.frame(height: 80))
        // The middle child is offered all 600 first and takes 300; the others get 150 each.
        #expect(frame("blue", in: h) == rect(0, 0, 150, 80))
        #expect(frame("greenSlot", in: h) == rect(160, 0, 300, 80))
        #expect(frame("green", in: h) == rect(160, 0, 300, 80))
        #expect(frame("yellow", in: h) == rect(470, 0, 150, 80))
    }

    @Test("B-06 Rigid images", arguments: [CGSize(width: 200, height: 140), CGSize(width: 140, height: 140)])
    func b06RigidImages(proposal: CGSize) {
        // Substitution: `Img(80,80)` is written `R(80,80)`. A non-resizable image keeps its natural
        // size whatever the proposal (A3.2), and so does a fixed 80x80 frame (A7): their answers to
        // every proposal, and so all the numbers of this case, are the same.
        let h = host(proposal.width, proposal.height, HStack(spacing: 10) {
            R(80, 80).id("a"); R(80, 80).id("b")
        })
        #expect(h.rootFrame.size == size(170, 80))
        #expect(frame("a", in: h) == rect(0, 0, 80, 80))
        #expect(frame("b", in: h) == rect(90, 0, 80, 80))
    }

    @Test("B-09 Default spacing between shapes")
    func b09DefaultSpacingBetweenShapes() {
        let h = host(316, 50, HStack { Rectangle().id(1); Rectangle().id(2); Rectangle().id(3) })
        #expect(h.rootFrame == rect(0, 0, 316, 50))
        #expect(frame(1, in: h) == rect(0, 0, 100, 50))
        #expect(frame(2, in: h) == rect(108, 0, 100, 50))
        #expect(frame(3, in: h) == rect(216, 0, 100, 50))
    }

    @Test("B-10 fatbobman spacing demo")
    func b10FatbobmanSpacingDemo() {
        let content = VStack { R(150, 30).id(1); R(150, 30).id(2); R(150, 30).id(3) }
        let h = host(300, 300, content)
        #expect(h.sizeThatFits(.unspecified) == size(150, 106))
        #expect(h.rootFrame.size == size(150, 106))
        #expect(frame(1, in: h) == rect(0, 0, 150, 30))
        #expect(frame(2, in: h) == rect(0, 38, 150, 30))
        #expect(frame(3, in: h) == rect(0, 76, 150, 30))
    }

    @Test("B-11 Ideal size of an HStack")
    func b11IdealSizeOfHStack() {
        let h = host(100, 100, HStack { Rectangle().id("a"); Rectangle().id("b") }.fixedSize())
        #expect(h.rootFrame.size == size(28, 10))
        #expect(frame("a", in: h) == rect(0, 0, 10, 10))
        #expect(frame("b", in: h) == rect(18, 0, 10, 10))
    }

    @Test("B-11 Ideal size of a VStack")
    func b11IdealSizeOfVStack() {
        let h = host(100, 100, VStack { Rectangle().id("a"); Rectangle().id("b") }.fixedSize())
        #expect(h.rootFrame.size == size(10, 28))
        #expect(frame("a", in: h) == rect(0, 0, 10, 10))
        #expect(frame("b", in: h) == rect(0, 18, 10, 10))
    }

    @Test("B-12 Minimum size of a stack")
    func b12MinimumSizeOfStack() {
        let h = host(0, 50, HStack { Rectangle().id("a"); Rectangle().id("b") })
        #expect(h.sizeThatFits(ProposedViewSize(width: 0, height: 50)) == size(8, 50))
        // The 8x50 stack is centred in the 0-wide host.
        #expect(h.rootFrame == rect(-4, 0, 8, 50))
        #expect(frame("a", in: h) == rect(0, 0, 0, 50))
        #expect(frame("b", in: h) == rect(8, 0, 0, 50))
    }

    @Test("B-13 Rigid children overflow")
    func b13RigidChildrenOverflow() {
        let h = host(300, 50, HStack {
            Rectangle().frame(width: 200).id("a"); Rectangle().frame(width: 200).id("b")
        })
        #expect(h.rootFrame == rect(-54, 0, 408, 50))
        #expect(frame("a", in: h) == rect(0, 0, 200, 50))
        #expect(frame("b", in: h) == rect(208, 0, 200, 50))
    }

    @Test("B-20 layoutPriority reserves the others' minimum")
    func b20LayoutPriorityReservesMinimum() {
        let h = host(300, 50, HStack {
            Color.red.layoutPriority(1).id("first")
            Color.blue.frame(minWidth: 100).id("second")
        })
        #expect(h.rootFrame == rect(0, 0, 300, 50))
        #expect(frame("first", in: h) == rect(0, 0, 192, 50))
        #expect(frame("second", in: h) == rect(200, 0, 100, 50))
    }

    @Test("B-21 Priority group vs two greedy children")
    func b21PriorityGroupVsTwoGreedyChildren() {
        let h = host(300, 50, HStack {
            Color.red.id(1)
            Color.green.frame(width: 120).layoutPriority(1).id(2)
            Color.blue.id(3)
        })
        #expect(frame(1, in: h) == rect(0, 0, 82, 50))
        #expect(frame(2, in: h) == rect(90, 0, 120, 50))
        #expect(frame(3, in: h) == rect(218, 0, 82, 50))
    }

    @Test("B-22 Flexibility ordering")
    func b22FlexibilityOrdering() {
        let h = host(400, 50, HStack(spacing: 0) {
            Rectangle().frame(width: 100).id(1)
            Rectangle().id(2)
            Rectangle().frame(maxWidth: 50).id(3)
        })
        #expect(h.rootFrame == rect(0, 0, 400, 50))
        #expect(frame(1, in: h) == rect(0, 0, 100, 50))
        #expect(frame(2, in: h) == rect(100, 0, 250, 50))
        #expect(frame(3, in: h) == rect(350, 0, 50, 50))
    }

    @Test("B-23 Equal-height trick")
    func b23EqualHeightTrick() {
        let h = host(300, 300, HStack {
            R(50, 40).id("r")
            Color.blue.id("color").frame(width: 20).id("colorFrame")
        }.fixedSize(horizontal: false, vertical: true))
        #expect(h.rootFrame.size == size(78, 40))
        #expect(frame("r", in: h) == rect(0, 0, 50, 40))
        // Measured with the Color's ideal height 10; placed with the stack's height 40 (A4.6).
        #expect(frame("colorFrame", in: h) == rect(58, 0, 20, 40))
        #expect(frame("color", in: h) == rect(58, 0, 20, 40))
    }

    @Test("B-24 Stack inside a bigger frame is centred")
    func b24StackInsideBiggerFrameIsCentred() {
        let h = host(300, 100, HStack { R(50, 50).id("a"); R(50, 50).id("b") }.id("stack")
            .frame(width: 300, height: 100))
        #expect(h.rootFrame == rect(0, 0, 300, 100))
        #expect(frame("stack", in: h) == rect(96, 25, 108, 50))
        #expect(frame("a", in: h) == rect(96, 25, 50, 50))
        #expect(frame("b", in: h) == rect(154, 25, 50, 50))
    }
}
