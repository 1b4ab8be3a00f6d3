import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import OpenCombine
import Testing

/// Grid (A15): cases B-50, B-51, B-53 and the rules `GridRule` chose where SwiftUI's
/// documentation is silent.
@Suite("Grid")
@MainActor struct GridTests: CaseFixtures {
    func b50Grid(alignment: Alignment = .center, rowAlignment: VerticalAlignment? = nil, trailingFirstColumn: Bool = false) -> some View {
        Grid(alignment: alignment, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: rowAlignment) {
                if trailingFirstColumn {
                    R(50, 20).gridColumnAlignment(.trailing).id("A")
                } else {
                    R(50, 20).id("A")
                }
                R(30, 40).id("B")
            }
            GridRow {
                R(70, 10).id("C")
                R(10, 10).id("D")
            }
        }
    }

    @Test("B-50 columns as wide as their widest cell, rows as tall as their tallest, cells centred")
    func b50() {
        let h = host(300, 300, b50Grid())
        #expect(h.rootFrame.size == size(100, 50))
        #expect(frame("A", in: h) == rect(10, 10, 50, 20))
        #expect(frame("B", in: h) == rect(70, 0, 30, 40))
        #expect(frame("C", in: h) == rect(0, 40, 70, 10))
        #expect(frame("D", in: h) == rect(80, 40, 10, 10))
    }

    @Test("B-51 gridColumnAlignment, GridRow(alignment:) and the grid's alignment")
    func b51() {
        #expect(frame("A", in: host(300, 300, b50Grid(trailingFirstColumn: true))).minX == 20)
        #expect(frame("A", in: host(300, 300, b50Grid(rowAlignment: .top))).minY == 0)
        let topLeading = host(300, 300, b50Grid(alignment: .topLeading))
        #expect(frame("A", in: topLeading).origin == CGPoint(x: 0, y: 0))
        #expect(frame("D", in: topLeading).origin == CGPoint(x: 70, y: 40))
    }

    @Test("B-53 a flexible column takes the width the rigid one leaves, and the row the height")
    func b53() {
        let h = host(300, 200, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(50, 20).id("r"); Color.blue.id("c") }
        })
        #expect(frame("r", in: h) == rect(0, 90, 50, 20))
        #expect(frame("c", in: h) == rect(50, 0, 250, 200))
    }

    @Test("A15 flexible columns share the remaining width equally; flexible rows the height")
    func flexibleShare() {
        let columns = host(250, 100, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.id("a"); R(50, 10).id("r"); Color.blue.id("b") }
        })
        #expect(frame("a", in: columns) == rect(0, 0, 100, 100))
        #expect(frame("r", in: columns) == rect(100, 45, 50, 10))
        #expect(frame("b", in: columns) == rect(150, 0, 100, 100))
        let rows = host(10, 100, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.id("a") }
            GridRow { R(10, 20).id("r") }
            GridRow { Color.blue.id("b") }
        })
        #expect(frame("a", in: rows) == rect(0, 0, 10, 40))
        #expect(frame("r", in: rows) == rect(0, 40, 10, 20))
        #expect(frame("b", in: rows) == rect(0, 60, 10, 40))
    }

    @Test("A15 (chosen) when space is short, rigid columns are sized first and flexible ones get what is left")
    func shortSpace() {
        // 40 offered: the rigid column (least flexible) is offered 20 and takes its 50; the
        // Color's column is offered nothing and is 0 wide; the grid overflows to 50.
        let h = host(40, 100, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.id("c"); R(50, 10).id("r") }
        })
        #expect(h.rootFrame.size == size(50, 100))
        #expect(frame("c", in: h) == rect(0, 0, 0, 100))
        #expect(frame("r", in: h) == rect(0, 45, 50, 10))
    }

    @Test("A15 the column count is the longest row; short rows leave trailing cells empty")
    func columnCount() {
        let h = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(10, 10).id("a"); R(20, 10).id("b"); R(30, 10).id("c") }
            GridRow { R(40, 10).id("d") }
        })
        #expect(h.rootFrame.size == size(90, 20))
        #expect(frame("d", in: h) == rect(0, 10, 40, 10))
        #expect(frame("c", in: h) == rect(60, 0, 30, 10))
    }

    @Test("A15 nil spacing is 8 between columns and rows")
    func defaultSpacing() {
        let h = host(300, 300, Grid {
            GridRow { R(10, 10).id("a"); R(10, 10).id("b") }
            GridRow { R(10, 10).id("c") }
        })
        #expect(h.rootFrame.size == size(28, 28))
        #expect(frame("b", in: h).minX == 18)
        #expect(frame("c", in: h).minY == 18)
    }

    @Test("A15 a Divider outside any row spans all columns and widens the grid to its proposal")
    func dividerWidensGrid() {
        let h = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(50, 20).id("a"); R(30, 20).id("b") }
            Divider().id("line")
            GridRow { R(50, 20); R(30, 20) }
        })
        // The Divider asks for 300; the 220 the columns lack is shared by both: 160 and 140.
        #expect(h.rootFrame.size == size(300, 41))
        #expect(frame("line", in: h) == rect(0, 20, 300, 1))
        #expect(frame("a", in: h) == rect(55, 0, 50, 20))
        #expect(frame("b", in: h) == rect(215, 0, 30, 20))
    }

    @Test("A15 gridCellUnsizedAxes keeps a flexible cell from sizing its columns")
    func unsizedAxes() {
        let h = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(50, 20); R(30, 20) }
            Divider().gridCellUnsizedAxes(.horizontal).id("line")
        })
        #expect(h.rootFrame.size == size(80, 21))
        #expect(frame("line", in: h) == rect(0, 20, 80, 1))
        // Vertically unsized: a Color follows its row's height instead of taking the grid's.
        let v = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(20, 30); Color.red.gridCellUnsizedAxes(.vertical).id("c") }
        })
        #expect(frame("c", in: v).height == 30)
    }

    @Test("A15 gridCellColumns: a narrow spanning cell is aligned in its columns, a wide one widens them")
    func spanningCells() {
        let narrow = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(50, 10); R(50, 10) }
            GridRow { R(30, 10).gridCellColumns(2).id("s") }
        })
        #expect(frame("s", in: narrow) == rect(35, 10, 30, 10))
        let wide = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(50, 10).id("a"); R(50, 10).id("b") }
            GridRow { R(160, 10).gridCellColumns(2).id("s") }
        })
        #expect(wide.rootFrame.size == size(160, 20))
        #expect(frame("a", in: wide) == rect(15, 0, 50, 10))
        #expect(frame("b", in: wide) == rect(95, 0, 50, 10))
        #expect(frame("s", in: wide) == rect(0, 10, 160, 10))
    }

    @Test("A15 gridCellAnchor places a cell by a unit point inside its cell")
    func cellAnchor() {
        let h = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { R(100, 100); R(20, 20).gridCellAnchor(.bottomTrailing).id("a") }
            GridRow { R(10, 10); R(40, 10) }
        })
        #expect(frame("a", in: h) == rect(120, 80, 20, 20))
    }

    @Test("A15 rows aligned on text baselines; a row grows to hold its aligned cells")
    func baselineRows() {
        let first = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Big").font(.system(size: 20)).id("big")
                Text("small").id("small")
            }
        }.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily))
        #expect(frame("big", in: first) == rect(0, 0, 60, 20))
        #expect(frame("small", in: first) == rect(60, 8, 50, 10))
        // Last baselines 18 (second line of "a\nb") and 16 ("Big"): 18 above the line and 4
        // below it make the row 22 tall, more than either cell.
        let last = host(300, 300, Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .lastTextBaseline) {
                Text("a\nb").id("two")
                Text("Big").font(.system(size: 20)).id("big")
            }
        }.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily))
        #expect(last.rootFrame.size == size(70, 22))
        #expect(frame("two", in: last) == rect(0, 0, 10, 20))
        #expect(frame("big", in: last) == rect(10, 2, 60, 20))
    }

    @Test("A15 a grid reports its cells' baselines as its own (A14.4)")
    func gridBaselines() {
        let h = host(300, 300, HStack(alignment: .firstTextBaseline, spacing: 0) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { R(10, 30); Text("a") }
            }.id("grid")
            R(10, 10).id("r")
        }.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily))
        // The text is centred in its 30-tall row: baseline 10 + 8 = 18, where the rectangle's bottom goes.
        #expect(frame("r", relativeTo: "grid", in: h).minY == 8)
    }

    @Test("GridLayout through AnyLayout lays out like Grid")
    func gridLayoutValue() {
        let layout = AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0))
        let h = host(300, 300, layout {
            GridRow { R(50, 20).id("A"); R(30, 40).id("B") }
            GridRow { R(70, 10).id("C"); R(10, 10).id("D") }
        })
        #expect(frame("A", in: h) == rect(10, 10, 50, 20))
        #expect(frame("D", in: h) == rect(80, 40, 10, 10))
    }

    @Test("A17 a grid in right-to-left mirrors its columns")
    func rightToLeft() {
        let h = host(300, 300, b50Grid().environment(\.layoutDirection, .rightToLeft))
        #expect(frame("A", in: h) == rect(40, 10, 50, 20))
        #expect(frame("B", in: h) == rect(0, 0, 30, 40))
        #expect(frame("D", in: h) == rect(10, 40, 10, 10))
    }

    @Test("GridRow outside a Grid contributes its views like a Group")
    func rowOutsideGrid() {
        let h = host(300, 300, VStack { GridRow { R(10, 10).id("a"); R(10, 10).id("b") } })
        #expect(frame("b", in: h).minY == 18)
    }

    @Test("Bad cell modifiers are reported")
    func diagnostics() {
        let h = host(300, 300, Grid {
            GridRow { R(10, 10).gridCellColumns(0).gridColumnAlignment(.leading); R(10, 10) }
            GridRow { R(20, 10).gridColumnAlignment(.trailing) }
        })
        #expect(h.diagnostics.contains { $0.contains("gridCellColumns(0)") })
        #expect(h.diagnostics.contains { $0.contains("Grid column 0 has conflicting gridColumnAlignment values; the first one (Leading) is used.") })
        #expect(host(100, 100, Grid {}).rootFrame.size == size(0, 0))
    }

    @Test("The same gridColumnAlignment on every row (Apple's Leaderboard sample) is not reported")
    func sameColumnAlignmentOnEveryRow() {
        let h = host(300, 300, Grid {
            GridRow { R(10, 10).gridColumnAlignment(.trailing); R(10, 10) }
            GridRow { R(20, 10).gridColumnAlignment(.trailing); R(10, 10) }
            GridRow { R(30, 10).gridColumnAlignment(.trailing); R(10, 10) }
        })
        #expect(h.diagnostics.isEmpty)
    }

    /// A15 across an update: when a cell's change moves the column lines, the cells of rows
    /// whose own size did not change move with them (the grid hands each row its cells).
    @Test("Cells of an unchanged row follow columns that moved")
    func cellsOfAnUnchangedRowFollowMovedColumns() {
        let split = ColumnSplit()
        let host = HostingView(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { SplitCells(split: split) }
            GridRow {
                Color.red.frame(width: 10, height: 10).id("C")
                Color.red.frame(width: 10, height: 10).id("D")
            }
        }, size: CGSize(width: 100, height: 100))
        // Columns 10 and 30: the grid is 40 × 20, centred.
        #expect(host.frame(of: "D") == CGRect(x: 50, y: 50, width: 10, height: 10))
        split.first = 30
        host.update()
        // Columns 30 and 10: the grid and the second row keep their sizes, the line between the
        // columns moves.
        #expect(host.frame(of: "C") == CGRect(x: 40, y: 50, width: 10, height: 10))
        #expect(host.frame(of: "D") == CGRect(x: 60, y: 50, width: 10, height: 10))
    }

    /// A20.1 through a Grid: measured at ∞ (an enclosing stack's probe), a column that takes ∞
    /// leaves ∞ for the next, which is offered ∞ rather than ∞ − ∞.
    @Test("A Grid measured at ∞ offers ∞ to every column, never NaN")
    func gridMeasuredAtInfinityOffersInfinity() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Color.red.id("first")
                    Color.blue.id("second")
                }
            }.id("grid")
            Color.green.frame(width: 10)
        }, size: CGSize(width: 100, height: 50))
        #expect(host.frame(of: "grid") == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(host.frame(of: "second") == CGRect(x: 45, y: 0, width: 45, height: 50))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    /// A14.4 through a Grid: its explicit guide merges its cells' where the grid puts them, on
    /// the first layout too (the grid works out its rows' cells whenever it is asked).
    @Test("A Grid reports its cells' explicit guides on the first layout")
    func gridReportsCellGuidesOnFirstLayout() {
        let mark = VerticalAlignment(GridMark.self)
        let host = HostingView(rootView: HStack(alignment: mark, spacing: 0) {
            Grid {
                GridRow { Color.red.frame(width: 10, height: 30).alignmentGuide(mark) { _ in 5 } }
            }.id("grid")
            Color.blue.frame(width: 10, height: 10).id("mark")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "grid") == CGRect(x: 40, y: 35, width: 10, height: 30))
        #expect(host.frame(of: "mark") == CGRect(x: 50, y: 40, width: 10, height: 10))
    }

    @Test("A15 the cell a row's height comes from is offered again the height it answered it to")
    func rowSetterKeepsItsOffer() {
        let offers = Offers()
        let host = HostingView(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.id("colour")
                GrowsPastOffer(offers: offers, grows: .vertical) { Color.clear }.id("grows")
            }
        }, size: CGSize(width: 300, height: 100))
        // The row is offered 100: the colour answers 100, the other cell 105, the row's height.
        // The colour fills the row; the other cell is placed at the 100 it answered 105 to (and
        // at the 150 its column offered it first, which it answered with its 10-point width).
        // (Offered 105 it would answer 110, and a Grid in its place would ask its own cells
        // again at every level of nesting.)
        #expect(host.frame(of: "colour") == CGRect(x: 0, y: -2.5, width: 290, height: 105))
        #expect(host.frame(of: "grows") == CGRect(x: 290, y: -2.5, width: 10, height: 105))
        #expect(Set(offers.offered.map(\.height)) == [nil, 100])
        #expect(offers.placedAt == [ProposedViewSize(width: 150, height: 100)])
    }

    @Test("A15 the cell a column's width comes from is offered again the width it answered it to")
    func columnSetterKeepsItsOffer() {
        let offers = Offers()
        let host = HostingView(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 8) {
            GridRow { GrowsPastOffer(offers: offers, grows: [.horizontal, .vertical]) { Color.clear }.id("grows") }
            GridRow { Color.red.frame(height: 20).id("colour") }
        }, size: CGSize(width: 100, height: 300))
        // The one column is offered 100: 105 from the growing cell, the column's width, which
        // the colour fills. The rigid row is sized first (20 of 146), the other row is offered
        // the 272 left and is 277. The growing cell keeps the 100 × 272 it answered those to.
        #expect(host.frame(of: "grows") == CGRect(x: -2.5, y: -2.5, width: 105, height: 277))
        #expect(host.frame(of: "colour") == CGRect(x: -2.5, y: 282.5, width: 105, height: 20))
        #expect(Set(offers.offered.map(\.width)) == [100])
        #expect(offers.placedAt == [ProposedViewSize(width: 100, height: 272)])
    }
}

