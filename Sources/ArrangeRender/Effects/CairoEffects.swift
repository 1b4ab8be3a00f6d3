import ArrangeCore
import CCairo
import Foundation

// How Cairo draws the effects Cairo has no operation for (colour matrices, blurs, projective
// transforms): the items are drawn into a group, the group painted into an offscreen buffer
// aligned with the device's pixel grid (at `rasterScale` pixels per device unit), the pixels
// processed, and the buffer painted back. Blend modes, compositing groups and masks use Cairo's
// own operators and groups, so they stay vector in PDF output.

extension CairoPainter {
    mutating func drawEffectGroup(_ effect: GroupEffect, _ items: [DisplayItem], _ cr: OpaquePointer) {
        switch effect {
        case .colorMatrix(let matrix, let bounds):
            guard let raster = rasterize(items, area: bounds, cr) else { return }
            raster.transformColors(matrix)
            raster.paint(onto: cr)
        case .blur(let radius, let opaque, let bounds):
            let reach = opaque ? 0 : radius * 1.5 + 1
            guard let raster = rasterize(items, area: bounds.insetBy(dx: -reach, dy: -reach), cr) else { return }
            raster.blur(sigma: radius / 2 * raster.pixelsPerPoint, extendingEdges: opaque)
            raster.paint(onto: cr)
        case .blendMode(let mode):
            drawBlended(mode, items, cr)
        case .inverseMask(let maskItems):
            drawInverseMasked(items, mask: maskItems, cr)
        case .compositingGroup:
            cairo_push_group(cr)
            draw(items, cr)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .mask(let maskItems):
            guard let content = drawnGroup(items, cr) else { return }
            defer { cairo_pattern_destroy(content) }
            guard let mask = drawnGroup(maskItems, cr) else { return }
            defer { cairo_pattern_destroy(mask) }
            cairo_save(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_restore(cr)
        case .projection(let transform, let bounds):
            drawProjected(items, transform: transform, contentBounds: bounds, cr)
        case .backdropBlur(let radius, let segments):
            blurBackdrop(radius: radius, under: segments, cr)
            draw(items, cr)
        case .alphaThreshold(let low, let high, let color, let bounds):
            guard let raster = rasterize(items, area: bounds, cr) else { return }
            raster.thresholdAlpha(min: low, max: high, color: color)
            raster.paint(onto: cr)
        case .transform, .opacity, .clip, .shadow, .canvasShadow, .colorInvert:
            break
        }
    }

    /// Blurs what the target already holds under the path, in place: only image targets can
    /// be read back (PDF output draws the material's tint alone).
    private func blurBackdrop(radius: CGFloat, under segments: [PathSegment], _ cr: OpaquePointer) {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let unitsPerPoint = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let sigma = radius / 2 * unitsPerPoint
        guard sigma.isFinite, sigma >= 0.2 else { return }
        var dx: Double = 0, dy: Double = 0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let surfaceWidth = CGFloat(cairo_image_surface_get_width(target)), surfaceHeight = CGFloat(cairo_image_surface_get_height(target))
        // The target's extent in device units, and the path's box widened by the blur's reach.
        let extent = CGRect(x: -dx, y: -dy, width: surfaceWidth, height: surfaceHeight)
        let box = Self.deviceRect(Path(segments: segments).boundingRect, m).insetBy(dx: -(sigma * 3 + 1), dy: -(sigma * 3 + 1)).intersection(extent)
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height <= CGFloat(1 << 24) else { return }
        let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
        guard let raster = Raster(width: Int((box.maxX - x0).rounded(.up)), height: Int((box.maxY - y0).rounded(.up)), origin: CGPoint(x: x0, y: y0), scale: 1, pixelsPerPoint: unitsPerPoint),
              let copy = cairo_create(raster.surface) else { return }
        cairo_surface_flush(target)
        // The source's device offset is applied by Cairo itself: device point x0 is at
        // user-space x0 of the target, so the copy starts there (not x0 + dx, which read pixels
        // displaced by the offset of an enclosing effect's group).
        cairo_set_source_surface(copy, target, -x0, -y0)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_destroy(copy)
        raster.blur(sigma: sigma, extendingEdges: true)
        cairo_save(cr)
        Self.addPath(segments, cr)
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        raster.paint(onto: cr)
        cairo_restore(cr)
    }

    /// The items drawn into a buffer covering `area` (user space), limited to the target.
    mutating func rasterize(_ items: [DisplayItem], area: CGRect, _ cr: OpaquePointer, limitToDevice: Bool = true) -> Raster? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let unitsPerPoint = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        guard unitsPerPoint.isFinite, unitsPerPoint > 0 else { return nil }
        var box = Self.deviceRect(area, m)
        if limitToDevice { box = box.intersection(device) }
        guard !box.isNull, box.width > 0, box.height > 0, [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) else { return nil }
        let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
        let columns = ((box.maxX - x0) * rasterScale).rounded(.up), rows = ((box.maxY - y0) * rasterScale).rounded(.up)
        guard columns >= 1, rows >= 1, columns * rows <= CGFloat(1 << 26) else { return nil }
        guard let content = drawnGroup(items, clippedTo: area, cr) else { return nil }
        defer { cairo_pattern_destroy(content) }
        guard let raster = Raster(width: Int(columns), height: Int(rows), origin: CGPoint(x: x0, y: y0), scale: rasterScale, pixelsPerPoint: unitsPerPoint * rasterScale),
              let offscreen = cairo_create(raster.surface) else { return nil }
        cairo_scale(offscreen, rasterScale, rasterScale)
        cairo_translate(offscreen, -x0, -y0)
        cairo_transform(offscreen, &m)
        cairo_set_source(offscreen, content)
        cairo_paint(offscreen)
        cairo_destroy(offscreen)
        cairo_surface_flush(raster.surface)
        return raster
    }

