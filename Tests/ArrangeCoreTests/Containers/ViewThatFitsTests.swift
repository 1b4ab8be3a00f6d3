import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A16 ViewThatFits: the first child whose ideal size fits the proposal on the constrained axes,
/// else the last; sized by the chosen child's answer to the real proposal; only it is shown.
@Suite("Containers: ViewThatFits (A16)")
@MainActor struct ViewThatFitsTests: CaseFixtures {

    /// B-55's view: two rigid children, the wider first.
    func b55() -> some View {
        ViewThatFits {
            R(200, 50).id("a")
            R(100, 50).id("b")
        }
    }

    @Test("B-55 250x100: the first child fits")
    func b55FirstFits() {
        let h = host(250, 100, b55())
        #expect(h.rootFrame == rect(25, 25, 200, 50))
        #expect(frame("a", in: h) == rect(0, 0, 200, 50))
        #expect(h.frame(of: "b") == nil)
    }

    @Test("B-55 150x100: the second child fits")
    func b55SecondFits() {
        let h = host(150, 100, b55())
        #expect(h.rootFrame == rect(25, 25, 100, 50))
        #expect(frame("b", in: h) == rect(0, 0, 100, 50))
        #expect(h.frame(of: "a") == nil)
    }

    @Test("B-55 50x100: none fits, so the last child, overflowing")
    func b55NoneFitsTakesLast() {
        let h = host(50, 100, b55())
        #expect(h.rootFrame == rect(-25, 25, 100, 50))
        #expect(frame("b", in: h) == rect(0, 0, 100, 50))
        #expect(h.frame(of: "a") == nil)
        #expect(h.diagnostics.isEmpty)
    }

    @Test("B-57 a flexible child fits by its ideal size (10x10) and then takes the proposal")
    func b57FlexibleChildFitsByIdealSize() {
        let h = host(300, 200, ViewThatFits {
            Color.red.id("red")
            R(50, 50).id("rect")
        })
        #expect(frame("red", in: h) == rect(0, 0, 300, 200))
        #expect(h.rootFrame == rect(0, 0, 300, 200))
        #expect(h.frame(of: "rect") == nil)
    }

    @Test("A16 in: .horizontal: only widths are compared, so a tall child still fits")
    func horizontalOnly() {
        let h = host(150, 100, ViewThatFits(in: .horizontal) {
            R(100, 500).id("tall")
            R(50, 50).id("small")
        })
        #expect(h.rootFrame == rect(25, -200, 100, 500))
        #expect(h.frame(of: "small") == nil)
        // On both axes the tall child does not fit.
        let both = host(150, 100, ViewThatFits {
            R(100, 500).id("tall")
            R(50, 50).id("small")
        })
        #expect(both.frame(of: "tall") == nil)
        #expect(frame("small", in: both) == rect(0, 0, 50, 50))
    }

    @Test("A16 in: .vertical: only heights are compared, so a wide child still fits")
    func verticalOnly() {
        let h = host(150, 100, ViewThatFits(in: .vertical) {
            R(500, 50).id("wide")
            R(50, 50).id("small")
        })
        #expect(h.rootFrame == rect(-175, 25, 500, 50))
        #expect(h.frame(of: "small") == nil)
    }

    @Test("A16 empty axes: the first child, whatever its size")
    func emptyAxesTakesFirst() {
        let h = host(100, 100, ViewThatFits(in: []) {
            R(500, 500).id("big")
            R(10, 10).id("small")
        })
        #expect(h.rootFrame == rect(-200, -200, 500, 500))
        #expect(h.frame(of: "small") == nil)
    }

