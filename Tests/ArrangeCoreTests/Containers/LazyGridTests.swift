import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// LazyVGrid and LazyHGrid: objc.io's LazyVGrid model (A15 note) with spacing, as documented on
/// Arrange's `LazyGridLayout` and `LazyGridTracks`.
@Suite("Containers: LazyVGrid and LazyHGrid")
@MainActor struct LazyGridTests: CaseFixtures {

    /// A cell that fills its column's width and is `height` tall.
    func bar(_ height: CGFloat) -> some View {
        Color.red.frame(height: height)
    }

    @Test("Fixed, flexible and adaptive columns: widths, rows and cell alignment")
    func fixedFlexibleAdaptive() {
        // 300 − 2 × 8 spacing = 284; fixed 50 → 234 left; flexible offered 234/2 = 117, clamped
        // to 60 → 174 left; adaptive offered 174: floor((174 + 8) / (30 + 8)) = 4 columns of
        // (174 − 3 × 8) / 4 = 37.5. Columns at x = 0, 58, 126, 171.5, 217, 262.5.
        let h = host(300, 200, LazyVGrid(columns: [
            GridItem(.fixed(50)),
            GridItem(.flexible(minimum: 20, maximum: 60)),
            GridItem(.adaptive(minimum: 30)),
        ], spacing: 10) {
            R(30, 20).id(0)
            bar(40).id(1)
            bar(10).id(2)
            bar(10).id(3)
            bar(10).id(4)
            bar(10).id(5)
            R(50, 30).id(6)
            bar(10).id(7)
        })
        // Six columns fill the 300; rows 40 and 30 tall, 10 apart.
        #expect(h.rootFrame == rect(0, 60, 300, 80))
        #expect(frame(0, in: h) == rect(10, 10, 30, 20))
        #expect(frame(1, in: h) == rect(58, 0, 60, 40))
        #expect(frame(2, in: h) == rect(126, 15, 37.5, 10))
        #expect(frame(3, in: h) == rect(171.5, 15, 37.5, 10))
        #expect(frame(4, in: h) == rect(217, 15, 37.5, 10))
        #expect(frame(5, in: h) == rect(262.5, 15, 37.5, 10))
        #expect(frame(6, in: h) == rect(0, 50, 50, 30))
        #expect(frame(7, in: h) == rect(58, 60, 60, 10))
        #expect(h.diagnostics.isEmpty)
    }