    /// Draws `items` through `transform` (user space): the items are rasterised, and each pixel
    /// of the projected area samples the source where the inverse transform puts it
    /// (bilinearly); points behind the viewer are left clear.
    private mutating func drawProjected(_ items: [DisplayItem], transform: ProjectiveTransform, contentBounds: CGRect, _ cr: OpaquePointer) {
        guard let inverse = transform.inverted else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let userToDevice = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let deviceToUser = userToDevice.inverted()
        guard let source = rasterize(items, area: contentBounds.insetBy(dx: -1, dy: -1), cr, limitToDevice: false) else { return }
        // Where the projected content can land, in device units, limited to the target.
        let projected = transform.boundingBox(of: contentBounds) ?? CGRect(origin: .zero, size: device.size).applying(deviceToUser)
        let area = Self.deviceRect(projected.insetBy(dx: -1, dy: -1), m).intersection(device)
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        let x0 = area.minX.rounded(.down), y0 = area.minY.rounded(.down)
        let columns = ((area.maxX - x0) * rasterScale).rounded(.up), rows = ((area.maxY - y0) * rasterScale).rounded(.up)
        guard columns >= 1, rows >= 1, columns * rows <= CGFloat(1 << 26),
              let output = Raster(width: Int(columns), height: Int(rows), origin: CGPoint(x: x0, y: y0), scale: rasterScale, pixelsPerPoint: source.pixelsPerPoint) else { return }
        // Output pixel → device → user (after) → user (before): a projective map.
        let toUser = ProjectiveTransform(CGAffineTransform(a: 1 / rasterScale, b: 0, c: 0, d: 1 / rasterScale, tx: x0, ty: y0).concatenating(deviceToUser))
            .concatenating(inverse)
        let toSourcePixel = userToDevice.concatenating(CGAffineTransform(translationX: -source.origin.x, y: -source.origin.y))
            .concatenating(CGAffineTransform(scaleX: rasterScale, y: rasterScale))
        let pixels = source.premultipliedPixels()
        var result = [Float](repeating: 0, count: output.width * output.height * 4)
        for j in 0..<output.height {
            for i in 0..<output.width {
                let pixel = CGPoint(x: CGFloat(i) + 0.5, y: CGFloat(j) + 0.5)
                guard let user = toUser.apply(pixel), transform.weight(user) > 0 else { continue }
                let s = user.applying(toSourcePixel)
                let sample = Raster.bilinear(pixels, width: source.width, height: source.height, x: s.x - 0.5, y: s.y - 0.5)
                let k = (j * output.width + i) * 4
                result[k] = sample.0; result[k + 1] = sample.1; result[k + 2] = sample.2; result[k + 3] = sample.3
            }
        }
        output.setPremultipliedPixels(result)
        output.paint(onto: cr)
    }
}

/// An offscreen ARGB32 buffer aligned with the target's device grid: `origin` is its top-left
/// corner in device units, `scale` its pixels per device unit.
final class Raster {
    let surface: OpaquePointer
    let width: Int, height: Int
    let origin: CGPoint
    let scale: CGFloat
    /// Pixels per point of the user space the content was drawn in (for blur radii).
    let pixelsPerPoint: CGFloat

