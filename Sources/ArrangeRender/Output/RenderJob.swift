import ArrangeCore
import Foundation

/// A view built and laid out, ready to draw: its display list and the settings of the file to
/// make. `ImageRenderer` makes one on the main actor (building evaluates bodies); drawing and
/// encoding it read only this value, so they run on any thread, many at once.
package struct RenderJob: Sendable {
    /// What to draw.
    package let list: DisplayList
    /// The file's format.
    package let format: RenderFormat
    /// Pixels per point of bitmap formats.
    package let scale: CGFloat
    /// The most pixels (or points, for SVG and PDF) the file may have.
    package let outputPixels: Int
    /// How hard PNG is compressed.
    package let pngCompression: PNGCompression
    /// The quality of JPEG and lossy WebP (0…1).
    package let compressionQuality: CGFloat

    /// The file, drawn and encoded on the calling thread.
    package func data() -> Result<Data, RenderError> {
        do {
            return .success(try encode())
        } catch let error as RenderError {
            return .failure(error)
        } catch {
            return .failure(RenderError(String(describing: error)))
        }
    }

    private func encode() throws -> Data {
        switch format {
        case .svg:
            try Self.checkOutputPixels(list.size.width, list.size.height, limit: outputPixels, format: "SVG")
            return Data(try SVGWriter.svg(for: list).utf8)
        case .pdf:
            try Self.checkOutputPixels(list.size.width, list.size.height, limit: outputPixels, format: "PDF")
            return try CairoRenderer.pdf(list)
        case .png:
            return try Self.raster(list, scale: scale, limit: outputPixels, format: "PNG", resources: CairoResources())
                .pngData(compression: pngCompression)
        case .jpeg:
            return try Self.raster(list, scale: scale, limit: outputPixels, format: "JPEG", resources: CairoResources())
                .jpegData(quality: compressionQuality)
        case .webp:
            return try Self.raster(list, scale: scale, limit: outputPixels, format: "WebP", resources: CairoResources())
                .webPData(quality: compressionQuality, lossless: false)
        }
    }

    /// The file, drawn and encoded on the concurrency pool rather than the caller's actor.
    package func encoded() async -> Result<Data, RenderError> {
        data()
    }

    /// The pixels of `list` at `scale`, after checking their count against `limit`, so nothing
    /// is allocated for an image over it.
    static func raster(_ list: DisplayList, scale: CGFloat, limit: Int, format: String,
                       resources: CairoResources) throws(RenderError) -> RasterImage {
        // The pixels Cairo would allocate: each side rounded up to whole pixels, as it does.
        try checkOutputPixels((list.size.width * scale - 1e-9).rounded(.up), (list.size.height * scale - 1e-9).rounded(.up),
                              limit: limit, format: format)
        return try CairoRenderer.raster(list, scale: scale, resources: resources)
    }

    /// Throws when an output `width` × `height` pixels large is more than `limit`. Non-finite or
    /// non-positive sizes pass: the outputs report those themselves.
    static func checkOutputPixels(_ width: CGFloat, _ height: CGFloat, limit: Int, format: String) throws(RenderError) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
        let pixels = width * height
        guard pixels > CGFloat(limit) else { return }
        let unit = format == "SVG" || format == "PDF" ? "points" : "pixels"
        throw RenderError("the \(format) would be \(SVGWriter.number(width)) × \(SVGWriter.number(height)) \(unit) (\(SVGWriter.number(pixels)) pixels), more than ImageRenderer.limits.outputPixels (\(limit)); nothing was drawn")
    }
}
