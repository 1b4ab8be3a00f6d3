import ArrangeCore
import Foundation

/// A piece of a bitmap and where it goes: `source` in pixels, `destination` in canvas points.
/// Stretched pieces fill their destination; tiled pieces repeat copies of `tile` points, the
/// first at the destination's top-left corner.
struct ImagePatch {
    var source: CGRect
    var destination: CGRect
    var tile: CGSize?
}

/// The pieces a bitmap of `width` × `height` pixels at `scale` draws as in `frame`:
/// - natural: the whole bitmap at its natural size (pixels ÷ scale) at the frame's origin;
/// - stretched: cap insets (points) keep the corners at natural size, the edges stretch along
///   their length and the centre in both directions (nine pieces; one without insets);
/// - tiled: the same nine pieces, the edges and centre repeated at natural size instead.
/// Insets that do not fit the bitmap or the frame shrink in proportion.
func imagePatches(width: Int, height: Int, scale: CGFloat, fill: ImageFill, frame: CGRect) -> [ImagePatch] {
    guard width > 0, height > 0, frame.width > 0, frame.height > 0 else { return [] }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let w = CGFloat(width), h = CGFloat(height)
    let full = CGRect(x: 0, y: 0, width: w, height: h)
    let insets: EdgeInsets
    let tiled: Bool
    switch fill {
    case .natural:
        return [ImagePatch(source: full, destination: CGRect(origin: frame.origin, size: CGSize(width: w / scale, height: h / scale)), tile: nil)]
    case .stretch(let capInsets):
        insets = capInsets; tiled = false
    case .tile(let capInsets):
        insets = capInsets; tiled = true
    }
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
    // Insets in pixels, limited to the bitmap.
    var (left, right) = fit(clean(insets.leading) * scale, clean(insets.trailing) * scale, within: w)
    var (top, bottom) = fit(clean(insets.top) * scale, clean(insets.bottom) * scale, within: h)
    left = left.rounded(); right = right.rounded(); top = top.rounded(); bottom = bottom.rounded()
    // The same insets in canvas points, limited to the frame.
    let (dl, dr) = fit(left / scale, right / scale, within: frame.width)
    let (dt, db) = fit(top / scale, bottom / scale, within: frame.height)

    let sourceColumns = [(0, left), (left, w - right), (w - right, w)]
    let sourceRows = [(0, top), (top, h - bottom), (h - bottom, h)]
    let destinationColumns = [(frame.minX, frame.minX + dl), (frame.minX + dl, frame.maxX - dr), (frame.maxX - dr, frame.maxX)]
    let destinationRows = [(frame.minY, frame.minY + dt), (frame.minY + dt, frame.maxY - db), (frame.maxY - db, frame.maxY)]
    var patches: [ImagePatch] = []
    for row in 0..<3 {
        for column in 0..<3 {
            let (sx0, sx1) = sourceColumns[column], (sy0, sy1) = sourceRows[row]
            let (dx0, dx1) = destinationColumns[column], (dy0, dy1) = destinationRows[row]
            guard sx1 > sx0, sy1 > sy0, dx1 > dx0, dy1 > dy0 else { continue }
            let source = CGRect(x: sx0, y: sy0, width: sx1 - sx0, height: sy1 - sy0)
            let destination = CGRect(x: dx0, y: dy0, width: dx1 - dx0, height: dy1 - dy0)
            patches.append(ImagePatch(source: source, destination: destination,
                                      tile: tiled ? CGSize(width: source.width / scale, height: source.height / scale) : nil))
        }
    }
    return patches
}

/// Two insets scaled down together so they sum to at most `length`.
private func fit(_ a: CGFloat, _ b: CGFloat, within length: CGFloat) -> (CGFloat, CGFloat) {
    let sum = a + b
    guard sum > length, sum > 0 else { return (a, b) }
    let factor = length / sum
    return (a * factor, b * factor)
}
