import CArrangePNG
import Foundation

extension RasterImage {
    /// The pixels as a PNG file: 8-bit RGB when every pixel is opaque, else RGBA with straight
    /// (not premultiplied) alpha, compressed as `compression` says.
    package func pngData(compression: PNGCompression = .fast) throws(RenderError) -> Data {
        try pngData(level: compression.settings.level, strategy: compression.settings.strategy, filters: compression.settings.filters)
    }

    /// The pixels as a PNG file with zlib's `level` and `strategy` and libpng's `filters` given
    /// directly (the benchmark compares settings with it).
    package func pngData(level: Int32, strategy: Int32, filters: Int32) throws(RenderError) -> Data {
        var output = arrange_png_output()
        let settings = arrange_png_settings(level: level, strategy: strategy, filters: filters)
        let status = arrange_png_encode(pixels, Int32(width), Int32(height), stride, isOpaque ? 1 : 0, settings, &output)
        defer { arrange_png_release(&output) }
        guard status == 0, let data = output.data else {
            throw RenderError("libpng could not encode the \(width)×\(height) image: \(Self.message(output.error))")
        }
        return Data(bytes: data, count: output.size)
    }

    /// A C message buffer as a string.
    static func message<T>(_ buffer: T) -> String {
        var buffer = buffer
        return withUnsafeBytes(of: &buffer) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "unknown error" : String(decoding: bytes, as: UTF8.self)
        }
    }
}
