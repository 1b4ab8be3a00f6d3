import Foundation

/// Blurs a single-channel image in place with a close approximation of a Gaussian of standard
/// deviation `sigma` (pixels): three successive box blurs whose sizes are chosen so their
/// combined variance matches (Wells, 1986). Pixels outside the image count as 0, as transparent
/// surroundings do for a shadow. Linear time whatever the radius.
func gaussianBlur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
    guard sigma >= 0.2, width > 0, height > 0, values.count == width * height else { return }
    var scratch = [Float](repeating: 0, count: values.count)
    for size in boxSizes(sigma: sigma, count: 3) {
        let radius = (size - 1) / 2
        guard radius > 0 else { continue }
        boxBlurRows(values, into: &scratch, width: width, height: height, radius: radius)
        boxBlurColumns(scratch, into: &values, width: width, height: height, radius: radius)
    }
}

/// Odd box widths whose three passes give a Gaussian's variance σ².
private func boxSizes(sigma: Double, count: Int) -> [Int] {
    let n = Double(count)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
    return (0..<count).map { Double($0) < m ? lower : upper }
}

private func boxBlurRows(_ input: [Float], into output: inout [Float], width: Int, height: Int, radius: Int) {
    let scale = 1 / Float(2 * radius + 1)
    input.withUnsafeBufferPointer { src in
        output.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = y * width
                var sum: Float = 0
                // The window centred on x = 0 holds pixels 0…radius (the rest are outside).
                for x in 0...min(radius, width - 1) { sum += src[row + x] }
                for x in 0..<width {
                    dst[row + x] = sum * scale
                    let incoming = x + radius + 1, outgoing = x - radius
                    if incoming < width { sum += src[row + incoming] }
                    if outgoing >= 0 { sum -= src[row + outgoing] }
                }
            }
        }
    }
}

private func boxBlurColumns(_ input: [Float], into output: inout [Float], width: Int, height: Int, radius: Int) {
    let scale = 1 / Float(2 * radius + 1)
    input.withUnsafeBufferPointer { src in
        output.withUnsafeMutableBufferPointer { dst in
            for x in 0..<width {
                var sum: Float = 0
                for y in 0...min(radius, height - 1) { sum += src[y * width + x] }
                for y in 0..<height {
                    dst[y * width + x] = sum * scale
                    let incoming = y + radius + 1, outgoing = y - radius
                    if incoming < height { sum += src[incoming * width + x] }
                    if outgoing >= 0 { sum -= src[outgoing * width + x] }
                }
            }
        }
    }
}
