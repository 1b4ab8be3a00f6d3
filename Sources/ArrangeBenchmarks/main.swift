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

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func fmt(_ v: Double) -> String { String(format: "%.1f", v) }

print("runs per figure: \(runs); times are ns per view (min / median)")
print(pad("shape", 18) + pad("views", 9) + pad("first", 10) + pad("cold min", 10) + pad("cold med", 10) + pad("again min", 11) + pad("again med", 11) + pad("sizes/view", 12) + pad("tree B/view", 13) + "RSS B/view")
for shape in selected {
    let before = residentBytes()
    let start = now()
    // The first layout builds the tree and, for text, shapes every string (cold shaping cache).
    let host = HostingView(rootView: shape.makeView(), size: shape.hostSize)
    let first = Double(now() - start)
    let heap = residentBytes() - before
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
    print(pad(shape.rawValue, 18) + pad(String(Int(views)), 9) + pad(fmt(first / views), 10) + pad(fmt(c.min), 10) + pad(fmt(c.median), 10)
        + pad(fmt(a.min), 11) + pad(fmt(a.median), 11) + pad(String(format: "%.2f", Double(computations) / views), 12)
        + pad(String(host.memoryFootprint / Int(views)), 13) + String(heap / Int(views)))
}
