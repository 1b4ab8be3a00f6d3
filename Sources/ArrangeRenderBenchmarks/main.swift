import ArrangeCore
import ArrangeText
import ArrangeRender
import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// CPU time per stage of rendering `OpenGraphCard` (1200×630 points) at scale 1 and 2: build and
// layout (a new renderer: the view tree built, laid out and turned into a display list), drawing
// (Cairo rasterising the list) and encoding (each format from the same drawing). Times are the
// thread's CPU time, so other processes on the machine disturb them less than wall time.
// Usage: arrange-render-bench [runs] [stages|encoders|scaling|all|pipeline|pipeline-before]
//   stages:   the stages above, per format, and the whole pipeline (default), with the drawing,
//             the PNG encoding and the whole pipeline also as they were before the gradient cache
//             and libdeflate ("before": gradients computed by pixman, libpng's fast setting)
//   pipeline, pipeline-before: `runs` whole-pipeline cards (PNG fast, scale 1), now or as before,
//             and nothing else: for instruction counts under valgrind --tool=callgrind
//   encoders: libpng/zlib settings, JPEG qualities and libwebp efforts compared on the card
//   scaling:  batches of `runs` × 4 cards (PNG fast, scale 1) rendered by `ImageRenderer.render`
//             with 1 and then 2 at once: renders per CPU-second (the process's CPU time) and per
//             wall-clock second, and the wall-clock speed-up of 2 over 1
//   files DIR: writes the card as card.svg and card.png (PNG fast, scale 1) into DIR, for
//             rasterisers compared on the same picture (scripts/bench-render.sh)

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = max(1, arguments.first.flatMap { Int($0) } ?? 15)
let mode = arguments.dropFirst().first ?? "stages"

