import CArrangePNG
import Foundation

extension RasterImage {
    /// The pixels as a PNG file: 8-bit RGB when every pixel is opaque, else RGBA with straight
    /// (not premultiplied) alpha, compressed as `compression` says.
    package func pngData(compression: PNGCompression = .fast) throws(RenderError) -> Data {
        switch compression.encoder {
        case .libdeflate(let level, let filter): return try pngData(deflateLevel: level, filter: filter)
        case .libpng(let level, let strategy, let filters): return try pngData(level: level, strategy: strategy, filters: filters)
        }
    }

    /// The pixels as a PNG file with zlib's `level` and `strategy` and libpng's `filters` given
    /// directly (the benchmark compares settings with it).
    package func pngData(level: Int32, strategy: Int32, filters: Int32) throws(RenderError) -> Data {
        var output = arrange_png_output()
        let settings = arrange_png_settings(level: level, strategy: strategy, filters: filters)
        let status = arrange_png_encode(pixels, Int32(width), Int32(height), stride, isOpaque ? 1 : 0, settings, &output)
        return try Self.take(&output, status: status, encoder: "libpng", width: width, height: height)
    }

    /// The pixels as a PNG file compressed by libdeflate at `deflateLevel` (0–12), every row
    /// filtered by `filter` (0–4) or each row's filter chosen (5).
    package func pngData(deflateLevel: Int32, filter: Int32) throws(RenderError) -> Data {
        var output = arrange_png_output()
        let status = arrange_png_encode_deflate(pixels, Int32(width), Int32(height), stride, isOpaque ? 1 : 0, deflateLevel, filter, &output)
        return try Self.take(&output, status: status, encoder: "libdeflate", width: width, height: height)
    }

    /// The file an encoder made, handed to `Data` without a copy (it frees the memory), or its error.
    private static func take(_ output: inout arrange_png_output, status: Int32, encoder: String, width: Int, height: Int) throws(RenderError) -> Data {
        guard status == 0, let data = output.data else {
            arrange_png_release(&output)
            throw RenderError("\(encoder) could not encode the \(width)×\(height) image: \(message(output.error))")
        }
        return Data(bytesNoCopy: data, count: output.size, deallocator: .free)
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
