import ArrangeCore
import CCairo
import Foundation

// How Cairo draws blend modes. Most are Cairo operators: the items are drawn into a group,
// which is painted with the operator. Two kinds need more, as Core Graphics defines them:
// - Porter–Duff modes that change the background where nothing is drawn (`clear`, `copy`,
//   `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`) apply only within what the
//   items cover: Core Graphics treats the drawn shape as a mask, R = M·op(S, D) + (1 − M)·D, where
//   Cairo's operators would change the whole clip.
// - `plusDarker`, which Cairo lacks: R = max(0, 1 − ((1 − D) + (1 − S))) on colours; with
//   premultiplied alpha Ra = min(1, Sa + Da) and R = max(0, Ra − ((Da − D) + (Sa − S))), the
//   same sum done on the inverted colours (the premultiplied form of W3C's and WebKit's
//   plus-darker).
// Both are computed per pixel against what the target already holds, which only image targets
// can give back. PDF output falls back: `clear` and `copy` are exact (Cairo's DEST_OUT through
// the coverage, then ADD), the other four are Cairo's operators limited to the items' bounding
// box, and `plusDarker` is drawn as `multiply`.

extension CairoPainter {
    /// Draws `items` composited in `mode` onto what `cr` holds.
    mutating func drawBlended(_ mode: GraphicsContext.BlendMode, _ items: [DisplayItem], _ cr: OpaquePointer) {
        let special = mode.affectsUncoveredBackground || mode == .plusDarker
        if special, drawBlendedPerPixel(mode, items, cr) { return }
        cairo_save(cr)
        if special, mode != .plusDarker {
            guard let bounds = items.unionBounds else {
                cairo_restore(cr)
                return
            }
            if mode == .clear || mode == .copy {
                // Exact without reading back: D·(1 − M), then + S for copy.
                let coverage = Self.coverage(of: items)
                cairo_push_group(cr)
                draw(coverage, cr)
                guard let mask = cairo_pop_group(cr) else {
                    cairo_restore(cr)
                    return
                }
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
                if mode == .copy {
                    cairo_push_group(cr)
                    draw(items, cr)
                    cairo_pop_group_to_source(cr)
                    cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
                    cairo_paint(cr)
                }
                cairo_restore(cr)
                return
            }
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        draw(items, cr)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, Self.cairoOperator(mode))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The exact per-pixel blend (see the file's notes): `false` when the target cannot be
    /// read back.
    private mutating func drawBlendedPerPixel(_ mode: GraphicsContext.BlendMode, _ items: [DisplayItem], _ cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        guard let bounds = items.unionBounds else { return true }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var dx: Double = 0, dy: Double = 0
        cairo_surface_get_device_offset(target, &dx, &dy)
        // The target's pixels cover device units −dx…width − dx (a group's surface is offset).
        let extent = CGRect(x: -dx, y: -dy, width: CGFloat(cairo_image_surface_get_width(target)), height: CGFloat(cairo_image_surface_get_height(target)))
        let box = Self.deviceRect(bounds, m).insetBy(dx: -1, dy: -1).intersection(extent)
        guard !box.isNull, box.width >= 1, box.height >= 1, [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite),
              box.width * box.height <= CGFloat(1 << 26) else { return true }
        let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
        let width = Int((box.maxX - x0).rounded(.up)), height = Int((box.maxY - y0).rounded(.up))
        let origin = CGPoint(x: x0, y: y0)
        guard let background = Raster(width: width, height: height, origin: origin, scale: 1, pixelsPerPoint: 1),
              let source = Raster(width: width, height: height, origin: origin, scale: 1, pixelsPerPoint: 1),
              let mask = Raster(width: width, height: height, origin: origin, scale: 1, pixelsPerPoint: 1) else { return true }
        // What the target holds under the box: target user space is this device space.
        cairo_surface_flush(target)
        if let copy = cairo_create(background.surface) {
            cairo_set_source_surface(copy, target, -x0, -y0)
            cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copy)
            cairo_destroy(copy)
        }
        // The items, and their coverage (what they draw, every paint opaque).
        for (raster, content) in [(source, items), (mask, Self.coverage(of: items))] {
            guard let pattern = drawnGroup(content, clippedTo: bounds, cr), let offscreen = cairo_create(raster.surface) else { continue }
            cairo_translate(offscreen, -x0, -y0)
            cairo_transform(offscreen, &m)
            cairo_set_source(offscreen, pattern)
            cairo_paint(offscreen)
            cairo_destroy(offscreen)
            cairo_pattern_destroy(pattern)
        }
        let d = background.premultipliedPixels(), s = source.premultipliedPixels(), coverage = mask.premultipliedPixels()
        var out = d
        for k in stride(from: 0, to: d.count, by: 4) {
            let cover = coverage[k + 3]
            guard cover > 0 else { continue }
            // The paint under full coverage (what Core Graphics composites), then lerped by the coverage.
            let scale = 1 / cover
            let sp = (min(s[k] * scale, 1), min(s[k + 1] * scale, 1), min(s[k + 2] * scale, 1), min(s[k + 3] * scale, 1))
            let r = Self.composite(mode, source: sp, destination: (d[k], d[k + 1], d[k + 2], d[k + 3]))
            out[k] = cover * r.0 + (1 - cover) * d[k]
            out[k + 1] = cover * r.1 + (1 - cover) * d[k + 1]
            out[k + 2] = cover * r.2 + (1 - cover) * d[k + 2]
            out[k + 3] = cover * r.3 + (1 - cover) * d[k + 3]
        }
        background.setPremultipliedPixels(out)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x0, y0, CGFloat(width), CGFloat(height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        background.paint(onto: cr)
        cairo_restore(cr)
        return true
    }

    /// One premultiplied pixel composited in `mode` (the Porter–Duff equations Apple documents
    /// for `GraphicsContext.BlendMode`, and `plusDarker`); other modes composite as `normal`.
    static func composite(_ mode: GraphicsContext.BlendMode, source s: (Float, Float, Float, Float), destination d: (Float, Float, Float, Float)) -> (Float, Float, Float, Float) {
        let sa = s.3, da = d.3
        func porterDuff(_ fa: Float, _ fb: Float) -> (Float, Float, Float, Float) {
            (s.0 * fa + d.0 * fb, s.1 * fa + d.1 * fb, s.2 * fa + d.2 * fb, sa * fa + da * fb)
        }
        switch mode {
        case .clear: return (0, 0, 0, 0)
        case .copy: return s
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(1 - da, 0)
        case .sourceAtop: return porterDuff(da, 1 - sa)
        case .destinationOver: return porterDuff(1 - da, 1)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationOut: return porterDuff(0, 1 - sa)
        case .destinationAtop: return porterDuff(1 - da, sa)
        case .xor: return porterDuff(1 - da, 1 - sa)
        case .plusLighter: return (min(s.0 + d.0, 1), min(s.1 + d.1, 1), min(s.2 + d.2, 1), min(sa + da, 1))
        case .plusDarker:
            let ra = min(sa + da, 1)
            func channel(_ sc: Float, _ dc: Float) -> Float { max(0, ra - ((da - dc) + (sa - sc))) }
            return (channel(s.0, d.0), channel(s.1, d.1), channel(s.2, d.2), ra)
        default: return porterDuff(1, 1 - sa)
        }
    }

    /// What `items` cover, as items that draw it opaque black: paths with their geometry,
    /// images and placeholders as their frames. Transforms, clips and masks are kept; opacity,
    /// blend modes, layers and filters are not (coverage is the drawn geometry, as Core Graphics
    /// masks an operation by the shape drawn; a filtered item covers what it covers unfiltered).
    static func coverage(of items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item -> DisplayItem? in
            switch item {
            case .path(var path):
                path.paint = .color(.black)
                return .path(path)
            case .image(let image):
                return .path(PathItem(segments: Path(image.frame).segments, paint: .color(.black), paintBounds: image.frame, mode: .fill(FillStyle())))
            case .placeholder(let frame, _):
                return .path(PathItem(segments: Path(frame).segments, paint: .color(.black), paintBounds: frame, mode: .fill(FillStyle())))
            case .group(let effect, let inner):
                let covered = coverage(of: inner)
                switch effect {
                case .transform, .clip, .mask, .inverseMask, .projection:
                    return .group(effect, covered)
                case .opacity, .shadow, .canvasShadow, .colorInvert, .colorMatrix, .blur, .blendMode, .compositingGroup, .backdropBlur, .alphaThreshold:
                    return .group(.compositingGroup, covered)
                }
            }
        }
    }

    /// Cairo's operator for a blend mode (`plusDarker`, which Cairo lacks, as `multiply`).
    static func cairoOperator(_ mode: GraphicsContext.BlendMode) -> cairo_operator_t {
        switch mode {
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        default: return CAIRO_OPERATOR_OVER
        }
    }

    /// Draws `items` through one minus the alpha of `maskItems`.
    mutating func drawInverseMasked(_ items: [DisplayItem], mask maskItems: [DisplayItem], _ cr: OpaquePointer) {
        guard let content = drawnGroup(items, cr) else { return }
        defer { cairo_pattern_destroy(content) }
        guard let mask = drawnGroup(maskItems, cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        // Opaque everywhere, then the mask's alpha taken out: 1 − alpha.
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(cr, mask)
        cairo_paint(cr)
        guard let inverse = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(inverse) }
        cairo_save(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, inverse)
        cairo_restore(cr)
    }
}
