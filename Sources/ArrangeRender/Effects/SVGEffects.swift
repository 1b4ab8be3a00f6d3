import ArrangeCore
import Foundation

// How the SVG writer draws the effects added for issue 12: colour matrices and blurs as
// filters (`feColorMatrix`, `feGaussianBlur`), blend modes as `mix-blend-mode`, compositing
// groups as isolated groups, masks as `<mask>` (the mask's alpha made into white luminance, as
// SVG masks by luminance), and projections, which SVG cannot express, as an embedded image of
// the projected pixels drawn by Cairo.

extension SVGWriter {
    mutating func writeEffectGroup(_ effect: GroupEffect, _ items: [DisplayItem], indent: Int) throws {
        switch effect {
        case .colorMatrix(let matrix, let region):
            let id = newID("colorMatrix")
            defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" \(Self.rectAttributes(region.insetBy(dx: -1, dy: -1)))>"
                + "<feColorMatrix type=\"matrix\" values=\"\(matrix.values.map { Self.number(CGFloat($0)) }.joined(separator: " "))\"/></filter>\n"
            line("<g filter=\"url(#\(id))\">", indent: indent)
        case .blur(let radius, let opaque, let region):
            let id = newID("blur")
            let sigma = radius / 2
            let area = opaque ? region : region.insetBy(dx: -(sigma * 3 + 2), dy: -(sigma * 3 + 2))
            let edge = opaque ? " edgeMode=\"duplicate\"" : ""
            defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" \(Self.rectAttributes(area))>"
                + "<feGaussianBlur stdDeviation=\"\(Self.number(sigma))\"\(edge)/></filter>\n"
            line("<g filter=\"url(#\(id))\">", indent: indent)
        case .blendMode(let mode):
            if let css = Self.cssBlendMode(mode) {
                line("<g style=\"mix-blend-mode:\(css)\">", indent: indent)
            } else {
                line("<g>", indent: indent)
            }
        case .compositingGroup:
            if Self.needsRasterising(items), let area = items.unionBounds {
                // Porter–Duff modes and plusDarker have no SVG equivalent: the isolated group
                // (a canvas's layer) is drawn by Cairo and embedded.
                try writeRasterised([.group(effect, items)], area: area, indent: indent)
                return
            }
            line("<g style=\"isolation:isolate\">", indent: indent)
        case .mask(let maskItems):
            let region = (maskItems.unionBounds ?? .zero).insetBy(dx: -1, dy: -1)
            let id = try writeAlphaMask(maskItems, region: region, inverse: false)
            line("<g mask=\"url(#\(id))\">", indent: indent)
        case .inverseMask(let maskItems):
            // The content shows outside the mask's items: the mask covers the content's area.
            let region = (items.unionBounds ?? .zero).insetBy(dx: -1, dy: -1)
            let id = try writeAlphaMask(maskItems, region: region, inverse: true)
            line("<g mask=\"url(#\(id))\">", indent: indent)
        case .canvasShadow(let shadow, let region):
            try writeCanvasShadow(shadow, items, region: region, indent: indent)
            return
        case .projection(let transform, let bounds):
            try writeRasterised([.group(effect, items)], area: transform.boundingBox(of: bounds) ?? bounds, indent: indent)
            return
        case .alphaThreshold(_, _, _, let bounds):
            // SVG's component transfer has no range test: drawn by Cairo and embedded.
            try writeRasterised([.group(effect, items)], area: bounds, indent: indent)
            return
        case .backdropBlur:
            // SVG cannot read back what is behind: the material is its tint.
            try write(items, indent: indent)
            return
        case .transform, .opacity, .clip, .shadow, .colorInvert:
            return
        }
        try write(items, indent: indent + 1)
        line("</g>", indent: indent)
    }

    /// Draws `items` with Cairo into a PNG covering `area` (at the list's scale, at least 2
    /// pixels per point) and embeds it as an `<image>` there: for what SVG cannot describe.
    /// Writes to the defs a mask of `region` that lets the content show by the alpha of what
    /// `maskItems` draw (with `inverse`, by one minus it), and returns its id. SVG masks by
    /// luminance: the items are drawn white (or black over a white rectangle) by their alpha.
    private mutating func writeAlphaMask(_ maskItems: [DisplayItem], region: CGRect, inverse: Bool) throws -> String {
        let id = newID("mask")
        let filterID = newID("maskAlpha")
        // The mask's items, written where the body would have them, then moved to the defs.
        let savedBody = body
        body = ""
        try write(maskItems, indent: 4)
        let maskBody = body
        body = savedBody
        let colour = inverse ? "0" : "1"
        let matrix = "0 0 0 0 \(colour) 0 0 0 0 \(colour) 0 0 0 0 \(colour) 0 0 0 1 0"
        defs += "    <filter id=\"\(filterID)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" \(Self.rectAttributes(region))>"
            + "<feColorMatrix type=\"matrix\" values=\"\(matrix)\"/></filter>\n"
        defs += "    <mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(Self.rectAttributes(region))>\n"
            + (inverse ? "      <rect \(Self.rectAttributes(region)) fill=\"#ffffff\"/>\n" : "")
            + "      <g filter=\"url(#\(filterID))\">\n" + maskBody + "      </g>\n    </mask>\n"
        return id
    }

    mutating func writeRasterised(_ items: [DisplayItem], area: CGRect, indent: Int) throws {
        let box = area.integral
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite, box.width * box.height <= 16_777_216 else { return }
        let scale = max(scaleForImages, 2)
        let list = DisplayList(size: box.size, items: [.group(.transform(CGAffineTransform(translationX: -box.minX, y: -box.minY)), items)], scale: scale)
        let png = try CairoRenderer.png(list, scale: scale)
        line("<image \(Self.rectAttributes(box)) preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>", indent: indent)
    }

    /// The CSS `mix-blend-mode` of a blend mode; `nil` for the Porter–Duff modes and
    /// `plusDarker`, which CSS lacks (`plusLighter` is `plus-lighter`).
    static func cssBlendMode(_ mode: GraphicsContext.BlendMode) -> String? {
        switch mode {
        case .normal: return "normal"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        default: return nil
        }
    }

    /// Whether `items` blend in a mode SVG cannot express (a Porter–Duff mode or
    /// `plusDarker`), outside any isolated group of their own (those decide for themselves).
    static func needsRasterising(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case .group(let effect, let inner) = item else { return false }
            switch effect {
            case .blendMode(let mode) where cssBlendMode(mode) == nil: return true
            case .canvasShadow(let shadow, _) where shadow.disablesGroup && cssBlendMode(shadow.blendMode) == nil: return true
            case .compositingGroup: return false
            default: return needsRasterising(inner)
            }
        }
    }
}
