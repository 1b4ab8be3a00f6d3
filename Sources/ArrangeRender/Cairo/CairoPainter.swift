import ArrangeCore
import CCairo
import Foundation

/// The drawing routine shared by PNG and PDF output: display items onto a Cairo context.
struct CairoPainter {
    /// The target's extent in device units (pixels for images, points for PDF): shadow buffers
    /// are limited to what can show on it.
    let device: CGRect
    /// Pixels per device unit for effects Cairo cannot draw as vectors (shadows).
    let rasterScale: CGFloat
    /// Image surfaces and gradient patterns made once and kept (for one render, or across a
    /// renderer's renders).
    private let resources: CairoResources
    /// Counts the items drawn, when a test wants to know how much work a list costs.
    private let counter: PaintCounter?

    init(device: CGRect, rasterScale: CGFloat, resources: CairoResources = CairoResources(), counter: PaintCounter? = nil) {
        self.device = device
        self.rasterScale = rasterScale
        self.resources = resources
        self.counter = counter
    }

    mutating func draw(_ items: [DisplayItem], _ cr: OpaquePointer) {
        for item in items {
            counter?.items += 1
            switch item {
            case .path(let path):
                drawPath(path, cr)
            case .image(let image):
                drawImage(image, cr)
            case .placeholder(let frame, let label):
                drawPlaceholder(frame: frame, label: label, cr)
            case .group(let effect, let inner):
                drawGroup(effect, inner, cr)
            }
        }
    }

    // MARK: Paths

