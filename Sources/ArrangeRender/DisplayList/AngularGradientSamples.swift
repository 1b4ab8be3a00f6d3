import ArrangeCore
import Foundation

/// An angular gradient as a fan of samples around a full turn, for renderers without conic
/// gradients: colours at increasing angles (radians, clockwise on screen from 3 o'clock), with
/// the colour varying linearly between neighbours. The fan starts at `startAngle` and ends a
/// full turn later; every stop is a sample, and no two samples are more than `maxStep` apart.
///
/// SwiftUI's rules: the gradient runs from `startAngle` to `endAngle`; when they span less than a
/// turn, the rest shows the last colour up to its halfway point and the first colour after it;
/// when they span more, only the last turn is drawn. Equal angles mean a full turn. An end angle
/// before the start runs the gradient counterclockwise.
struct AngularGradientSamples {
    var angles: [Double] = []
    var colors: [Color] = []

    init(gradient: Gradient, startAngle: Angle, endAngle: Angle, maxStep: Double = Double.pi / 90) {
        let turn = 2 * Double.pi
        var start = startAngle.radians, span = endAngle.radians - startAngle.radians
        let reversed = span < 0
        if reversed {
            // Mirror: walk from the end angle, where the gradient's last colour is, with stops reversed.
            span = -span
            start = endAngle.radians
        }
        if span == 0 { span = turn }
        if span > turn {
            start += span - turn
            span = turn
        }
        let stops = gradient.normalizedStops.map { stop in
            Gradient.Stop(color: stop.color, location: reversed ? 1 - stop.location : stop.location)
        }.sorted { $0.location < $1.location }
        let ordered = Gradient(stops: stops)
        guard !stops.isEmpty else { return }

        // Key angles (offsets from `start`) where the colour function bends or jumps.
        var keys: [(offset: Double, color: Color)] = stops.map { (Double($0.location) * span, $0.color) }
        keys.insert((0, ordered.color(at: 0)), at: 0)
        keys.append((span, ordered.color(at: 1)))
        if span < turn {
            // The uncovered part: the colour at 1 (the last stop's, unless reversed) up to halfway,
            // then the colour at 0, with a hard edge between them.
            let end = ordered.color(at: 1), begin = ordered.color(at: 0)
            let middle = span + (turn - span) / 2
            keys.append((middle, end))
            keys.append((middle, begin))
            keys.append((turn, begin))
        }
        keys.sort { $0.offset < $1.offset }

        // Fill in samples so neighbours are at most `maxStep` apart, interpolating between keys.
        for (index, key) in keys.enumerated() {
            if index > 0 {
                let previous = keys[index - 1]
                let gap = key.offset - previous.offset
                if gap > maxStep {
                    let pieces = Int((gap / maxStep).rounded(.up))
                    for i in 1..<pieces {
                        let f = Double(i) / Double(pieces)
                        angles.append(start + previous.offset + gap * f)
                        colors.append(mix(previous.color, key.color, f))
                    }
                }
            }
            angles.append(start + key.offset)
            colors.append(key.color)
        }
    }
}

/// `a` and `b` mixed linearly in sRGB (not premultiplied), as gradients interpolate.
func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
    Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
          blue: a.blue + (b.blue - a.blue) * f, opacity: a.opacity + (b.opacity - a.opacity) * f)
}
