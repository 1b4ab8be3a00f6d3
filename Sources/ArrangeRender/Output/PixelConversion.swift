import CArrangePNG
import Foundation

/// Cairo's pixels (ARGB32 words, premultiplied) in the layouts encoders want, through the C loops
/// of `arrange_pixels.h`.
enum PixelConversion {
    static func areOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        arrange_pixels_are_opaque(pixels, Int32(width), Int32(height), stride) != 0
    }

    /// The image as straight (not premultiplied) bytes, B, G, R, A per pixel, rows packed.
    static func straightBGRA(_ image: RasterImage) -> [UInt8] {
        let rowBytes = image.width * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * image.height) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<image.height {
                arrange_pixels_unpremultiply_row(image.pixels + y * image.stride, Int32(image.width), 1, base + y * rowBytes)
            }
            count = rowBytes * image.height
        }
    }
}
