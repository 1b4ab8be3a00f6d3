import ArrangeCore
import CCairo
import Foundation

/// `MeshGradient` in Cairo: a mesh pattern of the paint's Coons patches, and (for SVG, which has
/// no mesh gradients) the same mesh rasterised to a bitmap.
enum MeshGradientPattern {
    /// A Cairo mesh pattern drawing `mesh` over `rect` (its unit square), or `nil` when Cairo
    /// cannot make one. The background is not part of it: painters fill it first.
    static func make(_ mesh: MeshGradientPaint, in rect: CGRect) -> OpaquePointer? {
        let patches = mesh.patches(in: rect)
        guard !patches.isEmpty, let pattern = cairo_pattern_create_mesh() else { return nil }
        for patch in patches {
            guard patch.points.count == 12, patch.colors.count == 4,
                  patch.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            let p = patch.points
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, p[0].x, p[0].y)
            for side in 0..<4 {
                let c1 = p[side * 3 + 1], c2 = p[side * 3 + 2], end = p[(side * 3 + 3) % 12]
                cairo_mesh_pattern_curve_to(pattern, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            }
            for (corner, color) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    /// The mesh over `paintBounds`, its background around it, rasterised over `area` at `scale`
    /// pixels per point; `nil` when the area is empty or too large (over 2²² pixels).
    static func bitmap(_ mesh: MeshGradientPaint, paintBounds: CGRect, area: CGRect, scale: CGFloat) -> Bitmap? {
        guard [area.minX, area.minY, area.width, area.height, scale].allSatisfy(\.isFinite), scale > 0 else { return nil }
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= 1 << 22,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -area.minX, -area.minY)
        let b = mesh.background
        cairo_set_source_rgba(cr, unit(b.red), unit(b.green), unit(b.blue), unit(b.opacity))
        cairo_paint(cr)
        if let pattern = make(mesh, in: paintBounds) {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let argb = row[x]
                let a = argb >> 24
                // Cairo's pixels are premultiplied; bitmaps are not.
                func straight(_ shift: UInt32) -> UInt8 {
                    let v = (argb >> shift) & 0xFF
                    return a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a))
                }
                let i = (y * width + x) * 4
                rgba[i] = straight(16); rgba[i + 1] = straight(8); rgba[i + 2] = straight(0); rgba[i + 3] = UInt8(a)
            }
        }
        return Bitmap(width: width, height: height, rgba: rgba)
    }

    private static func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
}
