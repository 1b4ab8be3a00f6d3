import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A chain of `depth` containers alternating HStack/VStack, each holding a flexible child, a
/// Spacer and the next container.
@MainActor func alternatingChain(_ depth: Int) -> AnyView {
    if depth == 0 { return AnyView(Color.red) }
    if depth.isMultiple(of: 2) {
        return AnyView(HStack { Color.blue; Spacer(); alternatingChain(depth - 1) })
    }
    return AnyView(VStack { Color.blue; Spacer(); alternatingChain(depth - 1) })
}

@Suite("Engine: remembered answers")
@MainActor struct MeasurementCacheTests {
    /// Stacks probe each child at 0, ∞ and the real size, and again when placing. Without
    /// remembered answers a chain of 100 stacks would cost 3^100 computations; with them each
    /// level costs a bounded number (about 35 here: 3 nodes, each answering a few proposals, and
    /// leaves, which answer by arithmetic instead of remembering, counted each time they answer).
    @Test("100 nested HStack/VStack levels cost size computations linear in depth")
    func nestedStacksAreLinear() {
        func count(_ depth: Int) -> LayoutStatistics {
            HostingView(rootView: alternatingChain(depth), size: CGSize(width: 400, height: 300)).statistics
        }
        let (d25, d50, d100) = (count(25), count(50), count(100))
        #expect(d100.sizeComputations <= 45 * 100)
        #expect(d50.sizeComputations <= 45 * 50)
        // The cost per level stays the same as the chain deepens: levels 50…100 cost no more
        // each than levels 25…50 (plus a little for the top levels, which see more proposals).
        let perLevelDeep = Double(d100.sizeComputations - d50.sizeComputations) / 50
        let perLevelShallow = Double(d50.sizeComputations - d25.sizeComputations) / 25
        #expect(perLevelDeep <= perLevelShallow + 2)
        #expect(Double(d100.sizeComputations) < 2.2 * Double(d50.sizeComputations))
        // Every node is placed exactly once: 3 per level plus the innermost colour.
        #expect(d100.placements == 3 * 100 + 1)
    }

    @Test("A new host size reuses remembered answers")
    func resizingReusesAnswers() {
        let host = HostingView(rootView: alternatingChain(40), size: CGSize(width: 400, height: 300))
        let first = host.statistics
        host.size = CGSize(width: 400, height: 300)
        #expect(host.statistics.sizeComputations == 0)
        #expect(host.statistics.placements == 0)
        #expect(host.statistics.cacheHits == 1)
        host.size = CGSize(width: 320, height: 300)
        #expect(host.statistics.sizeComputations < first.sizeComputations)
        #expect(host.statistics.cacheHits > 0)
    }

    @Test("A stack asks each child once per distinct proposal")
    func eachProposalComputedOnce() {
        // An HStack of three flexible frames: the stack probes each child at width 0 and ∞,
        // then offers the real share: 3 children × 3 proposals, plus the stack itself. These
        // frames answer without asking their rectangles. Placing repeats the distribution of the
        // final measurement, which the stack remembers, so it asks its children nothing (0 hits);
        // then each frame places its rectangle, a leaf that answers by arithmetic (3 more
        // computations: leaves are never remembered).
        func cell() -> some View { Rectangle().frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity) }
        let hosting = HostingView(rootView: HStack { cell(); cell(); cell() }, size: CGSize(width: 316, height: 50))
        #expect(hosting.statistics.sizeComputations == 1 + 3 * 3 + 3)
        #expect(hosting.statistics.cacheHits == 0)
    }
}

