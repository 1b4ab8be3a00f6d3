import Testing
import Arrange

/// LazyVStack and LazyHStack lay out exactly as VStack and HStack (A4); pinnedViews has no
/// effect on layout.
@Suite("Containers: LazyVStack and LazyHStack")
struct LazyStackTests: CaseFixtures {

    let ids = ["a", "b", "c", "d"]

    func frames<V: View>(_ view: V, _ width: CGFloat = 300, _ height: CGFloat = 300) -> [CGRect?] {
        let h = host(width, height, view)
        return ids.map { h.frame(of: $0) } + [h.rootFrame]
    }

    @Test("LazyVStack gives the frames VStack gives (alignment, spacing, Spacer, flexible views)")
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

        let spaced = frames(LazyVStack(alignment: .trailing, spacing: 20) { R(50, 50).id("a"); R(100, 50).id("b") })
        #expect(spaced == frames(VStack(alignment: .trailing, spacing: 20) { R(50, 50).id("a"); R(100, 50).id("b") }))
        #expect(spaced[0] == rect(150, 90, 50, 50))
        #expect(spaced[1] == rect(100, 160, 100, 50))
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
        #expect(h.dump().hasPrefix("LazyVStack (145, 145, 10, 10)\n  LazyHStack (145, 145, 10, 10)\n"))
    }
}
