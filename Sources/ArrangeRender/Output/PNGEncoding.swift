import CPNG
import Foundation

/// Bitmaps to PNG through libpng's simplified API, for images embedded in SVG. The pixels stay
/// straight (not premultiplied) RGBA, so translucent pixels survive exactly.
enum PNGEncoder {
    static func encode(_ bitmap: Bitmap) throws(RenderError) -> Data {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.rgba.count >= bitmap.width * bitmap.height * 4 else {
            throw RenderError("cannot encode a \(bitmap.width)×\(bitmap.height) bitmap with \(bitmap.rgba.count) bytes as PNG")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(bitmap.width)
        image.height = png_uint_32(bitmap.height)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        defer { png_image_free(&image) }
        let stride = png_int_32(bitmap.width * 4)
        // First ask for the size, then write into a buffer of that size.
        var size = 0
        let sized = bitmap.rgba.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, stride, nil)
        }
        guard sized != 0, size > 0 else { throw RenderError("libpng could not encode an image: \(message(of: image))") }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { memory in
            bitmap.rgba.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, memory.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw RenderError("libpng could not encode an image: \(message(of: image))") }
        return data.prefix(size)
    }

    private static func message(of image: png_image) -> String {
        var text = image.message
        return withUnsafeBytes(of: &text) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "unknown error" : String(decoding: bytes, as: UTF8.self)
        }
    }
}