/// A layout that asks its one subview `widths` proposals (width 1, 2, … at a nil height), twice
/// over, when sized.
private struct ManyProposals: Layout {
    var widths: Int
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var widest: CGFloat = 0
        for _ in 0..<2 {
            for width in 1...widths { widest = max(widest, subviews[0].sizeThatFits(ProposedViewSize(width: CGFloat(width), height: nil)).width) }
        }
        return CGSize(width: widest, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// `depth` Grids nested through a cell each, two rows of two cells per level, around a padded
/// Text; and the same cells in one Grid of `depth` rows.
@MainActor private func nestedGrids(_ depth: Int) -> AnyView {
    if depth == 0 { return AnyView(Text("leaf text here").padding(2)) }
    return AnyView(Grid {
        GridRow { Text("a\(depth)"); nestedGrids(depth - 1) }
        GridRow { Color.red.frame(width: 10); Text("b") }
    })
}

@MainActor private func flatGrid(_ rows: Int) -> some View {
    Grid {
        ForEach(1...rows, id: \.self) { row in
            GridRow { Text("a\(row)"); Color.red.frame(width: 10); Text("b") }
        }
        Text("leaf text here").padding(2)
    }
}

/// `depth` one-cell Grids, each the only cell of the one above, around a Text.
@MainActor private func singleCellGrids(_ depth: Int) -> AnyView {
    depth == 0 ? AnyView(Text("leaf")) : AnyView(Grid { GridRow { singleCellGrids(depth - 1) } })
}

@Suite("Engine: answers past a node's remembered slots")
@MainActor struct SizeCacheOverflowTests {
    @Test("A node asked more distinct proposals in one pass than its slots hold computes each once")
    func overflowingProposalsAreComputedOnce() {
        // 40 distinct proposals, each asked twice while sizing: the VStack (a remembering node)
        // computes 40 answers, not 80, though its line holds 12. Its Color, a leaf, answers by
        // arithmetic each time it is asked: once per computation of the stack.
        let host = HostingView(rootView: ManyProposals(widths: 40) { VStack { Color.red } }, size: CGSize(width: 100, height: 100))
        let stacks = host.statistics.sizeComputations
        #expect(stacks == 1 + 40 * 2 + 1 + 2 + 1, "\(host.statistics)")
        #expect(host.statistics.cacheHits == 40)
    }

    @Test("24 Grids nested in each other's cells cost under 10× the size computations of the same cells in one Grid (issue 27, item 4)")
    func nestedGridsArePolynomial() {
        let flat = HostingView(rootView: flatGrid(24), size: CGSize(width: 390, height: 800)).statistics
        let nested = (12...24).map { HostingView(rootView: nestedGrids($0), size: CGSize(width: 390, height: 800)).statistics }
        #expect(flat.sizeComputations == 609)
        #expect(nested.last?.sizeComputations == 878)
        #expect(Double(nested.last?.sizeComputations ?? .max) < 10 * Double(flat.sizeComputations))
        // Growth per level stays bounded as the nesting deepens (it multiplied by 1.8 per level
        // while a grid's inner grids forgot answers round-robin).
        let steps = zip(nested, nested.dropFirst()).map { $1.sizeComputations - $0.sizeComputations }
        #expect(steps.allSatisfy { $0 < 400 }, "\(steps)")
    }

    @Test("A Grid with one column or one row sizes it without probing its cells at 0 and ∞")
    func singleTrackGridsSkipFlexibilityProbes() {
        // A one-cell Grid asks its cell's width at its offer, then its height at that offer and
        // the offered height, and places it there, since its answers are the column's width and
        // the row's height (A15): no order to find between tracks. (With the probes at 0 and ∞:
        // 121 computations and 748 recalled answers; offered its answers again as well: 40.)
        let host = HostingView(rootView: singleCellGrids(10), size: CGSize(width: 300, height: 200))
        #expect(host.statistics.sizeComputations == 21, "\(host.statistics)")
        #expect(host.statistics.cacheHits == 106)
    }
}

/// A layout that proposes NaN to its one subview and reads that subview's first baseline there,
/// as the fuzzer's hostile layout does.
private struct NaNProposingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let nan = ProposedViewSize(width: .nan, height: .nan)
        _ = subviews[0].dimensions(in: nan)[VerticalAlignment.firstTextBaseline]
        subviews[0].place(at: bounds.origin, proposal: nan)
    }
}

