import ArrangeCore
import CCairo
import Foundation

/// What a Cairo drawing makes once and can use again: image surfaces converted from bitmaps and
/// gradient patterns. One per drawing by default; an `ImageRenderer` keeps one across its
/// renders, so drawing the same images and gradients again (after a change of content, or at
/// another scale) converts and builds nothing. Used by one thread at a time, like its renderer.
package final class CairoResources {
    /// Bitmaps as premultiplied ARGB32 surfaces.
    let images = ImageSurfaceCache()
    /// Gradients as Cairo patterns.
    let gradients = GradientPatternCache()
    /// Large gradients as pixels, shared by every renderer (`nil`: always computed anew). Only
    /// image output uses it; PDF keeps gradients as vectors.
    let gradientRasters: GradientRasterCache?

    package init() {
        gradientRasters = .shared
    }

    /// Resources rasterising large gradients through `gradientRasters` (a cache of its own, so a
    /// test can count its hits; `nil` to compute every gradient anew).
    package init(gradientRasters: GradientRasterCache?) {
        self.gradientRasters = gradientRasters
    }
}

/// Cairo surfaces made from bitmaps, so each bitmap is converted once. Keyed by the bitmap's
/// pixel storage, which the entry keeps alive (so its address cannot be reused by another
/// bitmap while the entry exists): the same decoded file or emoji is converted once for every
/// view that shows it, in this drawing and later ones.
final class ImageSurfaceCache {
    private struct Key: Hashable {
        var storage: UnsafeRawPointer
        var width: Int, height: Int
        /// The piece of the bitmap (the whole of it, usually).
        var x: Int, y: Int, pieceWidth: Int, pieceHeight: Int
    }

    private var entries: [Key: (bitmap: Bitmap, surface: OpaquePointer, bytes: Int)] = [:]
    private var bytes = 0
    /// Beyond this many bytes of surfaces the cache starts again, so a renderer drawing ever new
    /// images holds bounded memory.
    let byteBudget = 64 * 1024 * 1024

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// A piece of the bitmap (the whole of it, usually) as a premultiplied ARGB32 surface.
    func surface(for item: ImageItem, source: CGRect) -> OpaquePointer? {
        let bitmap = item.bitmap
        guard let storage = bitmap.rgba.withUnsafeBytes({ $0.baseAddress }) else { return nil }
        let key = Key(storage: storage, width: bitmap.width, height: bitmap.height,
                      x: Int(source.minX), y: Int(source.minY), pieceWidth: Int(source.width), pieceHeight: Int(source.height))
        if let known = entries[key] { return known.surface }
        guard let made = Self.makeSurface(bitmap, source: source) else { return nil }
        let size = Int(cairo_image_surface_get_stride(made)) * Int(cairo_image_surface_get_height(made))
        if bytes + size > byteBudget {
            for entry in entries.values { cairo_surface_destroy(entry.surface) }
            entries.removeAll()
            bytes = 0
        }
        entries[key] = (bitmap, made, size)
        bytes += size
        return made
    }

    private static func makeSurface(_ bitmap: Bitmap, source: CGRect) -> OpaquePointer? {
        let x0 = max(0, Int(source.minX)), y0 = max(0, Int(source.minY))
        let width = min(Int(source.width), bitmap.width - x0), height = min(Int(source.height), bitmap.height - y0)
        guard width > 0, height > 0, bitmap.rgba.count >= bitmap.width * bitmap.height * 4,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = ((y0 + y) * bitmap.width + (x0 + x)) * 4
                    let a = UInt32(rgba[i + 3])
                    // Cairo wants premultiplied alpha.
                    func pre(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
                    row[x] = a << 24 | pre(rgba[i]) << 16 | pre(rgba[i + 1]) << 8 | pre(rgba[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// Gradient patterns by paint and the rectangle the paint is measured in (and, for angular
/// gradients, the region the mesh covers), so a gradient drawn again is not built again.
/// A short list searched in order: drawings have few gradients, and `Paint` is not hashable.
final class GradientPatternCache {
    private var entries: [(paint: Paint, bounds: CGRect, region: CGRect?, pattern: OpaquePointer)] = []
    /// Beyond this many patterns the list starts again.
    let capacity = 64

    deinit {
        for entry in entries { cairo_pattern_destroy(entry.pattern) }
    }

    /// The pattern kept for the paint, or nil.
    func pattern(for paint: Paint, bounds: CGRect, region: CGRect?) -> OpaquePointer? {
        entries.first { $0.bounds == bounds && $0.region == region && $0.paint == paint }?.pattern
    }

    /// Keeps a reference to `pattern` (which must not change afterwards) for the paint.
    func keep(_ pattern: OpaquePointer, for paint: Paint, bounds: CGRect, region: CGRect?) {
        if entries.count >= capacity {
            for entry in entries { cairo_pattern_destroy(entry.pattern) }
            entries.removeAll()
        }
        entries.append((paint, bounds, region, cairo_pattern_reference(pattern)))
    }
}