    init?(width: Int, height: Int, origin: CGPoint, scale: CGFloat, pixelsPerPoint: CGFloat) {
        guard width > 0, height > 0, width <= CairoRenderer.maximumPixels, height <= CairoRenderer.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        (self.width, self.height, self.origin, self.scale, self.pixelsPerPoint) = (width, height, origin, scale, pixelsPerPoint)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints the buffer onto `cr` where it was taken from, with `cr`'s current operator.
    func paint(onto cr: OpaquePointer) {
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Premultiplied red, green, blue, alpha of each pixel, 0…1, row by row.
    func premultipliedPixels() -> [Float] {
        var out = [Float](repeating: 0, count: width * height * 4)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return out }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = row[x], k = (y * width + x) * 4
                out[k] = Float((v >> 16) & 0xff) / 255
                out[k + 1] = Float((v >> 8) & 0xff) / 255
                out[k + 2] = Float(v & 0xff) / 255
                out[k + 3] = Float(v >> 24) / 255
            }
        }
        return out
    }

    /// Writes premultiplied pixels (as `premultipliedPixels` gives them) back.
    func setPremultipliedPixels(_ pixels: [Float]) {
        guard pixels.count == width * height * 4, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let k = (y * width + x) * 4
                let a = min(max(pixels[k + 3], 0), 1)
                // Premultiplied colour can never exceed alpha.
                func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), a) * 255).rounded()) }
                row[x] = byte(a) << 24 | byte(pixels[k]) << 16 | byte(pixels[k + 1]) << 8 | byte(pixels[k + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Applies a colour matrix to each pixel's unpremultiplied colour.
    func transformColors(_ matrix: ColorMatrixFilter) {
        var pixels = premultipliedPixels()
        for k in stride(from: 0, to: pixels.count, by: 4) {
            let a = Double(pixels[k + 3])
            let colour = a > 0 ? (Double(pixels[k]) / a, Double(pixels[k + 1]) / a, Double(pixels[k + 2]) / a, a) : (0, 0, 0, 0)
            let out = matrix.apply(colour)
            pixels[k] = Float(out.r * out.a); pixels[k + 1] = Float(out.g * out.a); pixels[k + 2] = Float(out.b * out.a); pixels[k + 3] = Float(out.a)
        }
        setPremultipliedPixels(pixels)
    }

    /// Makes each pixel whose alpha is within `min…max` `color` (premultiplied by its opacity),
    /// and clears the others.
    func thresholdAlpha(min low: Double, max high: Double, color: Color) {
        var pixels = premultipliedPixels()
        let a = Float(min(max(color.opacity, 0), 1))
        let (r, g, b) = (Float(min(max(color.red, 0), 1)) * a, Float(min(max(color.green, 0), 1)) * a, Float(min(max(color.blue, 0), 1)) * a)
        for k in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Double(pixels[k + 3])
            let keep = alpha >= low && alpha <= high
            pixels[k] = keep ? r : 0; pixels[k + 1] = keep ? g : 0; pixels[k + 2] = keep ? b : 0; pixels[k + 3] = keep ? a : 0
        }
        setPremultipliedPixels(pixels)
    }

    /// Blurs the four premultiplied channels with a Gaussian of `sigma` pixels; with
    /// `extendingEdges`, pixels beyond the buffer repeat its edge pixels instead of being clear.
    func blur(sigma: CGFloat, extendingEdges: Bool) {
        guard sigma.isFinite, sigma >= 0.2 else { return }
        let pixels = premultipliedPixels()
        let pad = extendingEdges ? Int(min((sigma * 3).rounded(.up), 4096)) : 0
        let w = width + 2 * pad, h = height + 2 * pad
        guard w * h <= 1 << 26 else { return }
        var result = pixels
        for channel in 0..<4 {
            var plane = [Float](repeating: 0, count: w * h)
            for y in 0..<h {
                let sy = min(max(y - pad, 0), height - 1)
                for x in 0..<w {
                    let sx = min(max(x - pad, 0), width - 1)
                    plane[y * w + x] = pixels[(sy * width + sx) * 4 + channel]
                }
            }
            gaussianBlur(&plane, width: w, height: h, sigma: min(Double(sigma), Double(max(w, h))))
            for y in 0..<height {
                for x in 0..<width { result[(y * width + x) * 4 + channel] = plane[(y + pad) * w + x + pad] }
            }
        }
        setPremultipliedPixels(result)
    }

    /// The premultiplied colour at (x, y) in pixel-centre coordinates, interpolated between the
    /// four nearest pixels; clear outside the buffer.
    static func bilinear(_ pixels: [Float], width: Int, height: Int, x: CGFloat, y: CGFloat) -> (Float, Float, Float, Float) {
        guard x.isFinite, y.isFinite, x > -1, y > -1, x < CGFloat(width), y < CGFloat(height) else { return (0, 0, 0, 0) }
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let tx = Float(x - fx), ty = Float(y - fy)
        var out: (Float, Float, Float, Float) = (0, 0, 0, 0)
        for (dx, dy, weight) in [(0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty)] {
            let px = ix + dx, py = iy + dy
            guard weight > 0, px >= 0, py >= 0, px < width, py < height else { continue }
            let k = (py * width + px) * 4
            out.0 += pixels[k] * weight; out.1 += pixels[k + 1] * weight; out.2 += pixels[k + 2] * weight; out.3 += pixels[k + 3] * weight
        }
        return out
    }
}
