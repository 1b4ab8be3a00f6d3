import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// ScrollView: proposes nil along its scroll axes and its own size across them; takes the
/// proposal along its scroll axes and its content's length, capped by the proposal, across them
/// (A21); puts the content at the start of the scroll axes, centred across the others.
@Suite("Containers: ScrollView")
@MainActor struct ScrollViewTests: CaseFixtures {

    @Test("Vertical: as wide as its content (A21); taller content keeps its ideal height")
    func vertical() {
        let h = host(300, 200, ScrollView { R(100, 500).id("content") }.id("scroll"))
        #expect(frame("scroll", in: h) == rect(0, 0, 100, 200))
        #expect(h.rootFrame == rect(100, 0, 100, 200))
        #expect(frame("content", in: h) == rect(0, 0, 100, 500))
        #expect(h.diagnostics.isEmpty)
    }

    @Test("Vertical: flexible content is proposed the width and a nil height")
    func verticalFlexibleContent() {
        // Color's ideal height is 10.
        let h = host(300, 200, ScrollView { Color.red.id("color") })
        #expect(frame("color", in: h) == rect(0, 0, 300, 10))
    }

    @Test("Vertical: several views are an implicit VStack")
    func verticalImplicitVStack() {
        let h = host(300, 200, ScrollView {
            R(50, 50).id("a")
            R(100, 50).id("b")
        })
        #expect(frame("a", in: h) == rect(25, 0, 50, 50))
        #expect(frame("b", in: h) == rect(0, 58, 100, 50))
        #expect(h.dump().contains("  VStack (implicit) (100, 0, 100, 108)"))
    }

    @Test("Horizontal: only as tall as its content (A21), content at the leading edge; several views an HStack")
    func horizontal() {
        let h = host(300, 200, ScrollView(.horizontal, showsIndicators: false) { R(500, 100).id("wide") })
        #expect(h.rootFrame == rect(0, 50, 300, 100))
        #expect(frame("wide", in: h) == rect(0, 0, 500, 100))
        let stacked = host(300, 200, ScrollView(.horizontal) {
            R(50, 50).id("a")
            R(100, 80).id("b")
        })
        #expect(stacked.rootFrame == rect(0, 60, 300, 80))
        #expect(frame("a", in: stacked) == rect(0, 15, 50, 50))
        #expect(frame("b", in: stacked) == rect(58, 0, 100, 80))
    }

    @Test("Horizontal, right to left: the content starts at the right edge")
    func horizontalRightToLeft() {
        let h = host(300, 200, ScrollView(.horizontal) { R(100, 50).id("r") }.environment(\.layoutDirection, .rightToLeft))
        #expect(frame("r", in: h) == rect(200, 0, 100, 50))
    }

    @Test("Both axes: the content at its ideal size, top leading")
    func bothAxes() {
        let h = host(300, 200, ScrollView([.horizontal, .vertical]) { Color.red.frame(minWidth: 100, minHeight: 50).id("c") })
        // Proposed nil × nil the flexible frame is at its minimum.
        #expect(frame("c", in: h) == rect(0, 0, 100, 50))
        let big = host(300, 200, ScrollView([.horizontal, .vertical]) { R(500, 400).id("r") })
        #expect(frame("r", in: big) == rect(0, 0, 500, 400))
        #expect(big.rootFrame == rect(0, 0, 300, 200))
    }

    @Test("A21: ScrollView { Color.red.frame(width: 50, height: 30) } in 200×200 is 50×200")
    func widthOfItsContent() {
        let h = host(200, 200, ScrollView { Color.red.frame(width: 50, height: 30).id("c") }.id("scroll"))
        #expect(h.frame(of: "scroll") == rect(75, 0, 50, 200))
        #expect(h.frame(of: "c") == rect(75, 0, 50, 30))
    }

    @Test("Vertical: wider rigid content is centred, overflowing both sides")
    func widerContentIsCentred() {
        let h = host(300, 200, ScrollView { R(400, 50).id("r") })
        #expect(frame("r", in: h) == rect(-50, 0, 400, 50))
    }

    @Test("Its size: the proposal along the scroll axis, the content capped by the proposal across it (A21); the content's along a nil dimension")
    func sizing() {
        let h = host(300, 200, ScrollView { R(100, 500) })
        #expect(h.sizeThatFits(ProposedViewSize(width: 250, height: 50)) == size(100, 50))
        #expect(h.sizeThatFits(ProposedViewSize(width: 60, height: 50)) == size(60, 50))
        #expect(h.sizeThatFits(.unspecified) == size(100, 500))
        #expect(h.sizeThatFits(ProposedViewSize(width: 250, height: nil)) == size(100, 500))
        #expect(h.sizeThatFits(.zero) == size(0, 0))
        #expect(h.sizeThatFits(.infinity) == size(100, .infinity))
    }

    @Test("In a stack it is flexible: it takes what the rigid views leave")
    func inAStack() {
        let h = host(300, 300, VStack {
            ScrollView { R(100, 500) }.id("scroll")
            R(50, 50).id("r")
        })
        // The scroll view is as wide as its content (100), so the VStack is 100 wide.
        #expect(frame("scroll", in: h) == rect(0, 0, 100, 242))
        #expect(frame("r", in: h) == rect(25, 250, 50, 50))
    }

    @Test("A LazyVStack in a vertical ScrollView: rows at their ideal heights from the top")
    func lazyVStackInScrollView() {
        let h = host(300, 200, ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30) { Color.red.frame(height: 20).id($0) }
            }
        })
        #expect(frame(0, in: h) == rect(0, 0, 300, 20))
        #expect(frame(29, in: h) == rect(0, 580, 300, 20))
    }

    @Test("A LazyVGrid in a vertical ScrollView: columns from the width, rows from the top")
    func lazyVGridInScrollView() {
        let h = host(300, 200, ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<10) { Color.blue.frame(height: 50).id($0) }
            }
        })
        // floor((300 + 8) / 88) = 3 columns of (300 − 16) / 3.
        let width: CGFloat = 284.0 / 3
        #expect(close(frame(1, in: h), rect(width + 8, 0, width, 50)))
        #expect(close(frame(9, in: h), rect(0, 174, width, 50)))
    }
}
