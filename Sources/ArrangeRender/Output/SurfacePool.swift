import CCairo
import Foundation
import Synchronization

/// Image surfaces kept after an image is released, for the next image of the same size: a
/// server drawing card after card of one size reuses a few buffers instead of asking the system
/// for megabytes of fresh zeroed memory each time. Shared by every renderer and thread; the lock
/// is taken twice per image (to take a surface and to give it back), never while drawing.
final class SurfacePool: Sendable {
    static let shared = SurfacePool()

    /// Surfaces kept, most recently returned last. `OpaquePointer` is not `Sendable`; a surface
    /// here belongs to no image and is only touched under the lock or by the one caller that
    /// takes it out.
    private struct Entries: @unchecked Sendable {
        var surfaces: [(width: Int, height: Int, bytes: Int, surface: OpaquePointer)] = []
        var bytes = 0
    }

    private let entries = Mutex(Entries())
    /// At most this many bytes of pixels are kept (four 1200×630 cards at scale 2, say).
    let byteBudget: Int

    init(byteBudget: Int = 64 * 1024 * 1024) {
        self.byteBudget = byteBudget
    }

    /// A cleared (transparent) ARGB32 surface `width` × `height` pixels large: a kept one, or a
    /// new one. `nil` when Cairo cannot make one (the caller reports its status).
    func surface(width: Int, height: Int) -> OpaquePointer? {
        let kept: OpaquePointer? = entries.withLock { entries in
            guard let index = entries.surfaces.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            let entry = entries.surfaces.remove(at: index)
            entries.bytes -= entry.bytes
            return entry.surface
        }
        if let kept, let data = cairo_image_surface_get_data(kept) {
            // Every pixel transparent, as a new surface is.
            cairo_surface_flush(kept)
            memset(data, 0, Int(cairo_image_surface_get_stride(kept)) * height)
            cairo_surface_mark_dirty(kept)
            return kept
        }
        if let kept { cairo_surface_destroy(kept) }
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    /// Takes back a surface no one draws on or reads any more, or destroys it when something else
    /// still holds a reference to it (then it is not safe to reuse) or the pool is full.
    func recycle(_ surface: OpaquePointer) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let bytes = Int(cairo_image_surface_get_stride(surface)) * height
        guard cairo_surface_get_reference_count(surface) == 1, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              bytes <= byteBudget else {
            cairo_surface_destroy(surface)
            return
        }
        let evicted: [OpaquePointer] = entries.withLock { entries in
            var evicted: [OpaquePointer] = []
            while entries.bytes + bytes > byteBudget, !entries.surfaces.isEmpty {
                let oldest = entries.surfaces.removeFirst()
                entries.bytes -= oldest.bytes
                evicted.append(oldest.surface)
            }
            entries.surfaces.append((width, height, bytes, surface))
            entries.bytes += bytes
            return evicted
        }
        // Freed outside the lock.
        for surface in evicted { cairo_surface_destroy(surface) }
    }
}
