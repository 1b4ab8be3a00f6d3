import ArrangeCore
import Foundation

/// An object that creates images from views, as in SwiftUI — as SVG text, PNG data or a PDF
/// page instead of a platform image.
///
/// The image is the size of the content's answer to `proposedSize` (its ideal size by
/// default), with the content's top-left corner at the image's; PNG output has `scale` pixels
/// per point. All three outputs draw one placed tree, so their geometry is identical; the
/// drawing snaps frames to the pixel grid of `scale` (layout itself stays exact). Changing
/// `content`, `proposedSize` or `scale` lays out again on the next output.
///
/// Unlike SwiftUI's, this renderer is not tied to the main actor: a server can render many
/// views concurrently, one renderer per task.
public final class ImageRenderer<Content: View> {
    /// The root view rendered.
    public var content: Content { didSet { prepared = nil } }
    /// The size proposed to the root view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { didSet { prepared = nil } }
    /// Pixels per point in PNG output (and the grid frames snap to). 1 by default.
    public var scale: CGFloat = 1 { didSet { prepared = nil } }

    /// The limits the content is built, laid out and drawn within (see `ResourceLimits`); the
    /// content's environment gets them as `\.resourceLimits`, so views inside may lower them
    /// further. `outputPixels` is checked here, before any output is allocated: a PNG of more
    /// than `outputPixels` pixels (its width × height in pixels, so `scale²` × its area in
    /// points), or a PDF or SVG whose area in points (one pixel per point, what a viewer draws
    /// at the least) is more than that, throws a `RenderError`. Arrange's own.
    public var limits = ResourceLimits() { didSet { prepared = nil } }

    /// Whether the image is fully opaque, as in SwiftUI. `false` by default: the image is
    /// transparent where nothing is drawn. When `true`, it is drawn over the system background of
    /// the content's colour scheme — white, or black when the content is dark (a
    /// `preferredColorScheme(.dark)` in it, say) — as a window shows it.
    public var isOpaque = false { didSet { prepared = nil } }

    /// The laid-out tree and its drawing, kept while nothing changes.
    private var prepared: (size: CGSize, list: DisplayList, diagnostics: [String])?

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
        try checkOutputPixels(width: list.size.width, height: list.size.height, format: "SVG")
        return try SVGWriter.svg(for: list)
    }

    /// The image as PNG data: `ceil(size × scale)` pixels on each side, transparent where
    /// nothing is drawn.
    public func pngData() throws -> Data {
        let list = try prepare().list
        // The pixels Cairo would allocate: each side rounded up to whole pixels, as it does.
        try checkOutputPixels(width: (list.size.width * scale - 1e-9).rounded(.up), height: (list.size.height * scale - 1e-9).rounded(.up), format: "PNG")
        return try CairoRenderer.png(list, scale: scale)
    }

    /// The image as a one-page PDF whose page is `size` points large.
    public func pdfData() throws -> Data {
        let list = try prepare().list
        try checkOutputPixels(width: list.size.width, height: list.size.height, format: "PDF")
        return try CairoRenderer.pdf(list)
    }

    /// Throws when an output `width` × `height` pixels large is more than `limits.outputPixels`.
    /// Non-finite or non-positive sizes pass: the outputs report those themselves.
    private func checkOutputPixels(width: CGFloat, height: CGFloat, format: String) throws(RenderError) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
        let pixels = width * height
        let limit = limits.outputPixels
        guard pixels > CGFloat(limit) else { return }
        let unit = format == "PNG" ? "pixels" : "points"
        throw RenderError("the \(format) would be \(SVGWriter.number(width)) × \(SVGWriter.number(height)) \(unit) (\(SVGWriter.number(pixels)) pixels), more than ImageRenderer.limits.outputPixels (\(limit)); nothing was drawn")
    }

    /// Writes the image to a file in `format`, or, when `format` is `nil`, the format the file
    /// name's extension names (`.svg`, `.png`, `.pdf`).
    public func write(to url: URL, format: RenderFormat? = nil) throws {
        guard let format = format ?? RenderFormat(pathExtension: url.pathExtension) else {
            throw RenderError("cannot tell the image format of \(url.lastPathComponent): use a .svg, .png or .pdf file name, or pass a format")
        }
        let data: Data
        switch format {
        case .svg: data = Data(try svg().utf8)
        case .png: data = try pngData()
        case .pdf: data = try pdfData()
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RenderError("could not write \(url.path): \(error.localizedDescription)")
        }
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
    /// Portable Document Format, one page, drawn by Cairo.
    case pdf

    /// The format a file extension names ("svg", "PNG", "pdf"), or `nil`.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
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