    @Test("A16 a nil proposed dimension is unconstrained; an infinite one always fits")
    func nilAndInfiniteProposals() {
        let h = host(1000, 1000, b55())
        #expect(h.sizeThatFits(ProposedViewSize(width: nil, height: 100)) == size(200, 50))
        // Height 40 holds neither child: the last one answers.
        #expect(h.sizeThatFits(ProposedViewSize(width: nil, height: 40)) == size(100, 50))
        #expect(h.sizeThatFits(.unspecified) == size(200, 50))
        #expect(h.sizeThatFits(.infinity) == size(200, 50))
        #expect(h.sizeThatFits(ProposedViewSize(width: .infinity, height: 10)) == size(100, 50))
        // Proposed zero, nothing fits: the last child, at its size.
        #expect(h.sizeThatFits(.zero) == size(100, 50))
    }

    @Test("A16 Text children: the ideal single-line width decides")
    func textIdealWidthDecides() {
        func view() -> some View {
            ViewThatFits(in: .horizontal) {
                Text("Hello world").id("long")
                Text("Hello").id("short")
            }
            .font(.system(size: 10))
            .environment(\.defaultFontFamily, Font.testFontFamily)
        }
        // "Hello world" is 110 wide on one line: it fits 120 but not 80.
        let wide = host(120, 100, view())
        #expect(frame("long", in: wide) == rect(0, 0, 110, 10))
        #expect(wide.frame(of: "short") == nil)
        let narrow = host(80, 100, view())
        #expect(frame("short", in: narrow) == rect(0, 0, 50, 10))
        #expect(narrow.frame(of: "long") == nil)
    }

    @Test("A16 the chosen Text is not held at its ideal size: it wraps or truncates")
    func chosenTextWrapsAndTruncates() {
        func view() -> some View {
            ViewThatFits(in: .horizontal) {
                Text("Hello wonderful world").id("a")
                Text("Hello world").id("b")
            }
            .font(.system(size: 10))
            .environment(\.defaultFontFamily, Font.testFontFamily)
        }
        // Neither fits 60 on one line, so the last is shown; proposed 60x100 it wraps to
        // "Hello " / "world".
        let wraps = host(60, 100, view())
        #expect(frame("b", in: wraps) == rect(0, 0, 50, 20))
        #expect(wraps.frame(of: "a") == nil)
        // Proposed 60x15 only one line fits: "Hello…", 60 wide.
        let truncates = host(60, 15, view())
        #expect(frame("b", in: truncates) == rect(0, 0, 60, 10))
    }

    @Test("A16 a new host size chooses again; the child no longer chosen has no frame")
    func relayoutChoosesAgain() {
        let h = host(250, 100, b55())
        #expect(h.frame(of: "a") != nil)
        h.size = CGSize(width: 150, height: 100)
        #expect(h.frame(of: "a") == nil)
        #expect(frame("b", in: h) == rect(0, 0, 100, 50))
        h.size = CGSize(width: 250, height: 100)
        #expect(h.frame(of: "b") == nil)
        #expect(frame("a", in: h) == rect(0, 0, 200, 50))
    }

    @Test("A16 in a stack: sized between its last child (minimum) and its first (maximum)")
    func inAStack() {
        // The rigid rectangle is sized first; the ViewThatFits is offered 300 − 50 = 250 and
        // shows its first child.
        let h = host(300, 100, HStack(spacing: 0) {
            b55().id("vtf")
            R(50, 50).id("r")
        })
        #expect(frame("vtf", in: h) == rect(0, 0, 200, 50))
        #expect(frame("r", in: h) == rect(200, 0, 50, 50))
        #expect(h.rootFrame == rect(25, 25, 250, 50))
    }

    @Test("A16 the dump marks the children not chosen as not shown")
    func dumpMarksUnchosenChildren() {
        let h = host(150, 100, b55())
        let dump = h.dump()
        #expect(dump.contains("ViewThatFits (25, 25, 100, 50)"))
        #expect(dump.contains("(not shown) id: a"))
        #expect(!dump.contains("not placed"))
    }

    @Test("A16 no children: zero size")
    func noChildren() {
        let h = host(100, 100, ViewThatFits { EmptyView() })
        #expect(h.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == size(0, 0))
        #expect(h.diagnostics.isEmpty)
    }
}