/// A guide whose default is a view's top.
private enum GridMark: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.top] }
}

/// How 40 points are split between two cells.
private final class ColumnSplit: ObservableObject, @unchecked Sendable {
    @Published var first: CGFloat = 10
}

/// Two cells of one row, 40 points wide together, split as `split` says.
private struct SplitCells: View {
    @ObservedObject var split: ColumnSplit
    var body: some View {
        Color.blue.frame(width: split.first, height: 10).id("A")
        Color.blue.frame(width: 40 - split.first, height: 10).id("B")
    }
}

/// What a `GrowsPastOffer` was offered, and placed at.
private final class Offers: @unchecked Sendable {
    var offered: [ProposedViewSize] = []
    var placedAt: [ProposedViewSize] = []
}

/// 5 points larger than it is offered along `grows` (10 where it is not offered a length, and
/// 10 wide along an axis it does not grow on), as a Grid whose aligned cells reach past its rows
/// is; its one subview fills it.
private struct GrowsPastOffer: Layout {
    let offers: Offers
    let grows: Axis.Set
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        offers.offered.append(proposal)
        return CGSize(width: grows.contains(.horizontal) ? (proposal.width ?? 5) + 5 : 10,
                      height: grows.contains(.vertical) ? (proposal.height ?? 5) + 5 : 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        offers.placedAt.append(proposal)
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
