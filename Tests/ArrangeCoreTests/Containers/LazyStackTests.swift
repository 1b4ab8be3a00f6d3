import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// LazyVStack and LazyHStack lay out as VStack and HStack along their axis (A4), and fill the
/// proposal across it, aligning their children inside (A21); pinnedViews has no effect on layout.
@Suite("Containers: LazyVStack and LazyHStack")
@MainActor struct LazyStackTests: CaseFixtures {

    let ids = ["a", "b", "c", "d"]

    func frames<V: View>(_ view: V, _ width: CGFloat = 300, _ height: CGFloat = 300) -> [CGRect?] {
        let h = host(width, height, view)
        return ids.map { h.frame(of: $0) } + [h.rootFrame]
    }

    @Test("LazyVStack gives the frames VStack gives when a child fills the width (alignment, spacing, Spacer, flexible views)")
    func lazyVStackEqualsVStack() {
        let lazy = frames(LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
            R(50, 50).id("a")
            Spacer().id("b")
            Color.red.id("c")
            R(120, 30).id("d")
        })
        let plain = frames(VStack(alignment: .leading) {
            R(50, 50).id("a")
            Spacer().id("b")
            Color.red.id("c")
            R(120, 30).id("d")
        })
        #expect(lazy == plain)
        // The VStack's numbers: 300 − 50 − 30 − 8 = 212 shared by the Spacer (8 minimum) and the
        // Color.
        #expect(lazy[0] == rect(0, 0, 50, 50))
        #expect(lazy[3] == rect(0, 270, 120, 30))

    }

    @Test("A21: LazyVStack { Color.red.frame(width: 60, height: 20) } in 200×100 is 200 wide")
    func lazyVStackFillsTheWidth() {
        let h = host(200, 100, LazyVStack { Color.red.frame(width: 60, height: 20).id("a") }.id("stack"))
        #expect(h.frame(of: "stack") == rect(0, 40, 200, 20))
        #expect(h.frame(of: "a") == rect(70, 40, 60, 20))
        #expect(h.sizeThatFits(.unspecified) == size(60, 20))
    }

    @Test("A21: a LazyVStack aligns its children inside the width it fills (leading, trailing)")
    func lazyVStackAlignsInside() {
        let leading = frames(LazyVStack(alignment: .leading) { R(50, 50).id("a"); R(100, 50).id("b") })
        #expect(leading[0] == rect(0, 96, 50, 50))
        #expect(leading[1] == rect(0, 154, 100, 50))
        let spaced = frames(LazyVStack(alignment: .trailing, spacing: 20) { R(50, 50).id("a"); R(100, 50).id("b") })
        #expect(spaced[4] == rect(0, 90, 300, 120))
        #expect(spaced[0] == rect(250, 90, 50, 50))
        #expect(spaced[1] == rect(200, 160, 100, 50))
        // A VStack with the same children hugs them instead.
        let plain = frames(VStack(alignment: .trailing, spacing: 20) { R(50, 50).id("a"); R(100, 50).id("b") })
        #expect(plain[0] == rect(150, 90, 50, 50))
    }

    @Test("A21: a LazyHStack fills the height and aligns its children inside it")
    func lazyHStackFillsTheHeight() {
        let top = frames(LazyHStack(alignment: .top, spacing: 0) { R(50, 50).id("a"); R(30, 80).id("b") })
        #expect(top[4] == rect(110, 0, 80, 300))
        #expect(top[0] == rect(110, 0, 50, 50))
        let bottom = frames(LazyHStack(alignment: .bottom, spacing: 0) { R(50, 50).id("a"); R(30, 80).id("b") })
        #expect(bottom[0] == rect(110, 250, 50, 50))
        #expect(bottom[1] == rect(160, 220, 30, 80))
        let centred = frames(LazyHStack(spacing: 0) { R(50, 50).id("a") })
        #expect(centred[0] == rect(125, 125, 50, 50))
    }

    @Test("A21: a LazyVStack on a custom guide puts that guide at the guide's default position in its own width")
    func lazyVStackCustomGuide() {
        // OneThird's default is a third of the width: the stack's line is at 300 / 3 = 100; the
        // child's explicit value 10 puts it at 90.
        let h = host(300, 100, LazyVStack(alignment: HorizontalAlignment(OneThird.self)) {
            R(40, 20).alignmentGuide(HorizontalAlignment(OneThird.self)) { _ in 10 }.id("a")
        })
        #expect(h.frame(of: "a")?.minX == 90)
    }

    @Test("LazyHStack gives the frames HStack gives")
    func lazyHStackEqualsHStack() {
        let lazy = frames(LazyHStack(alignment: .top, spacing: 10, pinnedViews: [.sectionHeaders, .sectionFooters]) {
            R(50, 50).id("a")
            Color.blue.id("b")
            R(30, 80).id("c")
        })
        let plain = frames(HStack(alignment: .top, spacing: 10) {
            R(50, 50).id("a")
            Color.blue.id("b")
            R(30, 80).id("c")
        })
        #expect(lazy == plain)
        #expect(lazy[1] == rect(60, 0, 200, 300))
        #expect(lazy[2] == rect(270, 0, 30, 80))
    }

    @Test("Lazy stacks give Spacer and Divider their axis, and the right-to-left order")
    func axisAndDirection() {
        let lazy = frames(LazyHStack { R(50, 50).id("a"); Divider().id("b"); Spacer().id("c") }.environment(\.layoutDirection, .rightToLeft))
        let plain = frames(HStack { R(50, 50).id("a"); Divider().id("b"); Spacer().id("c") }.environment(\.layoutDirection, .rightToLeft))
        #expect(lazy == plain)
        #expect(lazy[0] == rect(250, 125, 50, 50))
    }

    @Test("The dump names the lazy stacks")
    func dumpNames() {
        let h = host(300, 300, LazyVStack { LazyHStack { R(10, 10) } })
        // Each fills across its axis: the LazyHStack is as tall as the LazyVStack is offered, and
        // the LazyVStack as wide as the host.
        #expect(h.dump().hasPrefix("LazyVStack (0, 0, 300, 300)\n  LazyHStack (145, 0, 10, 300)\n"))
    }
}

private enum OneThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
}