@MainActor func cpuNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` `runs` times; the CPU milliseconds of each run (minimum, median) and its last result.
@MainActor func measure<T>(_ runs: Int, _ body: () throws -> T) rethrows -> (min: Double, median: Double, result: T) {
    var samples: [Double] = []
    var last: T?
    for _ in 0..<runs {
        let start = cpuNanoseconds()
        let result = try body()
        samples.append(Double(cpuNanoseconds() - start) / 1e6)
        last = result
    }
    let sorted = samples.sorted()
    // `runs` is at least 1, so `last` is set.
    return (sorted[0], sorted[sorted.count / 2], last!)
}

@MainActor func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
@MainActor func ms(_ v: Double) -> String { pad(String(format: "%.2f", v), 10) }
@MainActor func row(_ label: String, _ m: (min: Double, median: Double), bytes: Int? = nil) {
    print(pad(label, 40) + ms(m.min) + ms(m.median) + (bytes.map { String($0) } ?? ""))
}

/// A renderer of the card at `scale`, laid out (its size asked for).
@MainActor func laidOut(scale: CGFloat) throws -> ImageRenderer<OpenGraphCard> {
    let renderer = ImageRenderer(content: OpenGraphCard())
    renderer.scale = scale
    _ = try renderer.size
    return renderer
}

/// What Arrange wrote before PNG compression was a choice: Cairo's own PNG writer.
@MainActor func cairoPNG(_ image: RasterImage) -> Int {
    final class Count { var bytes = 0 }
    let count = Count()
    _ = withExtendedLifetime(count) {
        cairo_surface_write_to_png_stream(image.surface, { closure, _, length in
            if let closure { Unmanaged<Count>.fromOpaque(closure).takeUnretainedValue().bytes += Int(length) }
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(count).toOpaque())
    }
    return count.bytes
}

@MainActor func stages(scale: CGFloat) throws {
    // The first card of a process also loads fonts and type metadata.
    let first = try measure(1) { try laidOut(scale: scale).pngData() }
    print("scale \(Int(scale)) (\(Int(1200 * scale))×\(Int(630 * scale)) pixels); \(runs) runs; CPU ms per card (min, median); bytes")
    print(pad("stage", 40) + pad("min", 10) + pad("median", 10) + "bytes")
    row("first card of the process (PNG fast)", (first.min, first.median), bytes: first.result.count)
    let layout = try measure(runs) { try laidOut(scale: scale) }
    row("build + layout + display list", (layout.min, layout.median))
    let renderer = try laidOut(scale: scale)
    // Drawing: the same renderer's list drawn again each run (its resources warm, as a
    // renderer's second drawing is; a server's new renderer converts its images once more).
    row("drawing (Cairo)", try drawingOnly(renderer, scale: scale))
    row("drawing (Cairo), before: gradients by pixman", try drawingOnly(renderer, scale: scale, before: true))
    let image = try renderer.rasterImage()
    let libpngFast = try measure(runs) { try image.pngData(level: 1, strategy: 3, filters: 0x20) }
    row("encode PNG fast before (libpng L1 rle up)", (libpngFast.min, libpngFast.median), bytes: libpngFast.result.count)
    for compression in PNGCompression.allCases {
        // The smallest setting takes a second or more per card: three runs tell enough.
        let m = try measure(compression == .smallest ? min(3, runs) : runs) { try image.pngData(compression: compression) }
        row("encode PNG \(compression.rawValue)", (m.min, m.median), bytes: m.result.count)
    }
    let cairo = measure(runs) { cairoPNG(image) }
    row("encode PNG, Cairo's writer (before)", (cairo.min, cairo.median), bytes: cairo.result)
    let jpeg = try measure(runs) { try image.jpegData(quality: 0.9) }
    row("encode JPEG quality 0.9", (jpeg.min, jpeg.median), bytes: jpeg.result.count)
    let webp = try measure(runs) { try image.webPData(quality: 0.9, lossless: false) }
    row("encode WebP quality 0.9", (webp.min, webp.median), bytes: webp.result.count)
    let svg = try measure(runs) { try renderer.svg() }
    row("write SVG (after layout)", (svg.min, svg.median), bytes: svg.result.utf8.count)
    let whole = try measure(runs) { try laidOut(scale: scale).pngData() }
    row("whole pipeline, PNG fast", (whole.min, whole.median), bytes: whole.result.count)
    let wholeBefore = try measure(runs) { try cardBefore(scale: scale) }
    row("whole pipeline, PNG fast, before", (wholeBefore.min, wholeBefore.median), bytes: wholeBefore.result.count)
    let wholeJPEG = try measure(runs) { try laidOut(scale: scale).jpegData() }
    row("whole pipeline, JPEG 0.9", (wholeJPEG.min, wholeJPEG.median), bytes: wholeJPEG.result.count)
    let wholeWebP = try measure(runs) { try laidOut(scale: scale).webPData() }
    row("whole pipeline, WebP 0.9", (wholeWebP.min, wholeWebP.median), bytes: wholeWebP.result.count)
    let wholeSVG = try measure(runs) { try laidOut(scale: scale).svg() }
    row("whole pipeline, SVG", (wholeSVG.min, wholeSVG.median), bytes: wholeSVG.result.utf8.count)
    print("")
}

/// A whole card as Arrange made it before the gradient cache and libdeflate: built and laid
/// out, drawn with every gradient computed by pixman, encoded by libpng's fast setting.
@MainActor func cardBefore(scale: CGFloat) throws -> Data {
    let renderer = try laidOut(scale: scale)
    let image = try CairoRenderer.raster(renderer.displayList, scale: scale, resources: CairoResources(gradientRasters: nil))
    return try image.pngData(level: 1, strategy: 3, filters: 0x20)
}

/// Drawing alone: the layout is redone outside the timed part, then only `rasterImage()` timed
/// (`before`: the same display list drawn with gradients computed by pixman, as before the cache).
@MainActor func drawingOnly(_ renderer: ImageRenderer<OpenGraphCard>, scale: CGFloat, before: Bool = false) throws -> (min: Double, median: Double) {
    var samples: [Double] = []
    let resources = CairoResources(gradientRasters: nil)
    for _ in 0..<runs {
        renderer.scale = scale   // forgets the layout and the drawing…
        _ = try renderer.size    // …laid out again, untimed
        let list = try renderer.displayList
        let start = cpuNanoseconds()
        if before {
            _ = try CairoRenderer.raster(list, scale: scale, resources: resources)
        } else {
            _ = try renderer.rasterImage()
        }
        samples.append(Double(cpuNanoseconds() - start) / 1e6)
    }
    let sorted = samples.sorted()
    return (sorted[0], sorted[sorted.count / 2])
}

@MainActor func encoders(scale: CGFloat) throws {
    let image = try laidOut(scale: scale).rasterImage()
    print("encoders on the card at scale \(Int(scale)) (\(image.width)×\(image.height) pixels, opaque: \(image.isOpaque)); \(runs) runs; CPU ms (min, median); bytes")
    print(pad("setting", 40) + pad("min", 10) + pad("median", 10) + "bytes")
    let cairo = measure(runs) { cairoPNG(image) }
    row("PNG Cairo's writer (L6, all filters, RGBA)", (cairo.min, cairo.median), bytes: cairo.result)
    let filterNames = ["none", "sub", "up", "average", "paeth", "chosen per row"]
    for level: Int32 in [1, 2, 4, 6, 9, 12] {
        for filter: Int32 in [0, 2, 4, 5] {
            if level >= 9, filter != 0 && filter != 5 { continue }
            let m = try measure(level >= 9 ? 3 : runs) { try image.pngData(deflateLevel: level, filter: filter) }
            row("PNG libdeflate L\(level) \(filterNames[Int(filter)])", (m.min, m.median), bytes: m.result.count)
        }
    }
    let none: Int32 = 0x08, sub: Int32 = 0x10, up: Int32 = 0x20, paeth: Int32 = 0x80, all: Int32 = 0xF8
    let filters: [(String, Int32)] = [("none", none), ("sub", sub), ("up", up), ("paeth", paeth), ("all", all)]
    let strategies: [(String, Int32)] = [("default", 0), ("filtered", 1), ("rle", 3)]
    for level: Int32 in [1, 2, 3, 6, 9] {
        for (filterName, filter) in filters {
            for (strategyName, strategy) in strategies {
                // Level 9 with every filter is the slow end; its other strategies add nothing.
                if level == 9, strategy != 0 { continue }
                if strategy == 1, filter == none { continue }
                let m = try measure(level >= 6 ? max(3, runs / 3) : runs) { try image.pngData(level: level, strategy: strategy, filters: filter) }
                row("PNG L\(level) \(filterName) \(strategyName)", (m.min, m.median), bytes: m.result.count)
            }
        }
    }
    for quality in [0.75, 0.8, 0.9, 0.95] {
        let m = try measure(runs) { try image.jpegData(quality: quality) }
        row("JPEG quality \(quality)", (m.min, m.median), bytes: m.result.count)
    }
    for method: Int32 in 0...6 {
        let m = try measure(max(3, runs / 2)) { try image.webPData(quality: 0.9, lossless: false, method: method) }
        row("WebP lossy 0.9 method \(method)", (m.min, m.median), bytes: m.result.count)
    }
    for effort in [0.0, 0.25, 0.5, 0.75, 1.0] {
        let m = try measure(3) { try image.webPData(quality: effort, lossless: true) }
        row("WebP lossless effort \(effort)", (m.min, m.median), bytes: m.result.count)
    }
    print("")
}

@MainActor func processCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

@MainActor func wallNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Batches of cards with titles of their own (so each batch shapes its titles afresh, as a
/// server meeting new titles does), rendered with 1 and 2 at once, three rounds alternating.
@MainActor func scaling() async throws {
    let count = runs * 4
    var round = 0
    func batch() -> [OpenGraphCard] {
        round += 1
        return (0..<count).map { OpenGraphCard(title: "Card \(round)-\($0): rendering SwiftUI views on a Linux server, all cores busy 🚀") }
    }
    // Warm: fonts loaded, type metadata and surfaces ready.
    _ = await ImageRenderer.render(batch(), maximumConcurrency: 2)
    print("scaling: \(count) cards per batch (PNG fast, scale 1, 1200×630), \(ProcessInfo.processInfo.activeProcessorCount) cores")
    print(pad("threads", 10) + pad("wall s", 10) + pad("CPU s", 10) + pad("cards/CPU-s", 14) + pad("cards/wall-s", 14))
    var best: [Int: Double] = [:]
    for _ in 0..<3 {
        for threads in [1, 2] {
            let cards = batch()
            let cpu = processCPUNanoseconds(), wall = wallNanoseconds()
            let results = await ImageRenderer.render(cards, options: RenderOptions(format: .png), maximumConcurrency: threads)
            let wallSeconds = Double(wallNanoseconds() - wall) / 1e9, cpuSeconds = Double(processCPUNanoseconds() - cpu) / 1e9
            let failures = results.filter { if case .failure = $0 { return true } else { return false } }.count
            if failures > 0 { throw RenderError("\(failures) cards failed") }
            best[threads] = min(best[threads] ?? .infinity, wallSeconds)
            print(pad("\(threads)", 10) + pad(String(format: "%.3f", wallSeconds), 10) + pad(String(format: "%.3f", cpuSeconds), 10)
                  + pad(String(format: "%.1f", Double(count) / cpuSeconds), 14) + pad(String(format: "%.1f", Double(count) / wallSeconds), 14))
        }
    }
    if let one = best[1], let two = best[2] {
        print("speed-up of 2 threads over 1 (best wall-clock of each): \(String(format: "%.2f", one / two))×")
    }
    print("")
}

do {
    for scale: CGFloat in [1, 2] {
        if mode == "stages" || mode == "all" { try stages(scale: scale) }
        if mode == "encoders" || mode == "all" { try encoders(scale: scale) }
    }
    // Top-level code runs on the main actor, where the batch builds each card before drawing it
    // on the concurrency pool.
    if mode == "scaling" || mode == "all" { try await scaling() }
    if mode == "pipeline" || mode == "pipeline-before" {
        var bytes = 0
        for _ in 0..<runs { bytes = try (mode == "pipeline" ? laidOut(scale: 1).pngData() : cardBefore(scale: 1)).count }
        print("\(runs) cards, \(mode), \(bytes) bytes each")
    }
    if mode == "files" {
        let folder = URL(fileURLWithPath: arguments.dropFirst(2).first ?? ".")
        let renderer = ImageRenderer(content: OpenGraphCard())
        try renderer.write(to: folder.appendingPathComponent("card.svg"))
        try renderer.write(to: folder.appendingPathComponent("card.png"))
    }
} catch {
    print("error: \(error)")
    exit(1)
}
