import CCairo
import Foundation

/// Decodes a PNG through Cairo (independently of how Arrange wrote it).
@MainActor public func decodePNG(_ data: Data) throws -> Pixels {
    final class Source {
        let data: Data
        var position = 0
        init(_ data: Data) { self.data = data }
    }
    let source = Source(data)
    let surface: OpaquePointer? = withExtendedLifetime(source) {
        cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.position + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: buffer, from: source.position..<(source.position + count))
            source.position += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    guard let surface else { throw RenderTestError.failed("Cairo returned no surface") }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw RenderTestError.failed("not a PNG Cairo can read: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
    }
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    guard let data = cairo_image_surface_get_data(surface) else { throw RenderTestError.failed("no pixel data") }
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let word = row[x]
            let a = format == CAIRO_FORMAT_RGB24 ? 255 : Int(word >> 24)
            func straight(_ v: UInt32) -> UInt8 {
                // Undo Cairo's premultiplication.
                a == 0 ? 0 : UInt8(min(255, (Int(v & 0xFF) * 255 + a / 2) / a))
            }
            let i = (y * width + x) * 4
            rgba[i] = straight(word >> 16)
            rgba[i + 1] = straight(word >> 8)
            rgba[i + 2] = straight(word)
            rgba[i + 3] = UInt8(a)
        }
    }
    return Pixels(width: width, height: height, rgba: rgba)
}

/// A failure of a rendering test's own tools (decoding, command-line programs).
public enum RenderTestError: Error, CustomStringConvertible {
    case failed(String)
    public var description: String {
        switch self { case .failed(let m): return m }
    }
}
