import CArrangeJPEG
import CJPEG
import Foundation

/// JPEG through libjpeg(-turbo): baseline and progressive, greyscale, YCbCr/RGB and CMYK/YCCK,
/// converted to 8-bit RGBA, with the EXIF orientation applied (as `UIImage(named:)` does).
///
/// libjpeg reports a fatal error by calling `error_exit`, which must not return; C programs
/// `longjmp` out of it, which Swift cannot do, so the decoding itself runs in the small C target
/// `CArrangeJPEG` and comes back as plain data: rows, or libjpeg's message.
///
/// Warnings (corrupt entropy-coded data, a truncated file: libjpeg fills what is missing with
/// grey) keep the image and are returned with it.
enum JPEGDecoder {
    static func hasSignature(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    static func decode(_ data: Data, source: String, pixelLimit: Int? = nil) throws(ImageLoadingError) -> DecodedImage {
        let orientation = ExifOrientation.read(fromJPEG: data)
        let result: Result<DecodedImage, ImageLoadingError> = data.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count > 0 else {
                return .failure(.corrupt(source: source, reason: "the data is empty"))
            }
            return decode(base, count: bytes.count, source: source, pixelLimit: pixelLimit)
        }
        var decoded = try result.get()
        decoded.bitmap = orientation.apply(to: decoded.bitmap)
        return decoded
    }

    private static func decode(_ input: UnsafePointer<UInt8>, count: Int, source: String, pixelLimit: Int?) -> Result<DecodedImage, ImageLoadingError> {
        var result = arrange_jpeg_result()
        defer { arrange_jpeg_release(&result) }
        // The C side reads the header and stops before allocating rows when the image has more
        // pixels than this; which limit it passed is told apart below.
        let maximum = min(ImageDecoding.maximumPixelCount, max(pixelLimit ?? .max, 0))
        let status = arrange_jpeg_decode(input, count, ImageDecoding.maximumSide, maximum, &result)
        if status == 2 || result.too_large != 0 {
            let width = Int(result.width), height = Int(result.height)
            do {
                try ImageDecoding.checkSize(width: width, height: height, source: source, pixelLimit: pixelLimit)
            } catch {
                return .failure(error)
            }
            return .failure(.tooLarge(source: source, width: width, height: height))
        }
        let error = message(&result.error)
        var warnings: [String] = []
        let warning = message(&result.warning)
        if !warning.isEmpty {
            let more = Int(result.warning_count) - 1
            warnings.append(more > 0 ? "\(warning) (and \(more) more warning\(more == 1 ? "" : "s"))" : warning)
        }
        let fullyRead = result.pixels != nil && result.height > 0 && result.rows_read == result.height
        guard status == 0, fullyRead, let pixels = result.pixels else {
            return .failure(.corrupt(source: source, reason: error.isEmpty ? "libjpeg returned no image" : error))
        }
        // An error after the last row (at the end-of-image check) still leaves a whole picture.
        if !error.isEmpty { warnings.append(error) }
        guard let bitmap = rgbaBitmap(pixels, width: Int(result.width), height: Int(result.height), components: Int(result.components),
                                      colorSpace: J_COLOR_SPACE(rawValue: UInt32(result.color_space)), invertedCMYK: result.saw_adobe_marker != 0) else {
            return .failure(.corrupt(source: source, reason: "unsupported JPEG colour layout (\(result.components) components)"))
        }
        return .success(DecodedImage(bitmap: bitmap, warnings: warnings))
    }

    /// A NUL-terminated message buffer of the C result, as a string.
    private static func message<T>(_ buffer: inout T) -> String {
        withUnsafeBytes(of: &buffer) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private static func rgbaBitmap(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, components: Int,
                                   colorSpace: J_COLOR_SPACE, invertedCMYK: Bool) -> Bitmap? {
        let count = width * height
        var rgba = [UInt8](repeating: 255, count: count * 4)
        switch components {
        case 1:
            for i in 0..<count {
                let grey = pixels[i]
                rgba[i * 4] = grey
                rgba[i * 4 + 1] = grey
                rgba[i * 4 + 2] = grey
            }
        case 3:
            for i in 0..<count {
                rgba[i * 4] = pixels[i * 3]
                rgba[i * 4 + 1] = pixels[i * 3 + 1]
                rgba[i * 4 + 2] = pixels[i * 3 + 2]
            }
        case 4 where colorSpace == JCS_CMYK:
            // Adobe's files (those with an APP14 "Adobe" marker, i.e. nearly all CMYK JPEGs)
            // store the inks inverted: 255 is no ink. A naive conversion, without an ICC profile:
            // each channel is the white left by its ink and by black.
            for i in 0..<count {
                var c = Int(pixels[i * 4]), m = Int(pixels[i * 4 + 1]), y = Int(pixels[i * 4 + 2]), k = Int(pixels[i * 4 + 3])
                if !invertedCMYK { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k }
                rgba[i * 4] = UInt8((c * k + 127) / 255)
                rgba[i * 4 + 1] = UInt8((m * k + 127) / 255)
                rgba[i * 4 + 2] = UInt8((y * k + 127) / 255)
            }
        default:
            return nil
        }
        return Bitmap(width: width, height: height, rgba: rgba)
    }
}

/// What the caller and the decoding thread share. The caller allocates it, and releases it after
/// the thread has ended, whether the decode finished or libjpeg stopped it.
