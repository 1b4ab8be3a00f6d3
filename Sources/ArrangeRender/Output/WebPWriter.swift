import CWebP
import Foundation

extension RasterImage {
    /// WebP's limit on a side, in pixels (`WEBP_MAX_DIMENSION`).
    static let maximumWebPSide = 16_383

    /// libwebp's effort for lossy files (`WebPConfig.method`, 0 fastest … 6 smallest). Its
    /// default, 4, took nearly twice as long as 2 on the benchmark card for a file under 1%
    /// smaller (BENCHMARKS.md, "Rendering").
    static let lossyWebPMethod: Int32 = 2

    /// The pixels as a WebP file. Lossy (`lossless` false): `quality` (0…1) is libwebp's quality
    /// divided by 100, alpha kept. Lossless: every pixel exact and `quality` is how hard libwebp
    /// works for a smaller file (its lossless preset, 0…9, scaled to 0…1), as in `cwebp`.
    /// `method` overrides libwebp's effort for lossy files (for the benchmark).
    package func webPData(quality: Double, lossless: Bool, method: Int32? = nil) throws(RenderError) -> Data {
        guard quality.isFinite else { throw RenderError("the WebP quality \(quality) is invalid: it must be a number from 0 to 1") }
        guard width <= Self.maximumWebPSide, height <= Self.maximumWebPSide else {
            throw RenderError("a WebP image is at most \(Self.maximumWebPSide) pixels on a side; the image is \(width)×\(height)")
        }
        let quality = min(max(quality, 0), 1)
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw RenderError("libwebp could not start: its version does not match its headers") }
        if lossless {
            guard WebPConfigLosslessPreset(&config, Int32((quality * 9).rounded())) != 0 else {
                throw RenderError("libwebp refused the lossless preset for quality \(quality)")
            }
        } else {
            config.quality = Float(quality * 100)
            config.method = method ?? Self.lossyWebPMethod
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderError("libwebp could not start: its version does not match its headers") }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(width)
        picture.height = Int32(height)
        // Lossless encodes ARGB; lossy converts to YUV while importing.
        picture.use_argb = lossless ? 1 : 0
        let imported: Int32
        #if _endian(little)
        let bgrxInPlace = isOpaque
        #else
        let bgrxInPlace = false
        #endif
        if bgrxInPlace {
            // Cairo's words are B, G, R, A in memory here, and alpha is 255 everywhere, so the
            // premultiplied colours are the colours: libwebp reads the rows as they are.
            imported = WebPPictureImportBGRX(&picture, pixels, Int32(stride))
        } else {
            let straight = PixelConversion.straightBGRA(self)
            imported = straight.withUnsafeBufferPointer { WebPPictureImportBGRA(&picture, $0.baseAddress, Int32(width * 4)) }
        }
        guard imported != 0 else { throw RenderError("libwebp could not take the \(width)×\(height) image: \(Self.describe(picture.error_code))") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let bytes = writer.mem else {
            throw RenderError("libwebp could not encode the \(width)×\(height) image: \(Self.describe(picture.error_code))")
        }
        return Data(bytes: bytes, count: writer.size)
    }

    private static func describe(_ code: WebPEncodingError) -> String {
        switch code {
        case VP8_ENC_ERROR_OUT_OF_MEMORY, VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: return "out of memory"
        case VP8_ENC_ERROR_BAD_DIMENSION: return "the size is not one WebP can hold"
        case VP8_ENC_ERROR_PARTITION0_OVERFLOW, VP8_ENC_ERROR_PARTITION_OVERFLOW: return "the picture is too complex for one WebP partition"
        case VP8_ENC_ERROR_BAD_WRITE: return "the output could not be written"
        case VP8_ENC_ERROR_FILE_TOO_BIG: return "the file would be larger than 4 GB"
        default: return "libwebp error \(code.rawValue)"
        }
    }
}
