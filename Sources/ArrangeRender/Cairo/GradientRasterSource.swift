import ArrangeCore
import CCairo
import Foundation

/// A fill's gradient source swapped for the same gradient's pixels from `GradientRasterCache`:
/// pixman computes a gradient pixel by pixel (about a third of drawing a card with a full-size
/// gradient background), while a rasterised one is copied. Only when the result is the same:
/// straight onto an image surface's own pixels (not a PDF, not a group's or a shadow's buffer),
/// for linear and radial gradients over at least `GradientRasterCache.minimumPixels` pixels, at
/// scale 1 or 2.
struct GradientRasterSource {
    /// The pixels, held while Cairo reads them.
    private let raster: GradientRasterCache.Raster
    /// The surface over them that is the source now.
    private let surface: OpaquePointer

    /// Makes the rasterised gradient the source of the fill of the current path (the gradient
    /// `paint` is the source now), from the cache or rasterised into it. `nil`, with the source
    /// left as it is, when the fill cannot use one. Call `release` after the fill.
    static func use(_ cache: GradientRasterCache, paint: Paint, paintBounds: CGRect, _ cr: OpaquePointer) -> GradientRasterSource? {
        switch paint {
        case .linearGradient, .radialGradient, .ellipticalGradient: break
        default: return nil
        }
        guard let source = cairo_get_source(cr), let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var offsetX = 0.0, offsetY = 0.0, scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard offsetX == 0, offsetY == 0, scaleX == 1, scaleY == 1, let opaque = coversPlane(source) else { return nil }

        // The device pixels the fill can touch: its extents within the clip, rounded out, on the target.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
        let user = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(CGRect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1))
        guard !user.isNull, !user.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in [(user.minX, user.minY), (user.maxX, user.minY), (user.minX, user.maxY), (user.maxX, user.maxY)] {
            var x = Double(corner.0), y = Double(corner.1)
            cairo_user_to_device(cr, &x, &y)
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let left = max(0, Int(minX.rounded(.down))), top = max(0, Int(minY.rounded(.down)))
        let right = min(Int(cairo_image_surface_get_width(target)), Int(maxX.rounded(.up)))
        let bottom = min(Int(cairo_image_surface_get_height(target)), Int(maxY.rounded(.up)))
        let width = right - left, height = bottom - top
        guard width > 0, height > 0, width * height >= GradientRasterCache.minimumPixels else { return nil }

        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // Only unrotated scales 1 and 2, where the tests find the raster byte for byte equal to
        // the direct fill: at 3 and 4 some pixels differed (pixman's fixed-point gradient
        // coordinates round differently for the raster's own origin).
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == matrix.yy, matrix.xx == 1 || matrix.xx == 2 else { return nil }
        let key = GradientRasterCache.Key(paint: paint, paintBounds: paintBounds,
                                          matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0],
                                          x: left, y: top, width: width, height: height)
        let found = cache.raster(for: key) { raster in
            guard let surface = raster.surface() else { return false }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            // The raster stands where it will be painted on the target, under the same matrix:
            // pixman samples the gradient at the same pixel centres as when filling with it.
            cairo_surface_set_device_offset(surface, -Double(left), -Double(top))
            guard let painter = cairo_create(surface) else { return false }
            defer { cairo_destroy(painter) }
            var same = matrix
            cairo_set_matrix(painter, &same)
            cairo_set_source(painter, source)
            cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
            cairo_paint(painter)
            cairo_surface_flush(surface)
            return cairo_status(painter) == CAIRO_STATUS_SUCCESS
        }
        guard let found else { return nil }
        // An opaque gradient's pixels as RGB24 (alpha ignored, read as 255): Cairo then treats the
        // source as opaque exactly when it treats the gradient so, and composites it the same way.
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = cairo_image_surface_create_for_data(found.pixels.assumingMemoryBound(to: UInt8.self), format,
                                                                Int32(found.width), Int32(found.height), Int32(found.stride)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        // Placed in device space (pixel for pixel, sampled without interpolation), then the
        // matrix put back for the path.
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(left), Double(top))
        if let placed = cairo_get_source(cr) { cairo_pattern_set_filter(placed, CAIRO_FILTER_NEAREST) }
        cairo_set_matrix(cr, &matrix)
        return GradientRasterSource(raster: found, surface: surface)
    }

    /// Lets go of the pixels: the source is cleared and the surface over them finished, so
    /// Cairo holds nothing that reads them afterwards.
    func release(_ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        withExtendedLifetime(raster) {}
    }

    /// Whether `pattern` is a linear or radial gradient that paints every point of the plane
    /// (extended by padding, not degenerate: two distinct points, or concentric circles of two
    /// radii), and then whether all its colours are opaque. `nil` for any other pattern.
    private static func coversPlane(_ pattern: OpaquePointer) -> Bool? {
        guard cairo_pattern_get_extend(pattern) == CAIRO_EXTEND_PAD else { return nil }
        switch cairo_pattern_get_type(pattern) {
        case CAIRO_PATTERN_TYPE_LINEAR:
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            guard cairo_pattern_get_linear_points(pattern, &x0, &y0, &x1, &y1) == CAIRO_STATUS_SUCCESS, x0 != x1 || y0 != y1 else { return nil }
        case CAIRO_PATTERN_TYPE_RADIAL:
            var x0 = 0.0, y0 = 0.0, r0 = 0.0, x1 = 0.0, y1 = 0.0, r1 = 0.0
            guard cairo_pattern_get_radial_circles(pattern, &x0, &y0, &r0, &x1, &y1, &r1) == CAIRO_STATUS_SUCCESS,
                  x0 == x1, y0 == y1, r0 != r1 else { return nil }
        default:
            return nil
        }
        var count: Int32 = 0
        guard cairo_pattern_get_color_stop_count(pattern, &count) == CAIRO_STATUS_SUCCESS, count > 0 else { return nil }
        for index in 0..<count {
            var offset = 0.0, red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
            cairo_pattern_get_color_stop_rgba(pattern, index, &offset, &red, &green, &blue, &alpha)
            if alpha < 1 { return false }
        }
        return true
    }
}
