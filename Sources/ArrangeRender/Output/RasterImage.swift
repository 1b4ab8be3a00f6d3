import CCairo
import Foundation

/// The pixels Cairo drew for a display list: an ARGB32 image surface (32-bit native-endian
/// words, premultiplied alpha), from which every bitmap format is encoded, so PNG, JPEG and WebP
/// of one renderer come from one drawing. When the image is released its surface goes back to
/// `SurfacePool.shared` for the next image of its size.
package final class RasterImage {
    /// The Cairo surface; owned by the image.
    package let surface: OpaquePointer
    /// Size in pixels.
    package let width: Int
    package let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// The first row.
    let pixels: UnsafeMutablePointer<UInt8>

    /// Wraps a surface `cairo_image_surface_create` made (ARGB32, status checked).
    init?(surface: OpaquePointer) {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        pixels = data
    }

    deinit {
        SurfacePool.shared.recycle(surface)
    }

    /// Whether every pixel is fully opaque: encoders then leave alpha out (a PNG without an alpha
    /// channel is a quarter smaller and faster to write). Worked out once.
    package private(set) lazy var isOpaque: Bool = arrangePixelsAreOpaque()

    private func arrangePixelsAreOpaque() -> Bool {
        PixelConversion.areOpaque(pixels, width: width, height: height, stride: stride)
    }
}
