import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

private struct TagKey: LayoutValueKey {
    static let defaultValue = -1
}

/// `LayoutSubviews` indexing and slicing, and the `LayoutSubview` proxies, observed inside a
/// custom `Layout` (A18). Slices are collections of their own, indexed from 0, as in SwiftUI (A21).
@Suite("LayoutSubviews and LayoutSubview API")
@MainActor struct LayoutSubviewsUnits {
    /// Four children tagged 0…3 through a layout value, so a test can tell which subview it holds.
    static func observe<T: Sendable>(_ initial: T, _ look: @escaping @Sendable (LayoutSubviews, inout T) -> Void) -> T {
        let recorder = Recorder(initial)
        let probe = UnitProbeLayout(onSize: { _, subviews in recorder.update { look(subviews, &$0) } })
        _ = HostingView(rootView: probe {
            Color.red.layoutValue(key: TagKey.self, value: 0)
            Color.blue.layoutValue(key: TagKey.self, value: 1)
            Color.green.layoutValue(key: TagKey.self, value: 2)
            Color.yellow.layoutValue(key: TagKey.self, value: 3)
        }, size: CGSize(width: 200, height: 200))
        return recorder.value
    }

    nonisolated static func tags(_ subviews: LayoutSubviews) -> [Int] { subviews.map { $0[TagKey.self] } }

