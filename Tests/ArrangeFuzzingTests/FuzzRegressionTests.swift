import ArrangeCore
import ArrangeFuzzing
import Foundation
import Testing

/// The fuzzer's files, found from this source file (the tests run from the package's root or
/// elsewhere).
private let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

private func inputs(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzzDirectory.appendingPathComponent(folder).path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
}

@MainActor private func replay(_ folder: String, _ name: String, checks: InvariantChecks = .all, options: FuzzTreeOptions = FuzzTreeOptions()) -> [String] {
    let url = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(name)
    guard let data = try? Data(contentsOf: url) else { return ["cannot read \(url.path)"] }
    return checkInvariants(data: [UInt8](data), checks: checks, options: options)
}

/// Every input the fuzzer found a crash or a broken invariant with (`Fuzz/Regressions`), and the
/// seed corpus (`Fuzz/Corpus`), replayed through exactly what the fuzz target calls.
@Suite("Fuzz inputs replayed")
@MainActor struct FuzzRegressionTests {
    @Test("Crash inputs the fuzzer found keep every invariant", arguments: inputs(in: "Regressions"))
    func regression(name: String) {
        let violations = replay("Regressions", name)
        #expect(violations.isEmpty, "\(name): \(violations)")
    }

    @Test("A LazyHGrid placed at the same size after a detour through another host size is placed as before")
    func lazyGridResizeDetour() {
        let violations = replay("Regressions", "lazyhgrid-resize-detour", checks: [.relayout, .resizeDetour])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Frames stay finite in host coordinates when layouts answer sizes near the largest double")
    func hugeSizesInHostCoordinates() {
        let violations = replay("Regressions", "huge-sizes-overflow-host-coordinates", checks: [.relayout, .hostCoordinates])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("A custom layout proposing the largest finite height to a stack of Colors keeps every frame finite in host coordinates (issue 26, item 8)")
    func greatestFiniteProposalInHostCoordinates() {
        let violations = replay("Regressions", "hostile-layout-greatest-finite-proposal-host-coordinates", checks: [.relayout, .hostCoordinates])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("A containerRelativeFrame inside GeometryReaders in a ScrollView finds the same container when laid out from scratch")
    func containerRelativeFrameInGeometryReader() {
        let violations = replay("Regressions", "container-relative-frame-in-geometryreader", options: FuzzTreeOptions(avoidsKnownBugs: false))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Explicit guides through nested containers and overlays take reasonable time")
    func nestedOverlaysTimeout() {
        for name in ["nested-overlays-explicit-guides-timeout", "nested-overlays-explicit-guides-timeout-2", "nested-overlays-explicit-guides-timeout-3",
                     "nested-overlays-hostile-nan-proposal-timeout"] {
            // Each took over 10 seconds (libFuzzer's timeout) while guides were recomputed at
            // every level; remembered per pass, they finish at once. (No time is asserted: a
            // regression shows as a slow suite and as a fuzzer timeout in CI.)
            let violations = replay("Regressions", name, options: FuzzTreeOptions(avoidsKnownBugs: false))
            #expect(violations.isEmpty, "\(name): \(violations)")
        }
    }

    @Test("Grids nested in stacks in Grids, within the default 12 levels, lay out in reasonable time")
    func nestedGridsWithinTheDefaultDepth() {
        // 147,342 size computations while a grid's inner grids let answers go round-robin; the
        // size cache keeps what full lines let go until the pass ends (`SizeCache`).
        let violations = replay("Regressions", "nested-grids-lazy-stacks-slow")
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Grids nested in stacks in Grids, 24 levels deep, lay out in reasonable time")
    func nestedGridsTimeout() {
        let violations = replay("Regressions", "nested-grids-timeout", options: FuzzTreeOptions(avoidsKnownBugs: false))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Nine Grids nested through cells that grow with every offer lay out in a few hundred size computations (issue 27, item 4)")
    func nestedGridsTimeoutWork() throws {
        // Each Grid answers more than it is offered (its rows grow to hold their aligned
        // cells). Offered its own answer again, each level asked the level below at twice the
        // heights it was asked: 40,940 computations and 0.23 s per host in a debug build. The
        // cell a track's length comes from keeps its offer (A15, `GridRule.cellProposal`).
        let url = fuzzDirectory.appendingPathComponent("Regressions").appendingPathComponent("nested-grids-timeout")
        let scene = FuzzTreeDecoder.decode([UInt8](try Data(contentsOf: url)), options: FuzzTreeOptions(avoidsKnownBugs: false))
        let host = HostingView(rootView: AnyView(scene.view.environment(\.layoutDirection, .rightToLeft)), size: scene.size)
        #expect(host.statistics.sizeComputations == 519)
        #expect(host.statistics.cacheHits == 538)
    }

    @Test("Fifteen nested LazyVStacks around a LazyVGrid ask each container's guides once per size (fuzzer find)")
    func nestedLazyStacksGuides() throws {
        // Each stack answers its explicit guide by arranging its children, which asks the guide
        // of the stack inside on its alignment, then asks that guide again to merge it: twice per
        // level, 2.24 million size computations and 18 s per host in a debug build. Containers
        // remember their explicit guides within a pass (`ContainerRule.remembersExplicitGuides`).
        let name = "nested-lazy-stacks-lazy-grid-guides-timeout"
        let violations = replay("Regressions", name, options: FuzzTreeOptions(avoidsKnownBugs: false))
        #expect(violations.isEmpty, "\(violations)")
        let url = fuzzDirectory.appendingPathComponent("Regressions").appendingPathComponent(name)
        let scene = FuzzTreeDecoder.decode([UInt8](try Data(contentsOf: url)), options: FuzzTreeOptions(avoidsKnownBugs: false))
        let host = HostingView(rootView: AnyView(scene.view.environment(\.layoutDirection, .rightToLeft)), size: scene.size)
        #expect(host.statistics.sizeComputations == 1271)
    }

    @Test("Text under an extreme transform in nested ScrollViews is rendered without crashing cairo")
    func nestedScrollViewsUnderExtremeTransforms() {
        for name in ["nested-scrollviews-emoji-cairo-crash", "nested-scrollviews-scaled-text-cairo-crash", "nested-scrollviews-magnified-emoji-cairo-crash"] {
            let violations = replay("Regressions", name)
            #expect(violations.isEmpty, "\(name): \(violations)")
        }
    }

    @Test("A colour emoji in a dozen nested ScrollViews is rendered without crashing cairo")
    func nestedScrollViewsEmojiClip() {
        // The glyph image landed some 3×10⁸ device pixels away under the nested rotations and
        // scales, past cairo's fixed-point range; a piece outside the clip is not painted.
        let violations = replay("Regressions", "nested-scrollviews-emoji-clip-cairo-crash")
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("A custom layout placing a subview at 1.8e308 keeps every frame finite in host coordinates (issue 26, item 8)")
    func hugePlacementInHostCoordinates() {
        let violations = replay("Regressions", "lazyhgrid-position-at-infinity-host-coordinates", checks: [.relayout, .hostCoordinates])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("The seed corpus keeps every invariant")
    func seedCorpus() {
        let names = inputs(in: "Corpus")
        #expect(names.count >= 40)
        for name in names {
            let violations = replay("Corpus", name)
            #expect(violations.isEmpty, "\(name): \(violations)")
        }
    }
}
