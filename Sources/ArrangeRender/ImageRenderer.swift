import ArrangeCore
import Foundation

/// An object that creates images from views, as in SwiftUI — as SVG text, PNG, JPEG or WebP
/// data or a PDF page instead of a platform image.
///
/// The image is the size of the content's answer to `proposedSize` (its ideal size by
/// default), with the content's top-left corner at the image's; bitmap output has `scale`
/// pixels per point. All outputs draw one placed tree, so their geometry is identical; the
/// drawing snaps frames to the pixel grid of `scale` (layout itself stays exact). PNG, JPEG and
/// WebP data are encoded from one drawing, kept until something changes: asking for several
/// formats draws once. Changing `content`, `proposedSize`, `scale`, `limits` or `isOpaque` lays
/// out and draws again on the next output.
///
/// As SwiftUI's, the renderer is used on the main actor: it evaluates the content's bodies.
/// Servers render many views at once with `render(_:options:maximumConcurrency:)`, which
/// builds and lays out each view on the main actor and draws and encodes them in parallel
/// off it.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The root view rendered.
    public var content: Content { didSet { invalidate() } }
    /// The size proposed to the root view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { didSet { invalidate() } }
    /// Pixels per point in PNG, JPEG and WebP output (and the grid frames snap to). 1 by default.
    public var scale: CGFloat = 1 { didSet { invalidate() } }

    /// How hard `pngData()` compresses: `.fast` by default (servers), `.smallest` for files
    /// stored once and served often. Changing it encodes the same drawing again. Arrange's own.
    public var pngCompression: PNGCompression = .fast

    /// The limits the content is built, laid out and drawn within (see `ResourceLimits`); the
    /// content's environment gets them as `\.resourceLimits`, so views inside may lower them
    /// further. `outputPixels` is checked here, before any output is allocated: a PNG, JPEG or
    /// WebP of more than `outputPixels` pixels (its width × height in pixels, so `scale²` × its
    /// area in points), or a PDF or SVG whose area in points (one pixel per point, what a viewer
    /// draws at the least) is more than that, throws a `RenderError`. Arrange's own.
    public var limits = ResourceLimits() { didSet { invalidate() } }

    /// Whether the image is fully opaque, as in SwiftUI. `false` by default: the image is
    /// transparent where nothing is drawn. When `true`, it is drawn over the system background of
    /// the content's colour scheme — white, or black when the content is dark (a
    /// `preferredColorScheme(.dark)` in it, say) — as a window shows it.
    public var isOpaque = false { didSet { invalidate() } }

    /// The laid-out tree and its drawing, kept while nothing changes.
    private var prepared: (size: CGSize, list: DisplayList, diagnostics: [String])?
    /// The pixels drawn from `prepared` at `scale`, kept while nothing changes.
    private var raster: RasterImage?
    /// Image surfaces and gradients, kept across drawings.
    private let resources = CairoResources()

    /// Creates a renderer for the given view.
    public init(content: Content) {
        self.content = content
    }

    /// The size of the image in points: the content's answer to `proposedSize`.
    public var size: CGSize {
        get throws { try prepare().size }
    }

    /// Messages about bad input met while building, laying out and drawing the content.
    public var diagnostics: [String] {
        (try? prepare().diagnostics) ?? []
    }

    /// The image as an SVG document: paths for everything (text as glyph outlines, so it looks
    /// the same without the fonts), images embedded as PNG.
    public func svg() throws -> String {
        let list = try prepare().list
        try RenderJob.checkOutputPixels(list.size.width, list.size.height, limit: limits.outputPixels, format: "SVG")
        return try SVGWriter.svg(for: list)
    }

    /// The image as PNG data: `ceil(size × scale)` pixels on each side, transparent where
    /// nothing is drawn (8-bit RGBA; RGB when every pixel is opaque), compressed as
    /// `pngCompression` says.
    public func pngData() throws -> Data {
        try rasterImage(format: "PNG").pngData(compression: pngCompression)
    }

    /// The image as JPEG data of `compressionQuality` (0…1, as UIKit's
    /// `UIImage.jpegData(compressionQuality:)`), `ceil(size × scale)` pixels on each side.
    /// JPEG has no transparency: where the image is transparent it is black, as UIKit's JPEGs
    /// are (set `isOpaque` for the system background). Arrange's own.
    public func jpegData(compressionQuality: CGFloat = 0.9) throws -> Data {
        try rasterImage(format: "JPEG").jpegData(quality: compressionQuality)
    }

    /// The image as WebP data, `ceil(size × scale)` pixels on each side, transparency kept.
    /// Lossy by default, at `compressionQuality` (0…1); `lossless` keeps every pixel exact,
    /// and then `compressionQuality` is how hard libwebp works for a smaller file, as `cwebp`'s
    /// `-q` is. Arrange's own.
    public func webPData(compressionQuality: CGFloat = 0.9, lossless: Bool = false) throws -> Data {
        try rasterImage(format: "WebP").webPData(quality: compressionQuality, lossless: lossless)
    }

    /// The drawn pixels every bitmap format is encoded from: drawn now, or kept from the last
    /// output. The size limit is checked first, so nothing is allocated for an image over it.
    package func rasterImage(format: String = "PNG") throws -> RasterImage {
        if let raster { return raster }
        let image = try RenderJob.raster(try prepare().list, scale: scale, limit: limits.outputPixels, format: format, resources: resources)
        raster = image
        return image
    }

    /// The display list every output draws (the benchmark draws it with other settings).
    package var displayList: DisplayList {
        get throws { try prepare().list }
    }

    /// The image as a one-page PDF whose page is `size` points large.
    public func pdfData() throws -> Data {
        let list = try prepare().list
        try RenderJob.checkOutputPixels(list.size.width, list.size.height, limit: limits.outputPixels, format: "PDF")
        return try CairoRenderer.pdf(list)
    }

    /// The content built and laid out, ready to be drawn and encoded as `format` on any thread.
    package func job(format: RenderFormat, compressionQuality: CGFloat) throws(RenderError) -> RenderJob {
        RenderJob(list: try prepare().list, format: format, scale: scale, outputPixels: limits.outputPixels,
                  pngCompression: pngCompression, compressionQuality: compressionQuality)
    }

    /// Writes the image to a file in `format`, or, when `format` is `nil`, the format the file
    /// name's extension names (`.svg`, `.png`, `.jpg` or `.jpeg`, `.webp`, `.pdf`, in any case).
    /// PNG is compressed as `pngCompression` says; JPEG and WebP use their default quality.
    /// Arrange's own.
    public func write(to url: URL, format: RenderFormat? = nil) throws {
        guard let format = format ?? RenderFormat(pathExtension: url.pathExtension) else {
            throw RenderError("cannot tell the image format of \(url.lastPathComponent): use a .svg, .png, .jpg, .jpeg, .webp or .pdf file name, or pass a format")
        }
        let data = try self.data(as: format)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RenderError("could not write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Forgets the layout and the drawing: a property they depend on changed.
    private func invalidate() {
        prepared = nil
        raster = nil
    }

    /// Builds and lays out the content once for all outputs, until a property changes.
    private func prepare() throws(RenderError) -> (size: CGSize, list: DisplayList, diagnostics: [String]) {
        if let prepared { return prepared }
        guard scale.isFinite, scale > 0 else {
            throw RenderError("the scale \(scale) is invalid: it must be positive and finite")
        }
        // Built without a layout pass: the only layout is the one at `proposedSize`.
        var environment = EnvironmentValues()
        environment.resourceLimits = limits
        let host = HostingView(buildingOnly: content, environment: environment)
        // SwiftUI treats a non-finite proposed dimension as unspecified (the ideal size); a NaN
        // or ∞ proposal would otherwise reach every view and give a non-finite image size.
        var proposal = proposedSize
        var problems: [String] = []
        if proposal.width.map({ !$0.isFinite }) == true || proposal.height.map({ !$0.isFinite }) == true {
            problems.append("ImageRenderer.proposedSize \(proposal) is not finite; non-finite dimensions are treated as unspecified (nil).")
            proposal = ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil }, height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
        }
        let size = host.layoutForRendering(proposal)
        var list = DisplayList(host: host, size: size, scale: scale)
        if isOpaque {
            let background = SemanticColors.background.resolved(for: host.rootEnvironment.colorScheme)
            let canvas = Path(CGRect(origin: .zero, size: size))
            list.items.insert(.path(PathItem(segments: canvas.segments, paint: .color(background), paintBounds: CGRect(origin: .zero, size: size),
                                             mode: .fill(FillStyle()))), at: 0)
        }
        let result = (size: size, list: list, diagnostics: problems + host.diagnostics)
        prepared = result
        return result
    }
}

/// The file formats `ImageRenderer` writes.
public enum RenderFormat: String, CaseIterable, Hashable, Sendable {
    /// Scalable Vector Graphics, written directly.
    case svg
    /// Portable Network Graphics, drawn by Cairo at the renderer's scale.
    case png
    /// JPEG, drawn by Cairo at the renderer's scale, written by libjpeg-turbo.
    case jpeg
    /// WebP, drawn by Cairo at the renderer's scale, written by libwebp (lossy).
    case webp
    /// Portable Document Format, one page, drawn by Cairo.
    case pdf

    /// The format a file extension names ("svg", "PNG", "jpg", "jpeg", "webp", "pdf"), or `nil`.
    public init?(pathExtension: String) {
        let name = pathExtension.lowercased()
        self.init(rawValue: name == "jpg" ? "jpeg" : name)
    }
}

/// A failure to render: what went wrong, in words.
public struct RenderError: Error, CustomStringConvertible, LocalizedError, Sendable {
    /// What went wrong.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }
}
