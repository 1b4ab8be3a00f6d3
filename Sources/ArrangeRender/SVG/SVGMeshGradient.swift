import ArrangeCore
import Foundation

extension SVGWriter {
    /// The `fill`/`stroke` value of a mesh gradient. SVG 1.1 has no mesh gradients (SVG 2's
    /// `meshgradient` was dropped, and viewers do not draw it), so the mesh is rasterised with
    /// Cairo, exactly as the PNG output draws it, at the list's scale (2 pixels per point at
    /// least, so it stays smooth when zoomed a little), over what the element covers, and used as
    /// a pattern of one embedded PNG image (placed at the tile's corner, the origin of a pattern's
    /// contents). A mesh too large to rasterise (over 2²² pixels)
    /// paints with its background colour.
    mutating func meshPaintAttribute(_ mesh: MeshGradientPaint, paintBounds: CGRect, region: CGRect) -> (String, String?) {
        let covered = region.union(paintBounds)
        let area = CGRect(x: covered.minX.rounded(.down), y: covered.minY.rounded(.down),
                          width: covered.maxX.rounded(.up) - covered.minX.rounded(.down),
                          height: covered.maxY.rounded(.up) - covered.minY.rounded(.down))
        let scale = max(scaleForImages, 2)
        guard let bitmap = MeshGradientPattern.bitmap(mesh, paintBounds: paintBounds, area: area, scale: scale),
              let png = try? PNGEncoder.encode(bitmap) else {
            let b = mesh.background
            return (Self.hex(b), b.opacity < 1 ? Self.number(CGFloat(Self.clamp(b.opacity))) : nil)
        }
        let id = newID("mesh")
        defs += "    <pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" \(Self.rectAttributes(area))>"
            + "<image width=\"\(Self.number(area.width))\" height=\"\(Self.number(area.height))\" preserveAspectRatio=\"none\""
            + " xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/></pattern>\n"
        return ("url(#\(id))", nil)
    }
}
