import Testing
import Foundation
import ArrangeFuzzing

/// The fuzzer's files, found from this source file (the tests run from the package's root or
/// elsewhere).
private let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

private func inputs(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzzDirectory.appendingPathComponent(folder).path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
}

private func replay(_ folder: String, _ name: String, checks: InvariantChecks = .all, options: FuzzTreeOptions = FuzzTreeOptions()) -> [String] {
    let url = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(name)
    guard let data = try? Data(contentsOf: url) else { return ["cannot read \(url.path)"] }
    return checkInvariants(data: [UInt8](data), checks: checks, options: options)
}

/// Every input the fuzzer found a crash or a broken invariant with (`Fuzz/Regressions`), and the
/// seed corpus (`Fuzz/Corpus`), replayed through exactly what the fuzz target calls.
@Suite("Fuzz inputs replayed")
struct FuzzRegressionTests {
    @Test("Crash inputs the fuzzer found keep every invariant", arguments: inputs(in: "Regressions"))
    func regression(name: String) {
        let violations = replay("Regressions", name)
        #expect(violations.isEmpty, "\(name): \(violations)")
    }

    @Test(
        "A LazyHGrid placed at the same size after a detour through another host size is placed as before",
        .disabled("Known engine bug (Fuzz/Known/README.md): measuring an explicit guide runs the grid's placeSubviews, which marks subviews it did not place as unplaced; placement reuse at the same size and proposal never places them again")
    )
    func lazyGridResizeDetour() {
        let violations = replay("Known", "lazyhgrid-resize-detour", checks: [.relayout, .resizeDetour])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "Frames stay finite in host coordinates when layouts answer sizes near the largest double",
        .disabled("Known bug (Fuzz/Known/README.md): each frame is finite relative to its parent, but sums of offsets near 1.8e308 overflow to ∞ in host coordinates")
    )
    func hugeSizesInHostCoordinates() {
        let violations = replay("Known", "huge-sizes-overflow-host-coordinates", checks: [.relayout, .hostCoordinates])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "A containerRelativeFrame inside GeometryReaders in a ScrollView finds the same container when laid out from scratch",
        .disabled("Known bug (Fuzz/Known/README.md): the first layout takes the host as the container, a layout from scratch the ScrollView")
    )
    func containerRelativeFrameInGeometryReader() {
        let violations = replay("Known", "container-relative-frame-in-geometryreader", options: FuzzTreeOptions(avoidsKnownBugs: false))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "Explicit guides through nested containers and overlays take reasonable time",
        .disabled("Known bug (Fuzz/Known/README.md): explicit guides are recomputed at every level of nesting, time exponential in the depth; these inputs take over 10 seconds each")
    )
    func nestedOverlaysTimeout() {
        for name in ["nested-overlays-explicit-guides-timeout", "nested-overlays-explicit-guides-timeout-2", "nested-overlays-explicit-guides-timeout-3"] {
            let start = Date()
            let violations = replay("Known", name, options: FuzzTreeOptions(avoidsKnownBugs: false))
            #expect(violations.isEmpty, "\(name): \(violations)")
            #expect(Date().timeIntervalSince(start) < 10, "\(name) took \(Date().timeIntervalSince(start)) s")
        }
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
