import ArrangeCore
import ArrangeText
import Foundation

extension DisplayList {
    /// The display list of a host's current layout, on a canvas of `size` points (the host's size
    /// by default). Frames are snapped to the pixel grid of `scale` for drawing (layout stays exact).
    @MainActor
    package init<V: View>(host: HostingView<V>, size: CGSize? = nil, scale: CGFloat = 1) {
        let canvas = size ?? host.size
        var builder = DisplayListBuilder(scale: scale)
        builder.descend = { step in host.withStackRoom(step) }
        builder.report = { problem in host.reportDrawingProblem(problem) }
        // Host insets are on physical edges (leading is left).
        let insets = host.safeAreaInsets
        if insets != EdgeInsets(), size == nil {
            let bounds = CGRect(origin: .zero, size: host.size)
            builder.safeArea = (bounds, CGRect(x: insets.leading, y: insets.top,
                                               width: max(0, bounds.width - insets.leading - insets.trailing),
                                               height: max(0, bounds.height - insets.top - insets.bottom)))
        }
        let items = host.renderTree().map { builder.items(for: $0) } ?? []
        self.init(size: canvas, items: items, scale: builder.scale)
    }
}

/// Turns the placed tree into display items: each node's own drawing, then its children in
/// drawing order, then its effects wrapped around the lot, first applied innermost.
struct DisplayListBuilder {
    /// Pixels per point: frames are snapped to this grid.
    let scale: CGFloat
    /// The host's bounds and safe rectangle, when it has safe-area insets.
    var safeArea: (bounds: CGRect, safe: CGRect)?
    /// Runs one level of the walk down the tree: on a fresh stack when the thread's runs low
    /// (the host's `withStackRoom`), so trees 100,000 levels deep draw on any thread.
    var descend: (() -> Void) -> Void = { $0() }
    /// Passes on what drawing met that cannot be drawn as given (a Canvas's huge line, say) to
    /// the host's diagnostics.
    var report: (String) -> Void = { _ in }

