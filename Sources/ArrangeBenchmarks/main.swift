import Arrange
#if canImport(Glibc)
import Glibc
#endif
import Foundation

// Times cold layouts (every remembered answer forgotten) and repeated layouts (nothing changed)
// of the benchmark shapes, and reports ns per view, size computations per view and memory per view.
// "first" is the first layout of a new host: building the tree and, for text, shaping every string.
// Cold layouts keep the shaped text (it does not depend on sizes) and forget everything else.
// A "view" is a node of the layout tree: a leaf, a modifier or a container.
// Usage: arrange-bench [runs] [shape,shape,...]

let arguments = CommandLine.arguments.dropFirst()
let runs = max(15, arguments.first.flatMap { Int($0) } ?? 15)
let selected = arguments.dropFirst().first.map { $0.split(separator: ",").compactMap { Shape(rawValue: String($0)) } } ?? Shape.allCases

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Resident memory in bytes, from /proc (Linux); 0 where unavailable. Coarse (pages), so it is
/// reported per view only for whole trees.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func statistics(_ samples: [Double]) -> (min: Double, median: Double) {
    let sorted = samples.sorted()
    return (sorted.first ?? 0, sorted[sorted.count / 2])
}

/// How many new hosts of each shape are built for the first layout's figure: as many as the
/// anchors' fresh trees (`runs`); `ARRANGE_BENCH_FIRST_HOSTS` sets another number (to profile).
let firstHosts = max(1, ProcessInfo.processInfo.environment["ARRANGE_BENCH_FIRST_HOSTS"].flatMap { Int($0) } ?? runs)

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func fmt(_ v: Double) -> String { String(format: "%.1f", v) }

// `ARRANGE_BENCH_BUILDS=N`: only build and lay out N new hosts of each selected shape (for
// profiling the first layout), then stop.
if let builds = ProcessInfo.processInfo.environment["ARRANGE_BENCH_BUILDS"].flatMap({ Int($0) }) {
    for shape in selected {
        for _ in 0..<builds { _ = HostingView(rootView: shape.makeView(), size: shape.hostSize) }
    }
    exit(0)
}
// `ARRANGE_BENCH_UPDATES=N`: only N one-row state updates of rows_foreach_2500 (for profiling).
if let updates = ProcessInfo.processInfo.environment["ARRANGE_BENCH_UPDATES"].flatMap({ Int($0) }) {
    let host = HostingView(rootView: Shape.rowsForEach2500.makeView(), size: Shape.rowsForEach2500.hostSize)
    for run in 0..<updates {
        middleRowWidth?.wrappedValue = run.isMultiple(of: 2) ? 30 : 20
        host.update()
    }
    exit(0)
}

print("runs per figure: \(runs); times are ns per view (min / median); first: median of \(firstHosts) new hosts (build and lay out), as the anchors time \(runs) fresh trees")
print(pad("shape", 26) + pad("views", 9) + pad("first", 10) + pad("cold min", 10) + pad("cold med", 10) + pad("first/cold", 12) + pad("again min", 11) + pad("again med", 11) + pad("sizes/view", 12) + pad("tree B/view", 13) + pad("RSS B/view", 12) + pad("first µs/tree", 15) + pad("cold µs/tree", 14) + "first min µs")
var updateLines: [String] = []
for shape in selected {
    let before = residentBytes()
    var start = now()
    // The first layout builds the tree and, for text, shapes every string (cold shaping cache).
    var host = HostingView(rootView: shape.makeView(), size: shape.hostSize)
    var firsts = [Double(now() - start)]
    let heap = residentBytes() - before
    // More new hosts: the first of a process also pays one-time costs (type metadata, fonts), and
    // the next few the page faults of a heap still growing; the median leaves both out, as the
    // anchors' median leaves out their first trees'.
    for _ in 1..<firstHosts {
        let view = shape.makeView()
        start = now()
        let another = HostingView(rootView: view, size: shape.hostSize)
        firsts.append(Double(now() - start))
        host = another
    }
    let (firstMin, first) = statistics(firsts)
    let views = Double(host.nodeCount)
    var cold: [Double] = [], again: [Double] = []
    var computations = 0
    for _ in 0..<runs {
        host.invalidateLayout()
        let t0 = now()
        host.layoutAgain()
        let t1 = now()
        computations = host.statistics.sizeComputations
        host.layoutAgain()
        let t2 = now()
        cold.append(Double(t1 - t0) / views)
        again.append(Double(t2 - t1) / views)
    }
    let c = statistics(cold), a = statistics(again)
    print(pad(shape.rawValue, 26) + pad(String(Int(views)), 9) + pad(fmt(first / views), 10) + pad(fmt(c.min), 10) + pad(fmt(c.median), 10)
        + pad(String(format: "%.1f×", first / views / c.min), 12)
        + pad(fmt(a.min), 11) + pad(fmt(a.median), 11) + pad(String(format: "%.2f", Double(computations) / views), 12)
        + pad(String(host.memoryFootprint / Int(views)), 13) + pad(String(heap / Int(views)), 12)
        + pad(fmt(first / 1000), 15) + pad(fmt(c.min * views / 1000), 14) + fmt(firstMin / 1000))
    // One @State change in the middle row, applied by `update()`: its cost against the first
    // layout, and the work counted; then an update with nothing changed.
    if shape == .rowsForEach2500, let binding = middleRowWidth {
        var updates: [Double] = [], idle: [Double] = []
        var bodies = 0, built = 0
        for run in 0..<runs {
            binding.wrappedValue = run.isMultiple(of: 2) ? 30 : 20
            let t0 = now()
            host.update()
            let t1 = now()
            bodies = host.statistics.bodyEvaluations
            built = host.statistics.nodesBuilt
            host.update()
            let t2 = now()
            updates.append(Double(t1 - t0))
            idle.append(Double(t2 - t1))
        }
        let u = statistics(updates), i = statistics(idle)
        updateLines.append(pad(shape.rawValue, 18) + pad(fmt(first / 1000), 14) + pad(fmt(u.min / 1000), 14) + pad(fmt(u.median / 1000), 14)
            + pad(String(format: "%.2f%%", 100 * u.min / first), 12) + pad(String(bodies), 8) + pad(String(built), 8) + fmt(i.median))
    }
}
if !updateLines.isEmpty {
    print("")
    print(pad("update", 18) + pad("first µs", 14) + pad("update min µs", 14) + pad("update med µs", 14) + pad("of first", 12) + pad("bodies", 8) + pad("nodes", 8) + "idle update ns")
    for line in updateLines { print(line) }
}
