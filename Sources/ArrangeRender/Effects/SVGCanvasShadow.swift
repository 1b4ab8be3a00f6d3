import ArrangeCore
import Foundation

extension SVGWriter {
    /// A canvas's shadow filter with its options, as an SVG filter on the content: the shadow
    /// (`SourceAlpha`, inverted by a component transfer for `invertsAlpha`, blurred, offset,
    /// flooded with the colour) composited with the content in the filter, so the blend mode
    /// combines it with the content alone, as Cairo's group does: `feBlend` for the separable
    /// and non-separable modes, `feComposite` for the Porter–Duff ones, `arithmetic` for
    /// `plusLighter` and `plusDarker` (k4 = −1: exact where both are opaque). An inverted
    /// shadow covers the filter region only (the content's bounds widened by the blur).
    /// With `disablesGroup`, the shadow is a group of its own before or after the content,
    /// blended with `mix-blend-mode` onto what is drawn (Porter–Duff modes are drawn normally
    /// there, except in a canvas, which is then drawn by Cairo and embedded).
    mutating func writeCanvasShadow(_ shadow: CanvasShadow, _ items: [DisplayItem], region: CGRect, indent: Int) throws {
        let sigma = shadow.radius / 2
        let reach = sigma * 3 + 2
        let area = region.union(region.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)).insetBy(dx: -reach, dy: -reach)
        var primitives = ""
        var alpha = "SourceAlpha"
        if shadow.invertsAlpha {
            primitives += "<feComponentTransfer in=\"SourceAlpha\" result=\"inverse\"><feFuncA type=\"table\" tableValues=\"1 0\"/></feComponentTransfer>"
            alpha = "inverse"
        }
        primitives += "<feGaussianBlur in=\"\(alpha)\" stdDeviation=\"\(Self.number(sigma))\"/>"
            + "<feOffset dx=\"\(Self.number(shadow.offset.width))\" dy=\"\(Self.number(shadow.offset.height))\" result=\"blur\"/>"
            + "<feFlood flood-color=\"\(Self.hex(shadow.color))\" flood-opacity=\"\(Self.number(CGFloat(Self.clamp(shadow.color.opacity))))\"/>"
            + "<feComposite in2=\"blur\" operator=\"in\" result=\"shadow\"/>"
        func filter(_ composition: String) -> String {
            let id = newID("shadow")
            defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" \(Self.rectAttributes(area))>"
                + primitives + composition + "</filter>\n"
            return id
        }
        if shadow.disablesGroup {
            // The shadow alone, composited onto what is drawn; the content on its own.
            let id = filter("")
            let blend = Self.cssBlendMode(shadow.blendMode).map { $0 == "normal" ? "" : " style=\"mix-blend-mode:\($0)\"" } ?? ""
            if shadow.above, !shadow.only { try write(items, indent: indent) }
            line("<g filter=\"url(#\(id))\"\(blend)>", indent: indent)
            try write(items, indent: indent + 1)
            line("</g>", indent: indent)
            if !shadow.above, !shadow.only { try write(items, indent: indent) }
            return
        }
        let composition: String
        if shadow.only {
            composition = Self.survivesAlone(shadow.blendMode) ? "" : "<feFlood flood-opacity=\"0\"/>"
        } else if shadow.above {
            composition = Self.composite(shadow.blendMode, source: "shadow", destination: "SourceGraphic")
        } else {
            composition = Self.survivesAlone(shadow.blendMode)
                ? "<feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
                : "<feMerge><feMergeNode in=\"SourceGraphic\"/></feMerge>"
        }
        let id = filter(composition)
        line("<g filter=\"url(#\(id))\">", indent: indent)
        try write(items, indent: indent + 1)
        line("</g>", indent: indent)
    }

    /// Whether a shadow composited in `mode` onto nothing still shows (the shadow drawn below
    /// its content, in an empty group).
    static func survivesAlone(_ mode: GraphicsContext.BlendMode) -> Bool {
        ![GraphicsContext.BlendMode.clear, .sourceIn, .sourceAtop, .destinationIn, .destinationOut].contains(mode)
    }

    /// The filter primitive compositing `source` onto `destination` in `mode`.
    static func composite(_ mode: GraphicsContext.BlendMode, source: String, destination: String) -> String {
        func porterDuff(_ op: String, swapped: Bool = false) -> String {
            let (a, b) = swapped ? (destination, source) : (source, destination)
            return "<feComposite in=\"\(a)\" in2=\"\(b)\" operator=\"\(op)\"/>"
        }
        switch mode {
        case .clear: return "<feFlood flood-opacity=\"0\"/>"
        case .copy: return "<feMerge><feMergeNode in=\"\(source)\"/></feMerge>"
        case .sourceIn: return porterDuff("in")
        case .sourceOut: return porterDuff("out")
        case .sourceAtop: return porterDuff("atop")
        case .destinationOver: return porterDuff("over", swapped: true)
        case .destinationIn: return porterDuff("in", swapped: true)
        case .destinationOut: return porterDuff("out", swapped: true)
        case .destinationAtop: return porterDuff("atop", swapped: true)
        case .xor: return porterDuff("xor")
        case .plusLighter: return "<feComposite in=\"\(source)\" in2=\"\(destination)\" operator=\"arithmetic\" k1=\"0\" k2=\"1\" k3=\"1\" k4=\"0\"/>"
        case .plusDarker: return "<feComposite in=\"\(source)\" in2=\"\(destination)\" operator=\"arithmetic\" k1=\"0\" k2=\"1\" k3=\"1\" k4=\"-1\"/>"
        default:
            let css = cssBlendMode(mode) ?? "normal"
            return css == "normal" ? porterDuff("over") : "<feBlend in=\"\(source)\" in2=\"\(destination)\" mode=\"\(css)\"/>"
        }
    }
}
