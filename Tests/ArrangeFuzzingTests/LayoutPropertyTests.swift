@testable import ArrangeCore
import ArrangeFuzzing
import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Properties every layout must have, checked on trees from the fuzz decoder (`ArrangeFuzzing`)
/// fed bytes from a fixed generator: the same trees the fuzzer builds, reproducibly.
@Suite("Layout properties of generated trees")
@MainActor struct LayoutPropertyTests {
    static let seeds = 0..<60

    @Test("Determinism: the same tree in two hosts gives identical dumps", arguments: [0, 1, 2])
    func determinism(batch: Int) {
        for seed in Self.seeds where seed % 3 == batch {
            var generator = SplitMix64(state: UInt64(seed))
            let bytes = generator.bytes(300)
            let a = FuzzTreeDecoder.decode(bytes), b = FuzzTreeDecoder.decode(bytes)
            let first = HostingView(rootView: a.view, size: a.size)
            let second = HostingView(rootView: b.view, size: b.size)
            #expect(first.dump() == second.dump(), "seed \(seed)")
            #expect(first.diagnostics == second.diagnostics, "seed \(seed)")
        }
    }

    @Test("Finiteness and idempotent relayout: every frame finite, a second layout identical", arguments: [0, 1, 2])
    func finiteAndIdempotent(batch: Int) {
        for seed in Self.seeds where seed % 3 == batch {
            var generator = SplitMix64(state: UInt64(1000 + seed))
            let violations = checkInvariants(data: generator.bytes(300), checks: .relayout)
            #expect(violations.isEmpty, "seed \(seed): \(violations)")
        }
    }

    @Test("No child of an HStack or VStack with spacing ≥ 0 overlaps the next along the axis", arguments: [Axis.horizontal, .vertical])
    func stackChildrenDoNotOverlap(axis: Axis) {
        var compared = 0
        defer { #expect(compared > 60) }
        for seed in Self.seeds {
            var generator = SplitMix64(state: UInt64(2000 + seed))
            let spacing = CGFloat(generator.next() % 3 == 0 ? 0 : generator.next() % 20)
            let children = (0..<(2 + Int(generator.next() % 4))).map { _ in
                // The symmetric subset: ordinary lengths, no offsets or positions, which would
                // move a child's frame on purpose.
                FuzzTreeDecoder.decode(generator.bytes(60), options: FuzzTreeOptions(maxDepth: 8, maxViews: 30, symmetricOnly: true)).view
            }
            let stack = axis == .horizontal
                ? AnyView(HStack(spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0].id($0) } })
                : AnyView(VStack(spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0].id($0) } })
            let host = HostingView(rootView: stack, size: CGSize(width: 320, height: 480))
            // Children that are no view at all (EmptyView, an empty Group) have no frame to compare.
            let frames = children.indices.compactMap { host.frame(of: $0) }
            compared += max(frames.count - 1, 0)
            for i in frames.indices.dropFirst() {
                let previous = frames[i - 1], next = frames[i]
                let end = axis == .horizontal ? previous.maxX : previous.maxY
                let start = axis == .horizontal ? next.minX : next.minY
                #expect(end <= start + 1e-9, "seed \(seed), spacing \(spacing): child \(i - 1) ends at \(end), child \(i) starts at \(start)\n\(host.dump())")
            }
        }
    }

    @Test("Right-to-left stacks and grids are the left-to-right layout mirrored about the host's centre line", arguments: [0, 1, 2])
    func mirrorSymmetry(batch: Int) {
        // Only the decoder's symmetric subset (`FuzzTreeOptions.symmetricOnly`, which says what it
        // leaves out and why): stacks, grids, frames, padding, shapes, spacers, ordinary lengths.
        for seed in Self.seeds where seed % 3 == batch {
            var generator = SplitMix64(state: UInt64(3000 + seed))
            let scene = FuzzTreeDecoder.decode(generator.bytes(200), options: FuzzTreeOptions(symmetricOnly: true))
            let width: CGFloat = 320
            let ltr = HostingView(rootView: scene.view.environment(\.layoutDirection, .leftToRight), size: CGSize(width: width, height: 240))
            let rtl = HostingView(rootView: scene.view.environment(\.layoutDirection, .rightToLeft), size: CGSize(width: width, height: 240))
            let left = ltr.placedFrames(), right = rtl.placedFrames()
            #expect(left.count == right.count, "seed \(seed)")
            for (index, (l, r)) in zip(left, right).enumerated() {
                guard let a = l.frame, let b = r.frame else {
                    #expect((l.frame == nil) == (r.frame == nil), "seed \(seed) node \(index) \(l.name)")
                    continue
                }
                let close = { (x: CGFloat, y: CGFloat) in abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
                let mirrored = close(b.minX, width - a.maxX) && close(b.minY, a.minY) && close(b.width, a.width) && close(b.height, a.height)
                #expect(mirrored, "seed \(seed) node \(index) \(l.name): left to right \(a), right to left \(b)\n\(ltr.dump())\n\(rtl.dump())")
                if !mirrored { break }
            }
        }
    }
}