    static func addPath(_ segments: [PathSegment], _ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero, start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // Cairo has only cubic curves; a quadratic is the cubic with controls two thirds
                // of the way from each end to its control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    private func drawPath(_ item: PathItem, _ cr: OpaquePointer) {
        // A mesh gradient's background fills the path under the mesh, which covers only its patches.
        if case .meshGradient(let mesh) = item.paint, mesh.background.opacity > 0 {
            var background = item
            background.paint = .color(mesh.background)
            drawPath(background, cr)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let region = DisplayItem.path(item).bounds ?? item.paintBounds
        setSource(item.paint, paintBounds: item.paintBounds, region: region, cr)
        Self.addPath(item.segments, cr)
        switch item.mode {
        case .fill(let style):
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            // A large gradient is painted from pixels rasterised once (see `GradientRasterCache`).
            let raster = resources.gradientRasters.flatMap {
                GradientRasterSource.use($0, paint: item.paint, paintBounds: item.paintBounds, cr)
            }
            cairo_fill(cr)
            raster?.release(cr)
        case .stroke(let style, let antialiased):
            cairo_set_line_width(cr, Self.drawableLineWidth(style.lineWidth, cr))
            switch style.lineCap {
            case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            }
            switch style.lineJoin {
            case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
            }
            cairo_set_miter_limit(cr, style.miterLimit)
            if !style.dash.isEmpty {
                let dashes = style.dash.map { Double($0) }
                dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
            }
            cairo_set_antialias(cr, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_stroke(cr)
        }
    }

    /// The widest line Cairo is asked to draw, in device units: within its fixed-point range
    /// (24.8 bits), and wider than any picture it draws, so the output is the same.
    static let largestDeviceLineWidth: Double = 4_000_000

    /// `width` (user space), narrowed so that it is at most `largestDeviceLineWidth` on the
    /// device: a scale effect or Canvas transform can widen a line past every limit set on the
    /// views, and Cairo's stroker takes time and memory that grow with the width.
    static func drawableLineWidth(_ width: Double, _ cr: OpaquePointer) -> Double {
        var dx = width, dy = 0.0, ex = 0.0, ey = width
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_user_to_device_distance(cr, &ex, &ey)
        let device = max((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot())
        guard device.isFinite, width.isFinite else { return 0 }
        return device > largestDeviceLineWidth ? width * largestDeviceLineWidth / device : width
    }

    // MARK: Paint

    /// Sets the source to `paint`, whose unit points are measured in `paintBounds`; `region` is
    /// what will be painted (angular gradients cover it).
    private func setSource(_ paint: Paint, paintBounds b: CGRect, region: CGRect, _ cr: OpaquePointer) {
        func point(_ u: UnitPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        func addStops(_ gradient: Gradient, _ pattern: OpaquePointer) {
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.opacity))
            }
        }
        if case .color(let c) = paint {
            cairo_set_source_rgba(cr, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.opacity))
            return
        }
        // Angular gradients are meshes built to cover the region; other gradients depend only
        // on the paint and its bounds.
        let covers: CGRect? = if case .angularGradient = paint { region } else { nil }
        if let known = resources.gradients.pattern(for: paint, bounds: b, region: covers) {
            cairo_set_source(cr, known)
            return
        }
        let pattern: OpaquePointer?
        switch paint {
        case .color:
            return
        case .linearGradient(let gradient, let start, let end):
            let p0 = point(start), p1 = point(end)
            pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)
            if let pattern { addStops(gradient, pattern) }
        case .radialGradient(let gradient, let center, let r0, let r1):
            let c = point(center)
            pattern = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)
            if let pattern { addStops(gradient, pattern) }
        case .ellipticalGradient(let gradient, let center, let f0, let f1):
            // A circular gradient in unit space, mapped onto the frame: pattern space is the
            // frame scaled to a unit square around the centre.
            guard b.width > 0, b.height > 0 else {
                if let last = gradient.stops.last?.color { cairo_set_source_rgba(cr, clamp(last.red), clamp(last.green), clamp(last.blue), clamp(last.opacity)) }
                return
            }
            let c = point(center)
            pattern = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)
            if let pattern {
                addStops(gradient, pattern)
                var matrix = cairo_matrix_t(xx: 1 / b.width, yx: 0, xy: 0, yy: 1 / b.height, x0: -c.x / b.width, y0: -c.y / b.height)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
        case .angularGradient(let gradient, let center, let a0, let a1):
            pattern = angularPattern(gradient, center: point(center), startAngle: a0, endAngle: a1, covering: region.union(b))
        case .meshGradient(let mesh):
            // Clear outside the patches (the background was drawn under them).
            guard let meshPattern = MeshGradientPattern.make(mesh, in: b) else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
                return
            }
            cairo_set_source(cr, meshPattern)
            cairo_pattern_destroy(meshPattern)
            return
        }
        guard let pattern else { return }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        resources.gradients.keep(pattern, for: paint, bounds: b, region: covers)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A mesh of thin triangular patches around `c`, each shading linearly between the colours
    /// of two neighbouring samples: Cairo's closest equivalent of a conic gradient.
    private func angularPattern(_ gradient: Gradient, center c: CGPoint, startAngle: Angle, endAngle: Angle, covering area: CGRect) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                       CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY)]
        let reach = (max(corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 1, 1) + 1) * 1.5
        let samples = AngularGradientSamples(gradient: gradient, startAngle: startAngle, endAngle: endAngle)
        for i in 1..<max(samples.angles.count, 1) {
            let from = samples.angles[i - 1], to = samples.angles[i]
            guard to > from else { continue }
            let a = samples.colors[i - 1], b = samples.colors[i]
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x + reach * CGFloat(cos(from)), c.y + reach * CGFloat(sin(from)))
            cairo_mesh_pattern_line_to(mesh, c.x + reach * CGFloat(cos(to)), c.y + reach * CGFloat(sin(to)))
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            // Corners 0 and 1 (centre, start edge) take the first colour, 2 and 3 the second.
            for (corner, color) in [(0, a), (1, a), (2, b), (3, b)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.opacity))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    // MARK: Groups

    private mutating func drawGroup(_ effect: GroupEffect, _ items: [DisplayItem], _ cr: OpaquePointer) {
        switch effect {
        case .transform(let t):
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            // Extreme scales compound: a transform that would leave Cairo's matrix singular or
            // non-finite (which puts the whole context in an error state) draws nothing.
            var current = cairo_matrix_t(), combined = cairo_matrix_t()
            cairo_get_matrix(cr, &current)
            cairo_matrix_multiply(&combined, &m, &current)
            let det = combined.xx * combined.yy - combined.xy * combined.yx
            guard [combined.xx, combined.yx, combined.xy, combined.yy, combined.x0, combined.y0, det].allSatisfy(\.isFinite),
                  abs(det) > 1e-12 else { return }
            // So does one that makes a point larger than `largestDeviceScale` device pixels:
            // past that, a view a few hundred points across reaches past the 24.8 fixed-point
            // range cairo keeps coordinates in, and cairo 1.16 read through a null pointer
            // filling or painting there (fuzzer finds in nested scroll views: a scale effect of
            // 1e12; an emoji magnified about 140,000 times, painted inside their clips).
            let scale = max((combined.xx * combined.xx + combined.yx * combined.yx).squareRoot(),
                            (combined.xy * combined.xy + combined.yy * combined.yy).squareRoot())
            guard scale <= Self.largestDeviceScale else { return }
            cairo_save(cr)
            cairo_transform(cr, &m)
            draw(items, cr)
            cairo_restore(cr)
        case .opacity(let opacity):
            cairo_push_group(cr)
            draw(items, cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .clip(let segments, let style):
            cairo_save(cr)
            Self.addPath(segments, cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            draw(items, cr)
            cairo_restore(cr)
        case .shadow(let color, let radius, let offset, let bounds):
            // The content is drawn once, into a group, which is then both the shadow's
            // silhouette and what is painted over the shadow. Drawing the items twice (once for
            // the shadow, once for themselves) doubled the work at every nested level: 2ⁿ for n
            // nested shadows.
            // The group is only as large as the content (not the whole target, once per level).
            guard let content = drawnGroup(items, clippedTo: bounds, cr) else { return }
            defer { cairo_pattern_destroy(content) }
            drawShadow(color: color, radius: radius, offset: offset, of: content, bounds: bounds, cr)
            cairo_set_source(cr, content)
            cairo_paint(cr)
        case .colorInvert(let bounds):
            // The items are drawn into a group, then white is "differenced" onto them through
            // their own alpha: 1 − c where they are opaque, nothing where they are clear. The
            // groups are only as large as the content.
            cairo_save(cr)
            defer { cairo_restore(cr) }
            Self.clipToDevicePixels(around: bounds, cr)
            cairo_push_group(cr)
            cairo_push_group(cr)
            draw(items, cr)
            guard let content = cairo_pop_group(cr) else {
                cairo_pop_group_to_source(cr)
                return
            }
            cairo_set_source(cr, content)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DIFFERENCE)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_mask(cr, content)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pattern_destroy(content)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .canvasShadow(let shadow, let bounds):
            drawCanvasShadow(shadow, items, bounds: bounds, cr)
        case .colorMatrix, .blur, .blendMode, .compositingGroup, .mask, .inverseMask, .projection, .backdropBlur, .alphaThreshold:
            drawEffectGroup(effect, items, cr)
        }
    }

    /// Draws the silhouette of `content` (the items drawn into a group, within `bounds` in user
    /// space), blurred and offset, in `color`. Cairo has no blur, so the group is painted into
    /// an offscreen buffer aligned with the device grid (at `rasterScale` pixels per device
    /// unit), its alpha blurred (three box blurs approximate the Gaussian), coloured, and
    /// painted back at the offset.
    /// With `invertsAlpha`, the silhouette is one minus the content's alpha (clear pixels
    /// beyond the buffer count as opaque: the colour fills the rest of the clip), and the shadow
    /// is painted with `op` (limited to its buffer for operators that change what they do not
    /// cover).
    func drawShadow(color: Color, radius: CGFloat, offset: CGSize, of content: OpaquePointer, bounds: CGRect, invertsAlpha: Bool = false,
                    operator op: cairo_operator_t = CAIRO_OPERATOR_OVER, _ cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let unitsPerPoint = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        guard unitsPerPoint.isFinite, unitsPerPoint > 0 else { return }
        // A blur wider than `widestShadowSigma` raster pixels is worked out at a lower
        // resolution, scaled to make it that wide: so wide a blur leaves no detail a finer raster
        // would keep, and at full resolution a huge radius made a buffer of up to 64 megapixels
        // to blur (seconds for one shadow; a fuzzer find in a zero-sized host).
        let fullSigma = radius / 2 * unitsPerPoint * rasterScale
        let shadowScale = fullSigma > Self.widestShadowSigma ? rasterScale * Self.widestShadowSigma / fullSigma : rasterScale
        let sigma = radius / 2 * unitsPerPoint * shadowScale   // in raster pixels
        let reach = (radius / 2) * 3 + 1                        // in points
        // Where the shadow's source matters, in device units: the items' bounds widened by the
        // blur, limited to what could land on the target after the offset.
        let deviceOffset = CGPoint(x: m.xx * offset.width + m.xy * offset.height, y: m.yx * offset.width + m.yy * offset.height)
        let source = Self.deviceRect(bounds.insetBy(dx: -reach, dy: -reach), m)
        let visible = device.offsetBy(dx: -deviceOffset.x, dy: -deviceOffset.y).insetBy(dx: -reach * unitsPerPoint, dy: -reach * unitsPerPoint)
        let area = source.intersection(visible)
        guard !area.isNull, area.width > 0, area.height > 0,
              [area.minX, area.minY, area.maxX, area.maxY, deviceOffset.x, deviceOffset.y].allSatisfy(\.isFinite) else { return }
        let x0 = area.minX.rounded(.down), y0 = area.minY.rounded(.down)
        let columns = ((area.maxX - x0) * shadowScale).rounded(.up), rows = ((area.maxY - y0) * shadowScale).rounded(.up)
        // Buffers beyond 64 megapixels would cost more memory than a shadow is worth.
        let limit = CGFloat(CairoRenderer.maximumPixels)
        guard columns >= 1, rows >= 1, columns <= limit, rows <= limit, columns * rows <= CGFloat(1 << 26) else { return }
        let width = Int(columns), height = Int(rows)
        guard let buffer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(buffer) }
        guard cairo_surface_status(buffer) == CAIRO_STATUS_SUCCESS, let offscreen = cairo_create(buffer) else { return }
        cairo_scale(offscreen, shadowScale, shadowScale)
        cairo_translate(offscreen, -x0, -y0)
        cairo_transform(offscreen, &m)
        // The group's pattern maps this user space to the target's device space, so it lands
        // where the items would have been drawn (set after the transform, which it is locked to).
        cairo_set_source(offscreen, content)
        cairo_paint(offscreen)
        cairo_destroy(offscreen)
        cairo_surface_flush(buffer)

        let stride = Int(cairo_image_surface_get_stride(buffer))
        guard let data = cairo_image_surface_get_data(buffer) else { return }
        // Alpha of each pixel (ARGB32 is native-endian 32-bit words, alpha in the top byte).
        var alpha = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = Float(row[x] >> 24) / 255 }
        }
        if invertsAlpha {
            // One minus alpha, blurred with opaque pixels beyond the buffer (a padded plane).
            let pad = Int(min((sigma * 3).rounded(.up), 4096))
            let w = width + 2 * pad, h = height + 2 * pad
            guard w * h <= 1 << 26 else { return }
            var plane = [Float](repeating: 1, count: w * h)
            for y in 0..<height {
                for x in 0..<width { plane[(y + pad) * w + x + pad] = 1 - alpha[y * width + x] }
            }
            if sigma >= 0.2 { gaussianBlur(&plane, width: w, height: h, sigma: min(Double(sigma), Double(max(w, h)))) }
            for y in 0..<height {
                for x in 0..<width { alpha[y * width + x] = plane[(y + pad) * w + x + pad] }
            }
        } else {
            // A blur wider than the buffer smears it evenly anyway; the limit keeps box sizes sane.
            gaussianBlur(&alpha, width: width, height: height, sigma: min(Double(sigma), Double(max(width, height))))
        }
        // The shadow colour, premultiplied by the blurred alpha and the colour's opacity.
        let opacity = Float(clamp(color.opacity))
        let (r, g, b) = (Float(clamp(color.red)), Float(clamp(color.green)), Float(clamp(color.blue)))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = min(max(alpha[y * width + x] * opacity, 0), 1)
                func channel(_ v: Float) -> UInt32 { UInt32((v * a * 255).rounded()) }
                row[x] = channel(1) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        cairo_surface_mark_dirty(buffer)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let placed = CGRect(x: x0 + deviceOffset.x, y: y0 + deviceOffset.y, width: CGFloat(width) / shadowScale, height: CGFloat(height) / shadowScale)
        cairo_set_operator(cr, op)
        if invertsAlpha {
            // Beyond the buffer the inverted silhouette is opaque: the colour fills the clip there.
            var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            cairo_rectangle(cr, x1, y1, x2 - x1, y2 - y1)
            cairo_rectangle(cr, placed.minX, placed.minY, placed.width, placed.height)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_source_rgba(cr, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.opacity))
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        } else if [CAIRO_OPERATOR_CLEAR, CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_ATOP].contains(op) {
            cairo_rectangle(cr, placed.minX, placed.minY, placed.width, placed.height)
            cairo_clip(cr)
        }
        cairo_translate(cr, placed.minX, placed.minY)
        cairo_scale(cr, 1 / shadowScale, 1 / shadowScale)
        cairo_set_source_surface(cr, buffer, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Clips to the whole device pixels (device units) around `bounds` (user space) and a pixel
    /// more, so groups pushed inside are the content's size rather than the target's. Nothing
    /// the content paints is outside `bounds`, and a clip on whole pixels has no partial edges,
    /// so the clip changes no pixel.
    static func clipToDevicePixels(around bounds: CGRect, _ cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let box = deviceRect(bounds, m).insetBy(dx: -1, dy: -1)
        guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) else { return }
        let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x0, y0, box.maxX.rounded(.up) - x0, box.maxY.rounded(.up) - y0)
        cairo_set_matrix(cr, &m)
        cairo_clip(cr)
    }

    /// Whether `rect` (user space) may meet the current clip: its box meets the clip's box in
    /// user space, and its device box meets the clip's device box. Both are bounding boxes, so a
    /// rect that meets the clip passes both; under a rotation either alone can pass a rect far
    /// from it.
    static func meetsClip(_ rect: CGRect, _ cr: OpaquePointer) -> Bool {
        func meets(_ box: CGRect, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Bool {
            guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) else { return false }
            return box.maxX >= x1 && box.minX <= x2 && box.maxY >= y1 && box.minY <= y2
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard meets(rect, x1, y1, x2, y2) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_set_matrix(cr, &m)
        return meets(deviceRect(rect, m), x1, y1, x2, y2)
    }

    /// The widest blur (standard deviation, in raster pixels) a shadow is worked out at full
    /// resolution for (see `drawShadow`).
    static let widestShadowSigma: CGFloat = 64

    /// The largest a point of user space may be on the device under a transform effect: far
    /// beyond any target (one point covers a 4K screen many times over), and small enough that
    /// a view of a few hundred points stays within the fixed-point ranges cairo and pixman work
    /// in (cairo's 24.8: about 8.4 million device pixels).
    static let largestDeviceScale: Double = 10_000

    /// The largest a source pixel of an image may be on the device: pixman transforms images in
    /// 16.16 fixed point, and a pixel larger than its range overflows it.
    static let largestDevicePixel: Double = 30_000

    /// Whether one unit of user space (an image pixel, once scaled to it) is within
    /// `largestDevicePixel` on the device.
    static func imagePixelFitsDevice(_ cr: OpaquePointer) -> Bool {
        var dx = 1.0, dy = 0.0, ex = 0.0, ey = 1.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_user_to_device_distance(cr, &ex, &ey)
        let lengths = [(dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot()]
        return lengths.allSatisfy { $0.isFinite && $0 <= largestDevicePixel }
    }

    /// The device-space box around `rect` in user space under `m`.
    static func deviceRect(_ rect: CGRect, _ m: cairo_matrix_t) -> CGRect {
        rect.applying(CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
    }

    // MARK: Images

    private func drawImage(_ item: ImageItem, _ cr: OpaquePointer) {
        let filter = item.smoothsPixels ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Tiles may run past the frame's far edges: the frame bounds everything.
        cairo_rectangle(cr, item.frame.minX, item.frame.minY, item.frame.width, item.frame.height)
        cairo_clip(cr)
        for patch in item.patches {
            // Each piece is its own surface, so smoothing never blends in pixels from beyond the
            // piece (the cap insets' neighbours).
            let s = patch.source, d = patch.destination
            // A piece outside the clip shows nothing. Skipping it also keeps cairo 1.16 from
            // reading through a null pointer: under nested rotations and scales (nested
            // ScrollViews, fuzzer finds) a piece far from the clip lands 10⁶–10⁸ device pixels
            // away, past the fixed-point ranges cairo and pixman composite in.
            guard Self.meetsClip(d, cr) else { continue }
            guard let piece = resources.images.surface(for: item, source: s) else { continue }
            cairo_save(cr)
            cairo_rectangle(cr, d.minX, d.minY, d.width, d.height)
            cairo_clip(cr)
            cairo_translate(cr, d.minX, d.minY)
            let size = patch.tile ?? d.size
            cairo_scale(cr, size.width / s.width, size.height / s.height)
            // An image pixel magnified past pixman's fixed-point range (a scale effect of 1e12)
            // made cairo 1.16 read through a null pointer (a fuzzer find). Only a sliver of such
            // a pixel can be on the target, and it is left out.
            guard Self.imagePixelFitsDevice(cr) else {
                cairo_restore(cr)
                continue
            }
            cairo_set_source_surface(cr, piece, 0, 0)
            if let pattern = cairo_get_source(cr) {
                // Tiles repeat; a stretched piece pads, so its edge pixels do not fade out.
                cairo_pattern_set_extend(pattern, patch.tile == nil ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT)
                cairo_pattern_set_filter(pattern, filter)
            }
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    private func drawPlaceholder(frame: CGRect, label: String?, _ cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        func source(_ c: Color) { cairo_set_source_rgba(cr, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.opacity)) }
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        source(Placeholder.fill)
        cairo_fill(cr)
        let inner = frame.insetBy(dx: 0.5, dy: 0.5)
        if inner.width > 0, inner.height > 0 {
            cairo_rectangle(cr, inner.minX, inner.minY, inner.width, inner.height)
            source(Placeholder.stroke)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        }
        guard let label, !label.isEmpty, let size = Placeholder.fontSize(for: frame) else { return }
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        // Cairo's simple text API is enough for a label that marks a missing image.
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, label, &extents)
        cairo_move_to(cr, frame.midX - extents.x_advance / 2, frame.midY + size * 0.35)
        source(Placeholder.text)
        cairo_show_text(cr, label)
    }
}

/// How many display items a Cairo painter drew (each group's items counted each time they
/// are drawn): tests check that nested effects cost work linear in their nesting.
package final class PaintCounter {
    package var items = 0
    package init() {}
}

private func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
