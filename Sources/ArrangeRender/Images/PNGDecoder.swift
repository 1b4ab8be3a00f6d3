import CPNG
import Foundation

/// PNG through libpng's simplified API (`png_image`), which reads every kind of PNG — 1 to 16
/// bits, greyscale, palette (with `tRNS` transparency), RGB, with or without alpha, Adam7
/// interlaced — and converts it to 8-bit RGBA. libpng's errors cannot crash or exit here: the
/// simplified API catches them inside libpng (with its own `setjmp`) and returns 0 with a message.
enum PNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func hasSignature(_ data: Data) -> Bool {
        data.count >= signature.count && data.prefix(signature.count).elementsEqual(signature)
    }

    static func decode(_ data: Data, source: String, pixelLimit: Int? = nil) throws(ImageLoadingError) -> DecodedImage {
        let result: Result<DecodedImage, ImageLoadingError> = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return .failure(.corrupt(source: source, reason: "the data is empty"))
            }
            return decode(base, count: bytes.count, source: source, pixelLimit: pixelLimit)
        }
        return try result.get()
    }

    private static func decode(_ base: UnsafeRawPointer, count: Int, source: String, pixelLimit: Int?) -> Result<DecodedImage, ImageLoadingError> {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        // Whatever happens, the reader libpng keeps in `opaque` is released.
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, base, count) != 0 else {
            return .failure(.corrupt(source: source, reason: message(of: image)))
        }
        // Only the header has been read: the size is checked before the pixels are allocated.
        let width = Int(image.width), height = Int(image.height)
        do {
            try ImageDecoding.checkSize(width: width, height: height, source: source, pixelLimit: pixelLimit)
        } catch {
            return .failure(error)
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // A 16-bit PNG without gAMA, sRGB or iCCP is sRGB-encoded, as browsers and image editors
        // assume; libpng's simplified API would otherwise take it as linear light and brighten it
        // when reducing it to 8 bits. (Set after `begin_read`, which clears the flags.)
        image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { pixels in
            png_image_finish_read(&image, nil, pixels.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else {
            return .failure(.corrupt(source: source, reason: message(of: image)))
        }
        // A warning (a bad ancillary chunk, say) leaves the pixels intact.
        var warnings: [String] = []
        if image.warning_or_error & png_uint_32(PNG_IMAGE_WARNING) != 0 {
            warnings.append(message(of: image))
        }
        return .success(DecodedImage(bitmap: Bitmap(width: width, height: height, rgba: rgba), warnings: warnings))
    }

    /// libpng's message, kept in a fixed 64-byte field of `png_image`.
    private static func message(of image: png_image) -> String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}