    init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// A frame with its edges moved to the nearest pixel boundary, so adjacent views share edges
    /// and fills are crisp.
    func snap(_ rect: CGRect) -> CGRect {
        func s(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let x0 = s(rect.minX), y0 = s(rect.minY), x1 = s(rect.maxX), y1 = s(rect.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// A point moved to the nearest pixel boundary (where a leaf's own drawing starts).
    func snap(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
    }

    mutating func items(for node: RenderNode) -> [DisplayItem] {
        let frame = snap(node.frame)
        var items: [DisplayItem] = []
        switch node.content {
        case .shape(let drawing):
            items += shapeItems(drawing, frame: frame, safeArea: node.safeArea ?? safeArea.map { ($0.bounds, $0.safe) })
        case .measured(let leaf, let size, let proposal, let foreground):
            items += measuredItems(leaf, size: size, proposal: proposal, foreground: foreground, exactFrame: node.frame, frame: frame)
        case nil:
            break
        }
        let descend = self.descend
        var effects = node.effects[...]
        if case .maskedBySecondary? = effects.first {
            effects = effects.dropFirst()
            items += maskedItems(node.children)
        } else {
            for child in node.children {
                var childItems: [DisplayItem] = []
                descend { childItems = self.items(for: child) }
                items += childItems
            }
        }
        for effect in effects {
            items = apply(effect, to: items, frame: frame)
            if items.isEmpty { break }
        }
        return items
    }

    // MARK: Leaves

    /// `safeArea` is the one the drawing was placed in (its outer and safe rectangles), which a
    /// style background grows into.
    private func shapeItems(_ drawing: ShapeDrawing, frame: CGRect, safeArea: (outer: CGRect, safe: CGRect)?) -> [DisplayItem] {
        if let canvas = drawing.canvas { return canvasItems(canvas, frame: frame) }
        guard let paint = normalized(drawing.paint) else { return [] }
        let frame = extended(frame, into: drawing.extendsIntoSafeArea, safeArea: safeArea)
        if case .stroke(let style, _) = drawing.mode, style.lineWidth <= 0 { return [] }
        let path = localPath(drawing.shape, in: frame)
        // A shape whose path has non-finite points (bad input from a custom shape) draws nothing.
        guard !path.isEmpty, path.segments.allSatisfy(\.isFinite) else { return [] }
        let item = DisplayItem.path(PathItem(segments: path.segments, paint: paint, paintBounds: frame, mode: drawing.mode))
        if let radius = drawing.backdropBlur, radius > 0, case .fill = drawing.mode {
            return [.group(.backdropBlur(radius: radius, path.segments), [item])]
        }
        return [item]
    }

    private func measuredItems(_ leaf: any MeasuredLeaf, size: CGSize, proposal: ProposedViewSize, foreground: Paint, exactFrame: CGRect, frame: CGRect) -> [DisplayItem] {
        if let image = leaf as? any DrawableImage {
            if image.isSymbol { return symbolItems(image, in: frame, paint: foreground) }
            let items = imageItems(image, frame: frame)
            // A template image is the foreground style seen through its pixels' alpha.
            if image.isTemplate, items.contains(where: { if case .image = $0 { true } else { false } }) {
                let cover = PathItem(segments: Path(frame).segments, paint: foreground, paintBounds: frame, mode: .fill(FillStyle()))
                return [.group(.mask(items), [.path(cover)])]
            }
            return items
        }
        guard let drawing = leaf.drawing(size: size, proposal: proposal) else { return [] }
        // Outlines are in the leaf's coordinates; its origin goes to the pixel grid (text sizes
        // are already whole pixels, so the glyphs keep their positions relative to the frame).
        let origin = snap(exactFrame.origin)
        let move = CGAffineTransform(translationX: origin.x, y: origin.y)
        let paintBounds = CGRect(origin: origin, size: exactFrame.size)
        var items: [DisplayItem] = []
        // Consecutive outlines of one colour make one path: fewer, larger paths draw faster and
        // keep the SVG small.
        var pending: [PathSegment] = []
        var pendingPaint: Paint?
        func flush() {
            if let paint = pendingPaint.flatMap(normalized), !pending.isEmpty {
                items.append(.path(PathItem(segments: pending, paint: paint, paintBounds: paintBounds, mode: .fill(FillStyle()))))
            }
            pending = []
        }
        for outline in drawing.outlines where !outline.segments.isEmpty && outline.segments.allSatisfy(\.isFinite) {
            let paint = (outline.color.map(Paint.color) ?? foreground).multiplyingOpacity(outline.opacity)
            if paint != pendingPaint { flush(); pendingPaint = paint }
            pending += outline.segments.map { $0.applying(move) }
        }
        flush()
        items += pictureItems(drawing.pictures, move: move)
        if let text = leaf as? any TextAttachmentLeaf {
            items += attachmentItems(text.attachments(size: size, proposal: proposal), move: move, foreground: foreground)
        }
        return items
    }

    /// A text's inline images where its layout put them: symbols in their run's colour (else
    /// the text's foreground style, as symbols are template images), bitmaps as they are.
    private func attachmentItems(_ attachments: [PlacedTextAttachment], move: CGAffineTransform, foreground: Paint) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for attachment in attachments {
            guard let image = attachment.payload as? any DrawableImage else { continue }
            let frame = attachment.frame.applying(move)
            guard frame.width.isFinite, frame.height.isFinite else { continue }
            if image.isSymbol {
                let paint = attachment.color.map(Paint.color) ?? foreground
                items += symbolItems(image, in: frame, paint: paint, fitted: true)
            } else {
                items += imageItems(image, frame: frame)
            }
        }
        return items
    }

    /// A symbol's glyph filled with `paint` — stretched to `frame` when it was resized, or, when
    /// `fitted` (a symbol in text, whose frame is a line square), scaled to fit and centred — or
    /// its placeholder when it has no glyph.
    func symbolItems(_ image: any DrawableImage, in frame: CGRect, paint: Paint, fitted: Bool = false) -> [DisplayItem] {
        guard let symbol = image.symbol else {
            return SymbolPlaceholder.items(in: frame, paint: paint).compactMap(normalizedItem)
        }
        guard symbol.size.width > 0, symbol.size.height > 0, !symbol.outline.isEmpty else { return [] }
        var sx = frame.width / symbol.size.width, sy = frame.height / symbol.size.height
        var origin = frame.origin
        if fitted {
            // The glyph's 20-unit live area (about 1.2 × the font size) fills the square's height
            // at most; narrower and shorter glyphs keep their proportions, centred.
            let s = min(sx, sy, 1)
            sx = s; sy = s
            origin = CGPoint(x: frame.midX - symbol.size.width * s / 2, y: frame.midY - symbol.size.height * s / 2)
        }
        let fit = CGAffineTransform(scaleX: sx, y: sy)
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        // Layered modes draw each layer in its own paint; otherwise the whole glyph in `paint`.
        let layers = symbol.layers.isEmpty ? [SymbolLayer(outline: symbol.outline, isEvenOdd: false, paint: paint)] : symbol.layers
        var items: [PathItem] = []
        for layer in layers {
            let segments = layer.outline.map { $0.applying(fit) }
            guard segments.allSatisfy(\.isFinite) else { return [] }
            items.append(PathItem(segments: segments, paint: layer.paint, paintBounds: frame, mode: .fill(FillStyle(eoFill: layer.isEvenOdd))))
            if symbol.strokeWidth > 0 {
                items.append(PathItem(segments: segments, paint: layer.paint, paintBounds: frame,
                                      mode: .stroke(StrokeStyle(lineWidth: symbol.strokeWidth, lineJoin: .round), antialiased: true)))
            }
        }
        return items.compactMap(normalizedItem)
    }

    /// A bitmap image's items in `frame` (its fill, or `fill` when given), or its placeholder.
    func imageItems(_ image: any DrawableImage, frame: CGRect, fill: ImageFill? = nil) -> [DisplayItem] {
        guard let bitmap = image.bitmap, bitmap.width > 0, bitmap.height > 0, bitmap.rgba.count >= bitmap.width * bitmap.height * 4 else {
            return frame.width > 0 && frame.height > 0 ? [.placeholder(frame: frame, label: image.placeholderLabel)] : []
        }
        let patches = imagePatches(width: bitmap.width, height: bitmap.height, scale: image.scale, fill: fill ?? image.fill, frame: frame)
        guard !patches.isEmpty else { return [] }
        return [.image(ImageItem(bitmap: bitmap, key: ObjectIdentifier(image), smoothsPixels: image.smoothsPixels, patches: patches, frame: frame))]
    }

    /// `shape`'s path for a view with `frame`, in canvas coordinates. A shape's path is in the
    /// shape's own space, as in SwiftUI: it is asked for its path in a rect at the origin of the
    /// view's size (paths built from `rect.width` and `rect.height` alone, and `Path` views, are
    /// common) and the result is moved to the frame.
    func localPath(_ shape: any Shape, in frame: CGRect) -> Path {
        shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// A path item with its paint normalised, or `nil` when it would leave no mark.
    private func normalizedItem(_ item: PathItem) -> DisplayItem? {
        guard let paint = normalized(item.paint) else { return nil }
        var item = item
        item.paint = paint
        return .path(item)
    }

    /// `frame` grown to the host's edges on those of `edges` where it reaches the safe area.
    private func extended(_ frame: CGRect, into edges: Edge.Set, safeArea: (outer: CGRect, safe: CGRect)?) -> CGRect {
        guard let (bounds, safe) = safeArea, !edges.isEmpty else { return frame }
        let slack = 0.5 / scale
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + slack { minY = min(minY, bounds.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - slack { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.leading), minX <= safe.minX + slack { minX = min(minX, bounds.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - slack { maxX = max(maxX, bounds.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The paint as renderers draw it: `nil` when it would leave no mark; stops in order; a
    /// gradient that cannot vary (one stop, a zero-length line, a zero radius) as its colour.
    func normalized(_ paint: Paint) -> Paint? {
        if paint.isInvisible { return nil }
        func solid(_ g: Gradient) -> Paint? {
            let stops = g.normalizedStops
            guard let last = stops.last else { return nil }
            return stops.count == 1 ? .color(last.color) : nil
        }
        switch paint {
        case .color:
            return paint
        case .linearGradient(let g, let start, let end):
            guard !g.normalizedStops.isEmpty else { return nil }
            if let s = solid(g) { return s }
            guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return .color(g.color(at: 1)) }
            if start == end { return .color(g.color(at: 1)) }
            return .linearGradient(Gradient(stops: g.normalizedStops), startPoint: start, endPoint: end)
        case .radialGradient(let g, let center, let r0, let r1):
            guard !g.normalizedStops.isEmpty else { return nil }
            if let s = solid(g) { return s }
            guard center.x.isFinite, center.y.isFinite, r0.isFinite, r1.isFinite, r1 > 0 else { return .color(g.color(at: 1)) }
            return .radialGradient(Gradient(stops: g.normalizedStops), center: center, startRadius: min(max(r0, 0), r1), endRadius: r1)
        case .ellipticalGradient(let g, let center, let f0, let f1):
            guard !g.normalizedStops.isEmpty else { return nil }
            if let s = solid(g) { return s }
            guard center.x.isFinite, center.y.isFinite, f0.isFinite, f1.isFinite, f1 > 0 else { return .color(g.color(at: 1)) }
            return .ellipticalGradient(Gradient(stops: g.normalizedStops), center: center, startRadiusFraction: min(max(f0, 0), f1), endRadiusFraction: f1)
        case .angularGradient(let g, let center, let a0, let a1):
            guard !g.normalizedStops.isEmpty else { return nil }
            if let s = solid(g) { return s }
            guard center.x.isFinite, center.y.isFinite, a0.radians.isFinite, a1.radians.isFinite else { return .color(g.color(at: 0)) }
            return .angularGradient(Gradient(stops: g.normalizedStops), center: center, startAngle: a0, endAngle: a1)
        case .meshGradient:
            return paint
        }
    }

    // MARK: Effects

    private func apply(_ effect: RenderEffect, to items: [DisplayItem], frame: CGRect) -> [DisplayItem] {
        func anchorPoint(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        /// `t` applied about `p`: move `p` to the origin, transform, move back.
        func about(_ p: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        switch effect {
        case .offset(let offset):
            if offset == .zero { return items }
            return [.group(.transform(CGAffineTransform(translationX: offset.width, y: offset.height)), items)]
        case .opacity(let opacity):
            if opacity >= 1 { return items }
            if opacity <= 0 { return [] }
            return [.group(.opacity(opacity), items)]
        case .rotation(let angle, let anchor):
            if angle.radians == 0 { return items }
            return [.group(.transform(about(anchorPoint(anchor), CGAffineTransform(rotationAngle: CGFloat(angle.radians)))), items)]
        case .scale(let s, let anchor):
            if s == CGSize(width: 1, height: 1) { return items }
            // A zero scale draws nothing (and would make the transform singular).
            if abs(s.width * s.height) < 1e-12 { return [] }
            return [.group(.transform(about(anchorPoint(anchor), CGAffineTransform(scaleX: s.width, y: s.height))), items)]
        case .transform(let t):
            if t.isIdentity { return items }
            // A (nearly) singular transform flattens the drawing to nothing, and Cairo rejects it.
            if abs(t.a * t.d - t.b * t.c) < 1e-12 { return [] }
            return [.group(.transform(about(frame.origin, t)), items)]
        case .clip(let shape, let style):
            let path = localPath(shape, in: frame)
            if path.isEmpty || !path.segments.allSatisfy(\.isFinite) { return [] }
            return [.group(.clip(path.segments, style), items)]
        case .shadow(let color, let radius, let offset):
            if color.opacity <= 0 { return items }
            // Radii beyond a few thousand points blur a shadow away to nothing visible; the
            // limit keeps buffers and filter regions finite.
            // Content that paints nothing casts no shadow.
            guard let content = items.unionBounds else { return items }
            return [.group(.shadow(color: color, radius: min(radius, 4096), offset: offset, contentBounds: content), items)]
        case .colorInvert:
            guard let content = items.unionBounds else { return items }
            return [.group(.colorInvert(contentBounds: content), items)]
        case .colorMatrix, .blur, .blendMode, .compositingGroup, .maskedBySecondary, .rotation3D, .projection:
            return applyEffect(effect, to: items, frame: frame)
        }
    }
}
