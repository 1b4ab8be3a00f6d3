import ArrangeCore
import Foundation

/// Writes a display list as SVG 1.1 text: paths as `d` strings (text is glyph outlines, so the
/// file looks the same without the fonts), gradients, clip paths and filters as definitions,
/// images as embedded PNG data URIs. Angular gradients, which SVG lacks, become patterns of thin
/// wedges; shadows and colour inversion become filters.
package struct SVGWriter {
    var body = ""
    var defs = ""
    private var nextID = 0
    /// Embedded images by bitmap, piece and size, so each is encoded once, and their sizes in pixels.
    private var imageIDs: [ImageKey: String] = [:]
    private var imageSizes: [String: CGSize] = [:]
    /// Pixels per point that sharp images are enlarged for.
    var scaleForImages: CGFloat = 1

    private struct ImageKey: Hashable {
        var key: ObjectIdentifier
        var smooth: Bool
        var x: Int, y: Int, sourceWidth: Int, sourceHeight: Int
        var width: Int, height: Int
    }

    /// The SVG document for `list`; `width`/`height` are the canvas size in points.
    package static func svg(for list: DisplayList) throws -> String {
        var writer = SVGWriter()
        writer.scaleForImages = list.scale.isFinite && list.scale > 0 ? list.scale : 1
        try writer.write(list.items, indent: 1)
        let w = number(list.size.width), h = number(list.size.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !writer.defs.isEmpty { out += "  <defs>\n" + writer.defs + "  </defs>\n" }
        out += writer.body
        out += "</svg>\n"
        return out
    }

    mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    mutating func line(_ text: String, indent: Int) {
        body += String(repeating: "  ", count: indent) + text + "\n"
    }

    // MARK: Items

    mutating func write(_ items: [DisplayItem], indent: Int) throws {
        for item in items {
            switch item {
            case .path(let path):
                writePath(path, indent: indent)
            case .image(let image):
                try writeImage(image, indent: indent)
            case .placeholder(let frame, let label):
                writePlaceholder(frame: frame, label: label, indent: indent)
            case .group(let effect, let inner):
                try writeGroup(effect, inner, indent: indent)
            }
        }
    }

    private mutating func writePath(_ item: PathItem, indent: Int) {
        let d = Self.pathData(item.segments)
        guard !d.isEmpty else { return }
        let region = DisplayItem.path(item).bounds ?? item.paintBounds
        let (paint, opacity) = paintAttribute(item.paint, paintBounds: item.paintBounds, region: region)
        var attributes = "d=\"\(d)\""
        switch item.mode {
        case .fill(let style):
            attributes += " fill=\"\(paint)\""
            if let opacity { attributes += " fill-opacity=\"\(opacity)\"" }
            if style.isEOFilled { attributes += " fill-rule=\"evenodd\"" }
            if !style.isAntialiased { attributes += " shape-rendering=\"crispEdges\"" }
        case .stroke(let style, let antialiased):
            attributes += " fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(Self.number(style.lineWidth))\""
            if let opacity { attributes += " stroke-opacity=\"\(opacity)\"" }
            switch style.lineCap {
            case .butt: break
            case .round: attributes += " stroke-linecap=\"round\""
            case .square: attributes += " stroke-linecap=\"square\""
            }
            switch style.lineJoin {
            case .miter: attributes += " stroke-miterlimit=\"\(Self.number(style.miterLimit))\""
            case .round: attributes += " stroke-linejoin=\"round\""
            case .bevel: attributes += " stroke-linejoin=\"bevel\""
            }
            if !style.dash.isEmpty {
                attributes += " stroke-dasharray=\"\(style.dash.map(Self.number).joined(separator: " "))\""
                if style.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(Self.number(style.dashPhase))\"" }
            }
            if !antialiased { attributes += " shape-rendering=\"crispEdges\"" }
        }
        line("<path \(attributes)/>", indent: indent)
    }

    private mutating func writeGroup(_ effect: GroupEffect, _ items: [DisplayItem], indent: Int) throws {
        switch effect {
        case .colorMatrix, .blur, .blendMode, .compositingGroup, .mask, .inverseMask, .canvasShadow, .projection, .backdropBlur, .alphaThreshold:
            try writeEffectGroup(effect, items, indent: indent)
            return
        case .transform(let t):
            line("<g transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: " ")))\">", indent: indent)
        case .opacity(let opacity):
            line("<g opacity=\"\(Self.number(CGFloat(opacity)))\">", indent: indent)
        case .clip(let segments, let style):
            let id = newID("clip")
            var attributes = "d=\"\(Self.pathData(segments))\""
            if style.isEOFilled { attributes += " clip-rule=\"evenodd\"" }
            if !style.isAntialiased { attributes += " shape-rendering=\"crispEdges\"" }
            defs += "    <clipPath id=\"\(id)\"><path \(attributes)/></clipPath>\n"
            line("<g clip-path=\"url(#\(id))\">", indent: indent)
        case .shadow(let color, let radius, let offset, let region):
            let id = newID("shadow")
            let sigma = radius / 2
            let reach = sigma * 3 + 2
            let area = region.union(region.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -reach, dy: -reach)
            // sRGB filter arithmetic, so the flood colour is the colour given, as Cairo draws it.
            defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" \(Self.rectAttributes(area))>"
                + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.number(sigma))\"/>"
                + "<feOffset dx=\"\(Self.number(offset.width))\" dy=\"\(Self.number(offset.height))\" result=\"blur\"/>"
                + "<feFlood flood-color=\"\(Self.hex(color))\" flood-opacity=\"\(Self.number(CGFloat(Self.clamp(color.opacity))))\"/>"
                + "<feComposite in2=\"blur\" operator=\"in\"/>"
                + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
            line("<g filter=\"url(#\(id))\">", indent: indent)
        case .colorInvert(let region):
            let id = newID("invert")
            defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" \(Self.rectAttributes(region.insetBy(dx: -1, dy: -1)))>"
                + "<feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/></filter>\n"
            line("<g filter=\"url(#\(id))\">", indent: indent)
        }
        try write(items, indent: indent + 1)
        line("</g>", indent: indent)
    }

    // MARK: Paint

    /// The value of a `fill` or `stroke` attribute for `paint`, and the opacity attribute a
    /// colour needs. Gradients become definitions in the user space of the element painted,
    /// their unit points measured in `paintBounds`; `region` is what the element covers (angular
    /// gradients fill it with wedges).
    private mutating func paintAttribute(_ paint: Paint, paintBounds b: CGRect, region: CGRect) -> (String, String?) {
        func point(_ u: UnitPoint) -> (String, String) {
            (Self.number(b.minX + u.x * b.width), Self.number(b.minY + u.y * b.height))
        }
        switch paint {
        case .color(let color):
            let opacity = Self.clamp(color.opacity)
            return (Self.hex(color), opacity < 1 ? Self.number(CGFloat(opacity)) : nil)
        case .linearGradient(let gradient, let start, let end):
            let id = newID("linear")
            let (x1, y1) = point(start), (x2, y2) = point(end)
            defs += "    <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\">"
                + Self.stops(gradient.stops) + "</linearGradient>\n"
            return ("url(#\(id))", nil)
        case .radialGradient(let gradient, let center, let r0, let r1):
            let id = newID("radial")
            let (cx, cy) = point(center)
            // SVG 1.1 has no start radius: the stops move out to where the start radius puts
            // them, and padding fills the inside with the first colour, as Cairo draws it.
            let stops = gradient.stops.map { Gradient.Stop(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / r1) }
            defs += "    <radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(Self.number(r1))\">"
                + Self.stops(stops) + "</radialGradient>\n"
            return ("url(#\(id))", nil)
        case .ellipticalGradient(let gradient, let center, let f0, let f1):
            let id = newID("elliptical")
            let (cx, cy) = point(center)
            // A circle of radius f1 in a unit square, stretched onto the frame.
            let stops = gradient.stops.map { Gradient.Stop(color: $0.color, location: (f0 + $0.location * (f1 - f0)) / f1) }
            defs += "    <radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"\(Self.number(f1))\" gradientTransform=\"matrix(\(Self.number(b.width)) 0 0 \(Self.number(b.height)) \(cx) \(cy))\">"
                + Self.stops(stops) + "</radialGradient>\n"
            return ("url(#\(id))", nil)
        case .angularGradient(let gradient, let center, let a0, let a1):
            let id = newID("angular")
            let c = CGPoint(x: b.minX + center.x * b.width, y: b.minY + center.y * b.height)
            let area = region.union(b)
            let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                           CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY)]
            let radius = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 1
            let reach = max(radius, 1) + 1
            let tile = CGRect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
            defs += "    <pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" \(Self.rectAttributes(tile))>\n"
            let samples = AngularGradientSamples(gradient: gradient, startAngle: a0, endAngle: a1)
            // Each wedge spans two samples, coloured with their mean. Wedges are drawn without
            // antialiasing, so neighbours meet without seams (their colours differ too little
            // for the steps to show), and are long enough (1.5 × reach) for the tile's corners.
            // Pattern contents are in the tile's coordinates: its origin is the tile's corner.
            let long = reach * 1.5
            let centre = CGPoint(x: reach, y: reach)
            for i in 1..<max(samples.angles.count, 1) {
                let from = samples.angles[i - 1], to = samples.angles[i]
                guard to > from else { continue }
                let color = mix(samples.colors[i - 1], samples.colors[i], 0.5)
                let p0 = CGPoint(x: centre.x + long * CGFloat(cos(from)), y: centre.y + long * CGFloat(sin(from)))
                let p1 = CGPoint(x: centre.x + long * CGFloat(cos(to)), y: centre.y + long * CGFloat(sin(to)))
                var attributes = "d=\"M\(Self.number(centre.x)) \(Self.number(centre.y))L\(Self.number(p0.x)) \(Self.number(p0.y))L\(Self.number(p1.x)) \(Self.number(p1.y))Z\" fill=\"\(Self.hex(color))\" shape-rendering=\"crispEdges\""
                if color.opacity < 1 { attributes += " fill-opacity=\"\(Self.number(CGFloat(Self.clamp(color.opacity))))\"" }
                defs += "      <path \(attributes)/>\n"
            }
            defs += "    </pattern>\n"
            return ("url(#\(id))", nil)
        case .meshGradient(let mesh):
            return meshPaintAttribute(mesh, paintBounds: b, region: region)
        }
    }

    private static func stops(_ stops: [Gradient.Stop]) -> String {
        stops.map { stop in
            var s = "<stop offset=\"\(number(stop.location))\" stop-color=\"\(hex(stop.color))\""
            if stop.color.opacity < 1 { s += " stop-opacity=\"\(number(CGFloat(clamp(stop.color.opacity))))\"" }
            return s + "/>"
        }.joined()
    }

    // MARK: Images

    private mutating func writeImage(_ item: ImageItem, indent: Int) throws {
        let smooth = item.smoothsPixels ? "" : " image-rendering=\"optimizeSpeed\" style=\"image-rendering:pixelated\""
        for patch in item.patches {
            if let tile = patch.tile {
                // A pattern of one piece, `tile` points large, repeated from the destination's corner.
                let imageID = try embed(item, source: patch.source, pixels: nil)
                let patternID = newID("tile")
                defs += "    <pattern id=\"\(patternID)\" patternUnits=\"userSpaceOnUse\" \(Self.rectAttributes(CGRect(origin: patch.destination.origin, size: tile)))>"
                    + "<use xlink:href=\"#\(imageID)\" href=\"#\(imageID)\" transform=\"scale(\(Self.number(tile.width / patch.source.width)) \(Self.number(tile.height / patch.source.height)))\"/></pattern>\n"
                line("<rect \(Self.rectAttributes(patch.destination)) fill=\"url(#\(patternID))\"/>", indent: indent)
            } else {
                // Sharp pixels are enlarged here to the size they are drawn at (on the pixel grid
                // of the list's scale), so viewers that smooth every image (librsvg ignores
                // `image-rendering`) still show them sharp.
                let d = patch.destination
                let target = item.smoothsPixels ? nil : (width: Self.pixelCount(d.width * scaleForImages), height: Self.pixelCount(d.height * scaleForImages))
                let imageID = try embed(item, source: patch.source, pixels: target)
                line("<use xlink:href=\"#\(imageID)\" href=\"#\(imageID)\" transform=\"matrix(\(Self.number(d.width / widthOf(imageID))) 0 0 \(Self.number(d.height / heightOf(imageID))) \(Self.number(d.minX)) \(Self.number(d.minY)))\"\(smooth)/>", indent: indent)
            }
        }
    }

    /// The id of an `<image>` definition of a piece of the bitmap, one unit per pixel; with
    /// `pixels`, the piece enlarged to that many pixels by nearest-neighbour sampling (kept to
    /// the piece's own size when that would be huge).
    private mutating func embed(_ item: ImageItem, source: CGRect, pixels: (width: Int, height: Int)?) throws -> String {
        var piece = item.bitmap.cropped(to: source)
        if let pixels, pixels.width > 0, pixels.height > 0, pixels.width * pixels.height <= 1 << 22,
           pixels.width != piece.width || pixels.height != piece.height {
            piece = piece.resizedNearest(width: pixels.width, height: pixels.height)
        }
        let key = ImageKey(key: item.key, smooth: item.smoothsPixels, x: Int(source.minX), y: Int(source.minY),
                           sourceWidth: Int(source.width), sourceHeight: Int(source.height), width: piece.width, height: piece.height)
        if let id = imageIDs[key] { return id }
        let id = newID("image")
        let png = try PNGEncoder.encode(piece)
        let rendering = item.smoothsPixels ? "" : " image-rendering=\"optimizeSpeed\" style=\"image-rendering:pixelated\""
        defs += "    <image id=\"\(id)\" width=\"\(piece.width)\" height=\"\(piece.height)\" preserveAspectRatio=\"none\"\(rendering)"
            + " xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
        imageIDs[key] = id
        imageSizes[id] = CGSize(width: piece.width, height: piece.height)
        return id
    }

    /// A length in pixels as a count for enlarging sharp images. Huge or non-finite lengths (a
    /// frame of 1e19 points) give 0, which `embed` treats as "no enlargement", instead of
    /// trapping in the conversion to `Int`; enlargements beyond 2²² pixels are skipped there anyway.
    private static func pixelCount(_ length: CGFloat) -> Int {
        let rounded = length.rounded()
        guard rounded.isFinite, rounded > 0, rounded <= CGFloat(1 << 22) else { return 0 }
        return Int(rounded)
    }

    private func widthOf(_ id: String) -> CGFloat { max(imageSizes[id]?.width ?? 1, 1) }
    private func heightOf(_ id: String) -> CGFloat { max(imageSizes[id]?.height ?? 1, 1) }

    private mutating func writePlaceholder(frame: CGRect, label: String?, indent: Int) {
        let inner = frame.insetBy(dx: 0.5, dy: 0.5)
        line("<rect \(Self.rectAttributes(frame)) fill=\"\(Self.hex(Placeholder.fill))\"/>", indent: indent)
        if inner.width > 0, inner.height > 0 {
            line("<rect \(Self.rectAttributes(inner)) fill=\"none\" stroke=\"\(Self.hex(Placeholder.stroke))\" stroke-width=\"1\"/>", indent: indent)
        }
        if let label, !label.isEmpty, let size = Placeholder.fontSize(for: frame) {
            let id = newID("clip")
            defs += "    <clipPath id=\"\(id)\"><rect \(Self.rectAttributes(frame))/></clipPath>\n"
            line("<text x=\"\(Self.number(frame.midX))\" y=\"\(Self.number(frame.midY + size * 0.35))\" font-family=\"sans-serif\" font-size=\"\(Self.number(size))\" text-anchor=\"middle\" fill=\"\(Self.hex(Placeholder.text))\" clip-path=\"url(#\(id))\">\(Self.escape(label))</text>", indent: indent)
        }
    }

    // MARK: Formatting

    /// A path's `d` attribute: absolute commands, numbers to a thousandth of a point.
    static func pathData(_ segments: [PathSegment]) -> String {
        var d = ""
        d.reserveCapacity(segments.count * 16)
        func add(_ p: CGPoint) { d += number(p.x); d += " "; d += number(p.y) }
        for segment in segments {
            switch segment {
            case .move(let p): d += "M"; add(p)
            case .line(let p): d += "L"; add(p)
            case .quadCurve(let p, let c): d += "Q"; add(c); d += " "; add(p)
            case .curve(let p, let c1, let c2): d += "C"; add(c1); d += " "; add(c2); d += " "; add(p)
            case .close: d += "Z"
            }
        }
        return d
    }

    /// A number to three decimals without trailing zeros ("12", "0.5", "-3.125"); non-finite as 0.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        // Beyond 10¹² points fractions do not matter; Swift's own notation ("1e+300") is a valid
        // SVG number and cannot overflow an integer.
        if abs(thousandths) >= 1e15 { return "\(Double(value))" }
        var whole = Int64(thousandths)
        if whole == 0 { return "0" }
        var result = whole < 0 ? "-" : ""
        whole = abs(whole)
        result += String(whole / 1000)
        var fraction = whole % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let text = String(fraction)
            result += "." + String(repeating: "0", count: digits - text.count) + text
        }
        return result
    }

    static func rectAttributes(_ r: CGRect) -> String {
        "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
    }

    static func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }

    /// `#rrggbb` of a colour's sRGB components (clamped to 0…1).
    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((clamp(v) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}

/// How a missing image's placeholder looks, shared by the renderers: a light grey box with a
/// grey outline and its label centred.
enum Placeholder {
    static let fill = Color(red: 0.898, green: 0.898, blue: 0.918)
    static let stroke = Color(red: 0.557, green: 0.557, blue: 0.576)
    static let text = Color(red: 0.235, green: 0.235, blue: 0.263)

    /// A font size that fits the box, or `nil` when the box is too small for a legible label.
    static func fontSize(for frame: CGRect) -> CGFloat? {
        let size = min(12, frame.height * 0.4)
        return size >= 4 ? size : nil
    }
}
