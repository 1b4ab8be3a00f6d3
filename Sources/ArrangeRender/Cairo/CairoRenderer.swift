import ArrangeCore
import CCairo
import Foundation

/// Draws display lists with Cairo: to an ARGB image surface (PNG, JPEG, WebP) and to a PDF
/// surface, through one drawing routine, so all show the same geometry the SVG writer describes.
package enum CairoRenderer {
    /// Cairo's limit on an image surface's side.
    static let maximumPixels = 32767

    /// A PNG of `list` at `scale` pixels per point: `ceil(size × scale)` pixels on each side,
    /// transparent where nothing is drawn.
    package static func png(_ list: DisplayList, scale: CGFloat, compression: PNGCompression = .balanced, counter: PaintCounter? = nil) throws(RenderError) -> Data {
        try raster(list, scale: scale, counter: counter).pngData(compression: compression)
    }

    /// The pixels of `list` at `scale` pixels per point: `ceil(size × scale)` pixels on each side,
    /// transparent where nothing is drawn, ready for any bitmap encoder. `resources` keeps image
    /// surfaces and gradients from one drawing to the next (a renderer's own).
    package static func raster(_ list: DisplayList, scale: CGFloat, resources: CairoResources = CairoResources(), counter: PaintCounter? = nil) throws(RenderError) -> RasterImage {
        let width = try pixels(list.size.width, scale: scale, dimension: "width")
        let height = try pixels(list.size.height, scale: scale, dimension: "height")
        guard let surface = SurfacePool.shared.surface(width: width, height: height) else {
            throw RenderError("Cairo could not create a \(width)×\(height) image")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let image = RasterImage(surface: surface) else {
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            try check(status == CAIRO_STATUS_SUCCESS ? CAIRO_STATUS_INVALID_FORMAT : status, "creating a \(width)×\(height) image")
            throw RenderError("Cairo could not create a \(width)×\(height) image")
        }
        let device = CGRect(x: 0, y: 0, width: width, height: height)
        try draw(list, on: surface, scale: scale, device: device, rasterScale: 1, resources: resources, counter: counter)
        cairo_surface_flush(surface)
        return image
    }

    /// A one-page PDF of `list`, the page `size` points large. Vector content stays vector;
    /// shadows are rasterised at 2 pixels per point.
    package static func pdf(_ list: DisplayList, counter: PaintCounter? = nil) throws(RenderError) -> Data {
        let size = list.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError("cannot make a PDF page of \(size.width)×\(size.height) points: both sides must be positive and finite")
        }
        guard size.width <= 14400, size.height <= 14400 else {
            throw RenderError("cannot make a PDF page of \(size.width)×\(size.height) points: PDF pages are at most 14400 points on a side")
        }
        let sink = StreamSink()
        return try withExtendedLifetime(sink) { () throws(RenderError) -> Data in
            guard let surface = cairo_pdf_surface_create_for_stream(streamWriter, Unmanaged.passUnretained(sink).toOpaque(), size.width, size.height) else {
                throw RenderError("Cairo could not create a PDF surface")
            }
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface), "creating the PDF")
            try draw(list, on: surface, scale: 1, device: CGRect(origin: .zero, size: size), rasterScale: 2, resources: CairoResources(), counter: counter)
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), "writing the PDF")
            return sink.data
        }
    }

    /// The smallest scale drawn: far above where Cairo's matrix checks fail (about 1e-154, where
    /// the scale's square underflows), far below any useful scale.
    static let minimumScale: CGFloat = 1e-100

    private static func pixels(_ length: CGFloat, scale: CGFloat, dimension: String) throws(RenderError) -> Int {
        guard scale.isFinite, scale > 0 else { throw RenderError("the scale \(scale) is invalid: it must be positive and finite") }
        guard length.isFinite, length > 0 else {
            throw RenderError("the image \(dimension) is \(length) points: there is nothing to draw (the content's size must be positive and finite)")
        }
        // Cairo refuses a transformation whose determinant (scale²) underflows to 0.
        guard scale >= minimumScale else {
            throw RenderError("the scale \(formatLength(scale)) is too small: Cairo cannot draw below \(formatLength(minimumScale)), and the image is a single pixel from a scale of \(formatLength(1 / length)) down")
        }
        // Up to the next whole pixel, ignoring floating-point noise just above a whole number.
        let exact = (length * scale - 1e-9).rounded(.up)
        // A finite length at a finite scale can still overflow to ∞ pixels (scale 1e308).
        guard exact.isFinite else {
            throw RenderError("the scale \(SVGWriter.number(scale)) is too large: the image \(dimension) would be more than \(maximumPixels) pixels, Cairo's limit")
        }
        guard exact <= CGFloat(maximumPixels) else {
            throw RenderError("the image \(dimension) would be \(SVGWriter.number(exact)) pixels; Cairo's limit is \(maximumPixels)")
        }
        return max(Int(exact), 1)
    }

    private static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: CGFloat, device: CGRect, rasterScale: CGFloat, resources: CairoResources, counter: PaintCounter?) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw RenderError("Cairo could not create a drawing context") }
        defer { cairo_destroy(cr) }
        try check(cairo_status(cr), "starting to draw")
        cairo_scale(cr, scale, scale)
        var painter = CairoPainter(device: device, rasterScale: rasterScale, resources: resources, counter: counter)
        painter.draw(list.items, cr)
        try check(cairo_status(cr), "drawing")
    }

    static func check(_ status: cairo_status_t, _ doing: String) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "error \(status.rawValue)"
        throw RenderError("Cairo failed while \(doing): \(message)")
    }
}

/// Collects what a Cairo stream writes.
final class StreamSink {
    var data = Data()
}

/// Cairo's write callback: appends to the `StreamSink` passed as the closure.
func streamWriter(_ closure: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue()
    if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
    return CAIRO_STATUS_SUCCESS
}
