import Foundation

/// Straight (not premultiplied) 8-bit RGBA pixels read from or written to PNG, for the other
/// targets of this package (the snapshot-testing library compares and writes images with it),
/// through the same libpng code the renderer uses for images, so no C is duplicated there.
package struct PNGPixels: Sendable, Equatable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// `width` × `height` pixels, rows top to bottom, 4 bytes each (red, green, blue, alpha).
    package var rgba: [UInt8]

    /// Pixels of the given size; `rgba` must hold `width` × `height` × 4 bytes to be encodable.
    package init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes PNG data of any kind libpng reads into 8-bit RGBA.
    package init(pngData: Data) throws(ImageLoadingError) {
        let bitmap = try PNGDecoder.decode(pngData, source: "PNG data").bitmap
        self.init(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba)
    }

    /// Whether `data` starts with PNG's signature.
    package static func isPNG(_ data: Data) -> Bool {
        PNGDecoder.hasSignature(data)
    }

    /// The pixels as PNG data.
    package func pngData() throws(RenderError) -> Data {
        try PNGEncoder.encode(Bitmap(width: width, height: height, rgba: rgba))
    }
}
