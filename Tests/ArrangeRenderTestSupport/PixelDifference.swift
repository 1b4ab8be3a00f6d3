import Foundation
/// How two rasterisations of one scene differ: the mean absolute channel difference (0…255,
/// colour channels weighted by alpha), and the fraction of pixels differing by more than 48
/// in some channel.
@MainActor public func difference(_ a: Pixels, _ b: Pixels) -> (mean: Double, outliers: Double) {
    guard a.width == b.width, a.height == b.height else { return (255, 1) }
    var total = 0.0, outliers = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            // Compare premultiplied values: a colour under zero alpha does not matter.
            func pre(_ v: UInt8, _ alpha: UInt8) -> Int { Int(v) * Int(alpha) / 255 }
            let d = [abs(pre(p.r, p.a) - pre(q.r, q.a)), abs(pre(p.g, p.a) - pre(q.g, q.a)),
                     abs(pre(p.b, p.a) - pre(q.b, q.a)), abs(Int(p.a) - Int(q.a))]
            total += Double(d.reduce(0, +)) / 4
            if d.contains(where: { $0 > 48 }) { outliers += 1 }
        }
    }
    let count = Double(a.width * a.height)
    return (total / count, Double(outliers) / count)
}