    @Test("Indices, count, subscripts and iteration of the whole collection")
    func whole() {
        struct Seen: Equatable, Sendable {
            var start = -1, end = -1, count = -1, indices: [Int] = [], tags: [Int] = [], byIndex: [Int] = []
            var firstTag = -1, lastTag = -1, isEmpty = true
        }
        let seen = Self.observe(Seen()) { subviews, seen in
            seen = Seen(
                start: subviews.startIndex, end: subviews.endIndex, count: subviews.count,
                indices: Array(subviews.indices), tags: Self.tags(subviews),
                byIndex: (0..<4).map { subviews[$0][TagKey.self] },
                firstTag: subviews.first?[TagKey.self] ?? -1, lastTag: subviews.last?[TagKey.self] ?? -1,
                isEmpty: subviews.isEmpty)
        }
        #expect(seen == Seen(start: 0, end: 4, count: 4, indices: [0, 1, 2, 3], tags: [0, 1, 2, 3],
                             byIndex: [0, 1, 2, 3], firstTag: 0, lastTag: 3, isEmpty: false))
    }

    @Test("A21: subviews[1...] is a collection of its own, indexed from 0")
    func partialRangeFrom() {
        let seen = Self.observe([Int]()) { subviews, seen in
            let tail = subviews[1...]
            seen = [tail.startIndex, tail.endIndex, tail.count, tail[0][TagKey.self], tail[2][TagKey.self]]
        }
        #expect(seen == [0, 3, 3, 1, 3])
    }

    @Test("A21: subviews[2..<n][0] is the third subview")
    func sliceIndexZeroIsTheSlicesFirst() {
        let seen = Self.observe([Int]()) { subviews, seen in
            seen = [subviews[2..<subviews.count][0][TagKey.self], subviews[2...][1][TagKey.self]]
        }
        #expect(seen == [2, 3])
    }

    @Test("A21: subviews[1...2] is indexed from 0")
    func closedRange() {
        let seen = Self.observe([Int]()) { subviews, seen in
            let slice = subviews[1...2]
            seen = [slice.startIndex, slice.endIndex, slice.count] + Self.tags(slice)
        }
        #expect(seen == [0, 2, 2, 1, 2])
    }

    /// The partial-range-from slice written out as the `Range` the standard library would make
    /// of it (`(1...).relative(to: subviews)`): the same slice as `subviews[1...]`.
    @Test("(1...).relative(to: subviews) slices from index 1, indexed from 0")
    func partialRangeFromRelative() {
        struct Seen: Equatable, Sendable {
            var start = -1, end = -1, count = -1, tags: [Int] = [], atZero = -1, atTwo = -1, first = -1
        }
        let seen = Self.observe(Seen()) { subviews, seen in
            let tail = subviews[(1...).relative(to: subviews)]
            seen = Seen(start: tail.startIndex, end: tail.endIndex, count: tail.count, tags: Self.tags(tail),
                        atZero: tail[0][TagKey.self], atTwo: tail[2][TagKey.self], first: tail.first?[TagKey.self] ?? -1)
        }
        #expect(seen == Seen(start: 0, end: 3, count: 3, tags: [1, 2, 3], atZero: 1, atTwo: 3, first: 1))
    }

    @Test("Range slices, slices of slices, dropFirst, dropLast, prefix and suffix: each indexed from 0")
    func slices() {
        struct Seen: Equatable, Sendable {
            var middle: [Int] = [], middleBounds: [Int] = []
            var upTo: [Int] = [], upToBounds: [Int] = []
            var through: [Int] = [], nested: [Int] = [], nestedBounds: [Int] = []
            var dropFirst: [Int] = [], dropFirstStart = -1, dropLast: [Int] = [], dropLastEnd = -1
            var prefix: [Int] = [], suffix: [Int] = [], suffixStart = -1, empty = false, emptyBounds: [Int] = []
        }
        let seen = Self.observe(Seen()) { subviews, seen in
            let middle = subviews[1..<3]
            let upTo = subviews[..<2]
            let nested = subviews[1..<4][1..<3]
            let dropped = subviews.dropFirst(2)
            let emptySlice = subviews[4..<4]
            seen = Seen(
                middle: Self.tags(middle), middleBounds: [middle.startIndex, middle.endIndex],
                upTo: Self.tags(upTo), upToBounds: [upTo.startIndex, upTo.endIndex],
                through: Self.tags(subviews[...2]),
                nested: Self.tags(nested), nestedBounds: [nested.startIndex, nested.endIndex],
                dropFirst: Self.tags(dropped), dropFirstStart: dropped.startIndex,
                dropLast: Self.tags(subviews.dropLast()), dropLastEnd: subviews.dropLast().endIndex,
                prefix: Self.tags(subviews.prefix(2)), suffix: Self.tags(subviews.suffix(1)),
                suffixStart: subviews.suffix(1).startIndex,
                empty: emptySlice.isEmpty, emptyBounds: [emptySlice.startIndex, emptySlice.endIndex])
        }
        #expect(seen == Seen(
            middle: [1, 2], middleBounds: [0, 2], upTo: [0, 1], upToBounds: [0, 2], through: [0, 1, 2],
            nested: [2, 3], nestedBounds: [0, 2], dropFirst: [2, 3], dropFirstStart: 0,
            dropLast: [0, 1, 2], dropLastEnd: 3, prefix: [0, 1], suffix: [3], suffixStart: 0,
            empty: true, emptyBounds: [0, 0]))
    }

    @Test("An index or range out of range is reported and gives an empty subview, not another view")
    func outOfRange() {
        let recorder = Recorder([Int]())
        let probe = UnitProbeLayout(onSize: { _, subviews in
            recorder.update {
                let slice = subviews[2...]
                $0 = [slice[2][TagKey.self], subviews[-1][TagKey.self], subviews[1..<9].count,
                      Int(slice[5].sizeThatFits(.unspecified).width)]
            }
        })
        let host = HostingView(rootView: probe {
            Color.red.layoutValue(key: TagKey.self, value: 0)
            Color.blue.layoutValue(key: TagKey.self, value: 1)
            Color.green.layoutValue(key: TagKey.self, value: 2)
            Color.yellow.layoutValue(key: TagKey.self, value: 3)
        }, size: CGSize(width: 200, height: 200))
        #expect(recorder.value == [-1, -1, 3, 0])
        #expect(host.diagnostics.contains { $0.contains("index 2 is out of range 0..<2") })
        #expect(host.diagnostics.contains { $0.contains("range 1..<9 is out of range 0..<4") })
    }

    @Test("A spiral-style layout that places each slice's subviews places every view exactly once")
    func slicesPlaceEachSubviewOnce() {
        // Places the first subview, then recursively the rest of the slice 10 points further on:
        // with slices indexed from 0 each call's `rest[0]` is a new view.
        struct Chain: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 10 * CGFloat(subviews.count), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var rest = subviews[...]
                var x = bounds.minX
                while !rest.isEmpty {
                    rest[0].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
                    rest = rest.dropFirst()
                    x += 10
                }
            }
        }
        let host = HostingView(rootView: Chain() {
            ForEach(0..<6) { Color.red.id($0) }
        }, size: CGSize(width: 60, height: 10))
        #expect((0..<6).map { host.frame(of: $0)?.minX } == [0, 10, 20, 30, 40, 50])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Reversed, index(after:), index(before:), distance and the Sequence-of-indices subscript")
    func navigation() {
        struct Seen: Equatable, Sendable {
            var reversed: [Int] = [], after = -1, before = -1, distance = -1, picked: [Int] = [], pickedCount = -1
        }
        let seen = Self.observe(Seen()) { subviews, seen in
            let picked = subviews[[3, 0]]
            seen = Seen(
                reversed: subviews.reversed().map { $0[TagKey.self] },
                after: subviews.index(after: 1), before: subviews.index(before: 3),
                distance: subviews.distance(from: 1, to: 4),
                picked: Self.tags(picked), pickedCount: picked.count)
        }
        #expect(seen == Seen(reversed: [3, 2, 1, 0], after: 2, before: 2, distance: 3, picked: [3, 0], pickedCount: 2))
    }

    @Test("LayoutSubview equality follows identity; slices hold the same proxies")
    func subviewEquality() {
        let seen = Self.observe([Bool]()) { subviews, seen in
            seen = [
                subviews[2] == subviews[2], subviews[1] != subviews[2],
                subviews[1..<4].first == subviews[1], subviews[1..<3] == subviews[1..<3],
                subviews[1..<3] != subviews[1..<4], subviews[1..<4] != subviews[0..<4],
                subviews[2..<4] == subviews[[2, 3]], subviews[1...][1..<3] == subviews[2..<4],
            ]
        }
        #expect(seen == [true, true, true, true, true, true, true, true])
    }

    @Test("LayoutSubview: priority (−∞ for a Spacer), layout values, dimensions and spacing")
    func proxies() {
        struct Seen: Equatable, Sendable {
            var priorities: [Double] = [], tags: [Int] = [], ideal: [CGSize] = [], fixed = CGSize.zero
            var dimensionsSize = CGSize.zero, spacingIsDefault = false
        }
        let recorder = Recorder(Seen())
        let probe = UnitProbeLayout(onSize: { _, subviews in
            recorder.update {
                $0 = Seen(
                    priorities: subviews.map(\.priority), tags: Self.tags(subviews),
                    ideal: subviews.map { $0.sizeThatFits(.unspecified) },
                    fixed: subviews[3].sizeThatFits(ProposedViewSize(width: 500, height: 500)),
                    dimensionsSize: {
                        let d = subviews[3].dimensions(in: .unspecified)
                        return CGSize(width: d.width, height: d.height)
                    }(),
                    spacingIsDefault: subviews[0].spacing == ViewSpacing())
            }
        })
        _ = HostingView(rootView: probe {
            Color.red
            Color.blue.layoutPriority(2).layoutValue(key: TagKey.self, value: 7)
            Spacer()
            Color.green.frame(width: 30, height: 40).layoutPriority(-1)
        }, size: CGSize(width: 200, height: 200))
        let seen = recorder.value
        #expect(seen.priorities == [0, 2, -.infinity, -1])
        #expect(seen.tags == [-1, 7, -1, -1])
        // Outside a stack a Spacer's ideal is its minimum length (8) on both axes.
        #expect(seen.ideal == [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10),
                               CGSize(width: 8, height: 8), CGSize(width: 30, height: 40)])
        #expect(seen.fixed == CGSize(width: 30, height: 40))
        #expect(seen.dimensionsSize == CGSize(width: 30, height: 40))
        #expect(seen.spacingIsDefault)
    }

    @Test("Subviews a custom layout keeps outlive its host: they hold the engine, and answer as they did")
    func keptSubviewsOutliveTheirHost() {
        let kept = Recorder<LayoutSubviews?>(nil)
        do {
            let probe = UnitProbeLayout(onSize: { _, subviews in kept.update { $0 = subviews } })
            let host = HostingView(rootView: probe {
                Color.red.frame(width: 30, height: 40)
                HStack(spacing: 0) { Color.blue.frame(width: 5, height: 6); Color.green.frame(width: 7, height: 8) }
            }, size: CGSize(width: 200, height: 200))
            #expect(host.rootFrame.size == CGSize(width: 100, height: 100))
        }
        // The host is gone; the kept subviews still reach the engine they came from (an HStack
        // among them measures its own subviews, which the engine lends it without retaining).
        let subviews = kept.value
        #expect(subviews?.count == 2)
        #expect(subviews?[0].sizeThatFits(.unspecified) == CGSize(width: 30, height: 40))
        #expect(subviews?[1].sizeThatFits(.unspecified) == CGSize(width: 12, height: 8))
    }
}