    @Test("objc.io quiz #1: fixed 70 and adaptive(minimum: 40) in 200 make columns 70, 57, 57")
    func objcioFixedAndAdaptive() {
        let h = host(200, 100, LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 0) {
            bar(20).id(0)
            bar(20).id(1)
            bar(20).id(2)
            bar(20).id(3)
        }.frame(width: 200))
        #expect(frame(0, in: h) == rect(0, 0, 70, 20))
        #expect(frame(1, in: h) == rect(78, 0, 57, 20))
        #expect(frame(2, in: h) == rect(143, 0, 57, 20))
        #expect(frame(3, in: h) == rect(0, 20, 70, 20))
    }

    @Test("A21 (objc.io quiz #2): flexible(minimum: 140) and adaptive(minimum: 70) in 200 make columns 140 and 52")
    func adaptiveIsNotClampedUpToItsMinimum() {
        let h = host(200, 100, LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) {
            bar(20).id(0)
            bar(20).id(1)
        })
        #expect(frame(0, in: h) == rect(0, 0, 140, 20))
        #expect(frame(1, in: h) == rect(148, 0, 52, 20))
    }

    @Test("A21: one adaptive(minimum: 80) column in 50 is 50 wide at x 0")
    func adaptiveNarrowerThanItsMinimum() {
        let h = host(50, 100, LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { bar(20).id(0) }.id("grid"))
        #expect(h.frame(of: "grid")?.width == 50)
        #expect(h.frame(of: 0) == rect(0, 40, 50, 20))
    }

    @Test("Ideal width (nil proposal): as for 10, so flexible columns take their minimum")
    func idealWidth() {
        // Two default flexible columns (minimum 10): 10 + 8 + 10.
        let two = host(300, 200, LazyVGrid(columns: [GridItem(), GridItem()]) { bar(10); bar(10) })
        #expect(two.sizeThatFits(.unspecified) == size(28, 10))
        #expect(two.sizeThatFits(ProposedViewSize(width: nil, height: 500)) == size(28, 10))

        // Fixed 50, flexible minimum 20, adaptive minimum 30 (one column): 50 + 8 + 20 + 8 + 30.
        // Three columns, so three rows: 40, 10 and 30 tall, 10 apart.
        let mixed = host(300, 200, LazyVGrid(columns: [
            GridItem(.fixed(50)),
            GridItem(.flexible(minimum: 20, maximum: 60)),
            GridItem(.adaptive(minimum: 30)),
        ], spacing: 10) {
            R(30, 20).id(0)
            bar(40).id(1)
            bar(10).id(2)
            bar(10).id(3)
            bar(10).id(4)
            bar(10).id(5)
            R(50, 30).id(6)
            bar(10).id(7)
        }.fixedSize())
        #expect(mixed.sizeThatFits(.unspecified) == size(116, 100))
        // Placed at its ideal size, the columns are those of the ideal size.
        #expect(mixed.rootFrame == rect(92, 50, 116, 100))
        #expect(frame(1, in: mixed) == rect(58, 0, 20, 40))
        #expect(frame(2, in: mixed) == rect(86, 15, 30, 10))
        #expect(frame(3, in: mixed) == rect(0, 50, 50, 10))
        #expect(frame(6, in: mixed) == rect(0, 70, 50, 30))
    }

    @Test("The grid fills the offered width; alignment places the columns in it")
    func fixedColumnsNarrowerThanTheProposal() {
        func grid(_ alignment: HorizontalAlignment) -> some View {
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: alignment) {
                R(50, 20).id(0)
                R(50, 20).id(1)
            }
        }
        // The columns are 108 wide together; the grid is 300.
        let center = host(300, 100, grid(.center))
        #expect(center.rootFrame == rect(0, 40, 300, 20))
        #expect(frame(0, in: center) == rect(96, 0, 50, 20))
        #expect(frame(1, in: center) == rect(154, 0, 50, 20))
        let leading = host(300, 100, grid(.leading))
        #expect(frame(0, in: leading) == rect(0, 0, 50, 20))
        #expect(frame(1, in: leading) == rect(58, 0, 50, 20))
        let trailing = host(300, 100, grid(.trailing))
        #expect(frame(0, in: trailing) == rect(192, 0, 50, 20))
        #expect(frame(1, in: trailing) == rect(250, 0, 50, 20))
    }

    @Test("Cell alignment: the item's, else the grid's across and centred down")
    func cellAlignment() {
        let h = host(300, 100, LazyVGrid(columns: [
            GridItem(.fixed(50), alignment: .topLeading),
            GridItem(.fixed(50)),
            GridItem(.fixed(50), alignment: .bottomTrailing),
        ], alignment: .leading) {
            R(20, 10).id(0)
            R(20, 10).id(1)
            R(20, 30).id(2)
        })
        // Row 30 tall; columns at 0, 58, 116.
        #expect(frame(0, in: h) == rect(0, 0, 20, 10))
        #expect(frame(1, in: h) == rect(58, 10, 20, 10))
        #expect(frame(2, in: h) == rect(146, 0, 20, 30))
    }

    @Test("Columns that overflow: the grid takes their width and lays them out again for it")
    func overflowingColumnsAreLaidOutAgain() {
        // Offered 200: 192 → 96, then 96 clamped to 120: 96 + 8 + 120 = 224, so the grid is 224
        // wide (centred in the 200 frame at x = −12). Placed at 224 (objc.io's model): 216 →
        // 108, then 120: 236, centred in 224 at −6.
        let h = host(200, 100, LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            bar(20).id(0)
            bar(20).id(1)
        }.id("grid").frame(width: 200))
        #expect(frame("grid", in: h) == rect(-12, 0, 224, 20))
        #expect(frame(0, in: h) == rect(-18, 0, 108, 20))
        #expect(frame(1, in: h) == rect(98, 0, 120, 20))
    }

    @Test("LazyHGrid: the transpose (rows from the height, filled top to bottom)")
    func lazyHGrid() {
        // 100 − 8 = 92; fixed 40, flexible 52. Rows at y = 0 and 48.
        let h = host(200, 100, LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible())], spacing: 10) {
            R(30, 20).id(0)
            Color.red.frame(width: 50).id(1)
            R(20, 40).id(2)
        })
        // Columns 50 and 20 wide, 10 apart.
        #expect(h.rootFrame == rect(60, 0, 80, 100))
        #expect(frame(0, in: h) == rect(10, 10, 30, 20))
        #expect(frame(1, in: h) == rect(0, 48, 50, 52))
        #expect(frame(2, in: h) == rect(60, 0, 20, 40))
    }

    @Test("LazyHGrid alignment places the rows in the grid's height")
    func lazyHGridAlignment() {
        let h = host(200, 100, LazyHGrid(rows: [GridItem(.fixed(30))], alignment: .top) {
            R(20, 30).id(0)
            R(20, 30).id(1)
        })
        #expect(h.rootFrame == rect(76, 0, 48, 100))
        #expect(frame(0, in: h) == rect(0, 0, 20, 30))
        #expect(frame(1, in: h) == rect(28, 0, 20, 30))
    }

    @Test("A17 right-to-left: columns run from the right")
    func rightToLeft() {
        let h = host(300, 100, LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(100))], alignment: .leading) {
            R(50, 20).id(0)
            R(100, 20).id(1)
        }.environment(\.layoutDirection, .rightToLeft))
        #expect(frame(0, in: h) == rect(250, 0, 50, 20))
        #expect(frame(1, in: h) == rect(142, 0, 100, 20))
    }

    @Test("Nil spacings are 8 between columns and between rows")
    func defaultSpacing() {
        let h = host(300, 100, LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), spacing: 20), GridItem(.fixed(50))], alignment: .leading) {
            R(50, 10).id(0)
            R(50, 10).id(1)
            R(50, 10).id(2)
            R(50, 10).id(3)
        })
        #expect(frame(1, in: h) == rect(58, 0, 50, 10))
        #expect(frame(2, in: h) == rect(128, 0, 50, 10))
        #expect(frame(3, in: h) == rect(0, 18, 50, 10))
    }

    @Test("pinnedViews has no effect on layout")
    func pinnedViews() {
        let plain = host(300, 100, LazyVGrid(columns: [GridItem(), GridItem()]) { bar(10).id(0); bar(20).id(1) })
        let pinned = host(300, 100, LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: [.sectionHeaders, .sectionFooters]) { bar(10).id(0); bar(20).id(1) })
        #expect(plain.frame(of: 0) == pinned.frame(of: 0))
        #expect(plain.frame(of: 1) == pinned.frame(of: 1))
        #expect(frame(1, in: plain) == rect(154, 0, 146, 20))
    }

    @Test("Bad GridItem values get replaced and reported")
    func badItems() {
        let h = host(300, 100, LazyVGrid(columns: [
            GridItem(.fixed(-10)),
            GridItem(.flexible(minimum: 50, maximum: 20)),
            GridItem(.fixed(30), spacing: .nan),
        ], alignment: .leading, spacing: .infinity) {
            R(10, 10).id(0)
            R(10, 10).id(1)
            R(10, 10).id(2)
            R(10, 10).id(3)
        })
        // Columns 0, 50 (the maximum raised to the minimum) and 30: at x = 0, 8, 66.
        #expect(frame(0, in: h) == rect(0, 0, 10, 10))
        #expect(frame(1, in: h) == rect(8, 0, 10, 10))
        #expect(frame(2, in: h) == rect(66, 0, 10, 10))
        // The infinite row spacing is the default 8.
        #expect(frame(3, in: h) == rect(0, 18, 10, 10))
        #expect(h.diagnostics.count == 4)
        #expect(h.diagnostics.contains { $0.contains("fixed size -10") })
        #expect(h.diagnostics.contains { $0.contains("maximum 20 is below its minimum 50") })
        #expect(h.diagnostics.contains { $0.contains("spacing nan") })
        #expect(h.diagnostics.contains { $0.contains("LazyVGrid spacing inf") })
    }

    @Test("An adaptive item that would fit unboundedly many columns makes one, reported")
    func unboundedAdaptive() {
        let h = host(300, 100, LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
            bar(10).id(0)
            bar(10).id(1)
        })
        #expect(frame(0, in: h) == rect(0, 0, 300, 10))
        #expect(frame(1, in: h) == rect(0, 18, 300, 10))
        #expect(h.diagnostics.count == 1)
        // A tiny minimum is limited to 1000 columns.
        let tiny = host(300, 100, LazyVGrid(columns: [GridItem(.adaptive(minimum: 0.001), spacing: 0)]) { bar(10).id(0) })
        #expect(close(frame(0, in: tiny), rect(0, 0, 0.3, 10)))
        #expect(tiny.diagnostics.count == 1)
    }

    @Test("A grid without columns shows none of its children, reported")
    func noColumns() {
        let h = host(300, 100, LazyVGrid(columns: []) { bar(10).id(0) })
        #expect(h.frame(of: 0) == nil)
        #expect(h.rootFrame == rect(0, 50, 300, 0))
        #expect(h.diagnostics == ["LazyVGrid has no columns; its 1 subviews are not shown."])
    }
}