@Suite("Engine: remembered explicit guides")
@MainActor struct ExplicitGuideMemoTests {
    /// An overlay's baseline is its primary view's, found by arranging it: each level asks the
    /// level below at the same proposal. Remembered by their bits, guides asked at a NaN proposal
    /// are found again (compared with `==`, NaN never was, and 12 levels took minutes).
    @Test("Nested overlays' guides asked at a NaN proposal cost work linear in the nesting (fuzzer find)")
    func nanProposalGuidesAreRemembered() {
        func nested(_ depth: Int) -> AnyView {
            depth == 0 ? AnyView(Text("x")) : AnyView(nested(depth - 1).overlay(Rectangle()))
        }
        func statistics(_ depth: Int) -> LayoutStatistics {
            let host = HostingView(rootView: NaNProposingLayout { nested(depth) }.environment(\.defaultFontFamily, Font.testFontFamily),
                                   size: CGSize(width: 320, height: 240))
            return host.statistics
        }
        // Twice the levels, twice the work (it was 3^depth: 729 and 531,441 answers recalled).
        let (d6, d12) = (statistics(6), statistics(12))
        #expect(d6.cacheHits == 23)
        #expect(d12.cacheHits == 47)
        #expect(d6.sizeComputations == 30)
        #expect(d12.sizeComputations == 60)
    }

    /// A Grid's guide merges its cells' where it puts them (its geometry), and aligning its rows
    /// on baselines asks its cells' guides: a Grid in a Grid's cell was worked out again at every
    /// level of the nesting (the fuzzer's `nested-grids-timeout`).
    @Test("Nested Grids aligned on baselines work out each grid's guides once per pass")
    func nestedGridGuidesAreRemembered() {
        func nested(_ depth: Int) -> AnyView {
            guard depth > 0 else { return AnyView(Text("x")) }
            return AnyView(Grid { GridRow(alignment: .firstTextBaseline) { nested(depth - 1); Text("y") } })
        }
        func statistics(_ depth: Int) -> LayoutStatistics {
            HostingView(rootView: nested(depth).environment(\.defaultFontFamily, Font.testFontFamily),
                        size: CGSize(width: 320, height: 240)).statistics
        }
        // Each answer is computed once either way; recalled answers were 1,320 and 105,955
        // (exponential in the depth) while every level worked its inner grids out again.
        let (d4, d8) = (statistics(4), statistics(8))
        #expect(d4.sizeComputations == 43)
        #expect(d8.sizeComputations == 70)
        #expect(d4.cacheHits == 296)
        #expect(d8.cacheHits == 689)
    }
}

/// Counts the proposals it answers, through a reference the test keeps.
private final class AnswerCount: @unchecked Sendable { var answers = 0; var asked: [ProposedViewSize] = [] }

/// A leaf layout that counts its answers.
private struct CountedLeaf: Layout {
    let count: AnswerCount
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        count.answers += 1
        count.asked.append(proposal)
        return CGSize(width: min(proposal.width ?? 10, 50), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Asks its one subview for `widths` twice over, then places it at its own width.
private struct AsksManyWidths: Layout {
    let widths: [CGFloat]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        for _ in 0..<2 { for width in widths { _ = subview.sizeThatFits(ProposedViewSize(width: width, height: 10)) } }
        return subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: 10))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: 10))
    }
}

extension MeasurementCacheTests {
    /// A node's room for answers starts small and grows when it is asked more distinct proposals
    /// (`SizeCache.firstSlots`, then `slotsPerNode`): no answer it was given is worked out again.
    @Test("A node asked twelve distinct proposals, the first ten twice, answers each once")
    func growingRoomKeepsEveryAnswer() {
        let count = AnswerCount()
        let widths: [CGFloat] = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]
        _ = HostingView(rootView: AsksManyWidths(widths: widths) { CountedLeaf(count: count) { EmptyView() } },
                        size: CGSize(width: 100, height: 100))
        // Ten widths twice, then the host's 100, then the 50 its answer made the bounds.
        #expect(count.answers == 12, "\(count.asked)")
    }
}
