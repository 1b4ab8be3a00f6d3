import ArrangeRender
import Foundation

/// The difference image written next to a failed snapshot: the reference drawn faint, in grey,
/// with every pixel that fails the comparison in red and every pixel that changed within the
/// tolerance in orange. Where only one of the images has pixels (they differ in size), red.
enum DifferenceImage {
    static let failing: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let tolerated: (UInt8, UInt8, UInt8) = (255, 160, 0)

    /// The difference of `actual` from `reference`, as large as both together.
    static func make(reference: PNGPixels, actual: PNGPixels, channelTolerance: Int) -> PNGPixels {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 4
                let color: (UInt8, UInt8, UInt8)
                if x < reference.width, y < reference.height, x < actual.width, y < actual.height {
                    let referenceOffset = (y * reference.width + x) * 4
                    let difference = ImageComparison.difference(reference.rgba, actual.rgba, at: referenceOffset, otherOffset: (y * actual.width + x) * 4)
                    if difference > channelTolerance {
                        color = failing
                    } else if difference > 0 {
                        color = tolerated
                    } else {
                        let grey = faintGrey(reference.rgba, at: referenceOffset)
                        color = (grey, grey, grey)
                    }
                } else {
                    color = failing
                }
                rgba[out] = color.0
                rgba[out + 1] = color.1
                rgba[out + 2] = color.2
                rgba[out + 3] = 255
            }
        }
        return PNGPixels(width: width, height: height, rgba: rgba)
    }

    /// The pixel's luminance over white, brought three quarters of the way to white, so the
    /// reference shows where things are without competing with the marks.
    static func faintGrey(_ rgba: [UInt8], at offset: Int) -> UInt8 {
        let alpha = Int(rgba[offset + 3])
        let luminance = (Int(rgba[offset]) * 299 + Int(rgba[offset + 1]) * 587 + Int(rgba[offset + 2]) * 114) / 1000
        let overWhite = (luminance * alpha + 255 * (255 - alpha)) / 255
        return UInt8(255 - (255 - overWhite) / 4)
    }
}
