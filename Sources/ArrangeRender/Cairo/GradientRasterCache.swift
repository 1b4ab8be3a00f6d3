import ArrangeCore
import CCairo
import Foundation
import Synchronization

/// Large gradients already rasterised, shared by every renderer and thread: a server drawing
/// card after card with the same full-size gradient background has pixman compute each of its
/// pixels once, and every later card copies them (a plain blit, about a twentieth of the cost).
///
/// An entry holds the gradient's premultiplied ARGB32 pixels over a rectangle of device pixels,
/// exactly as pixman computes them when it fills with the gradient there: the same pattern, the
/// same user-to-device matrix, the same pixel centres. It is keyed by all three (paint and the
/// rectangle its unit points are measured in, the matrix, the pixel rectangle), so a hit paints
/// byte for byte what filling with the gradient paints.
///
/// The pixels are kept as plain memory, never as a Cairo surface: each use wraps them in a
/// surface of its own (`cairo_image_surface_create_for_data`), so concurrent renders only read
/// the shared bytes and share no Cairo or pixman object. Lookups share a read lock; storing
/// takes it alone. At most `capacity` entries and `byteBudget` bytes are kept, the least
/// recently stored forgotten first.
package final class GradientRasterCache: @unchecked Sendable {
    // @unchecked: `entries`, `order` and `bytes` are read under `lock`'s read side and written
    // under its write side; the counters are atomics; `Raster`'s memory never changes once stored.
    static let shared = GradientRasterCache()

    /// Fills smaller than this many pixels compute the gradient directly: they cost little, and
    /// keeping them would fill the cache with small things.
    static let minimumPixels = 64 * 64

    /// At most this many gradients are kept.
    let capacity: Int
    /// At most this many bytes of pixels are kept (a 1200×630 card's background is 3 MB at
    /// scale 1, 12 MB at scale 2).
    let byteBudget: Int

    /// What identifies a rasterised gradient. `Paint` is not hashable: the hash uses the rest,
    /// equality the paint too.
    struct Key: Hashable {
        var paint: Paint
        var paintBounds: CGRect
        /// The user-to-device matrix (`xx, yx, xy, yy, x0, y0`).
        var matrix: [Double]
        /// The device pixels covered.
        var x: Int, y: Int, width: Int, height: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(paintBounds.minX); hasher.combine(paintBounds.minY)
            hasher.combine(paintBounds.width); hasher.combine(paintBounds.height)
            hasher.combine(matrix)
            hasher.combine(x); hasher.combine(y); hasher.combine(width); hasher.combine(height)
        }
    }

    /// Pixels of one rasterised gradient: `height` rows `stride` bytes apart, ARGB32
    /// premultiplied. Freed when the last holder lets go, so a render using an entry that is
    /// evicted meanwhile keeps reading valid memory.
    final class Raster: @unchecked Sendable {
        // @unchecked: the memory is written once, before the raster is shared, and only read after.
        let pixels: UnsafeMutableRawPointer
        let width: Int, height: Int, stride: Int
        var bytes: Int { stride * height }

        init?(width: Int, height: Int) {
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
            guard width > 0, height > 0, stride > 0 else { return nil }
            // Zeroed: transparent, as a new Cairo surface is.
            guard let memory = calloc(height, stride) else { return nil }
            pixels = memory
            self.width = width
            self.height = height
            self.stride = stride
        }

        deinit { free(pixels) }

        /// A Cairo surface over the pixels (not a copy); finish and destroy it after use, while
        /// the raster is still held.
        func surface() -> OpaquePointer? {
            let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                              Int32(width), Int32(height), Int32(stride))
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                if let surface { cairo_surface_destroy(surface) }
                return nil
            }
            return surface
        }
    }

    private let lock = ReadWriteLock()
    private var entries: [Key: Raster] = [:]
    /// Keys from the least to the most recently stored.
    private var order: [Key] = []
    private var bytes = 0
    private let hitCount = Atomic<Int>(0)
    private let missCount = Atomic<Int>(0)

    init(capacity: Int = 16, byteBudget: Int = 48 * 1024 * 1024) {
        self.capacity = capacity
        self.byteBudget = byteBudget
    }

    /// Lookups that found their gradient.
    var hits: Int { hitCount.load(ordering: .relaxed) }
    /// Lookups that had to rasterise the gradient.
    var misses: Int { missCount.load(ordering: .relaxed) }
    /// Gradients kept now.
    var count: Int { lock.reading { entries.count } }
    /// Bytes of pixels kept now.
    var storedBytes: Int { lock.reading { bytes } }

    /// The raster for `key`: kept, or made by `rasterise` (which fills a zeroed raster of the
    /// key's size) and kept. `nil` when a raster of the key's size would not fit the byte budget
    /// (the caller computes the gradient directly, allocating nothing more) or memory for one
    /// cannot be had.
    func raster(for key: Key, rasterise: (Raster) -> Bool) -> Raster? {
        if let known = lock.reading({ entries[key] }) {
            hitCount.add(1, ordering: .relaxed)
            return known
        }
        missCount.add(1, ordering: .relaxed)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: key.width)))
        guard stride > 0, key.height <= byteBudget / stride else { return nil }
        guard let made = Raster(width: key.width, height: key.height), rasterise(made) else { return nil }
        lock.writing {
            // Another thread may have stored the same gradient meanwhile: keep one.
            if entries[key] != nil { return }
            while !order.isEmpty, entries.count + 1 > capacity || bytes + made.bytes > byteBudget {
                let oldest = order.removeFirst()
                if let gone = entries.removeValue(forKey: oldest) { bytes -= gone.bytes }
            }
            entries[key] = made
            order.append(key)
            bytes += made.bytes
        }
        return made
    }
}
