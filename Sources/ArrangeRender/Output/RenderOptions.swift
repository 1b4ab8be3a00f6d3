import ArrangeCore
import Foundation

/// Everything `ImageRenderer` needs besides the view to make one file: the format and the
/// renderer's settings, as one `Sendable` value, so a server or a batch can pass the same
/// settings to many renders on many threads. Arrange's own (SwiftUI's renderer makes platform
/// images, not files).
public struct RenderOptions: Hashable, Sendable {
    /// The file format made.
    public var format: RenderFormat
    /// The size proposed to the root view (`.unspecified`: its ideal size), as
    /// `ImageRenderer.proposedSize`.
    public var proposedSize: ProposedViewSize
    /// Pixels per point in PNG, JPEG and WebP output, as `ImageRenderer.scale`.
    public var scale: CGFloat
    /// Whether the image is drawn over the system background, as `ImageRenderer.isOpaque`.
    public var isOpaque: Bool
    /// The limits the content is built, laid out and drawn within, as `ImageRenderer.limits`.
    public var limits: ResourceLimits
    /// How hard PNG output is compressed, as `ImageRenderer.pngCompression`.
    public var pngCompression: PNGCompression
    /// The quality of JPEG and lossy WebP output (0…1), as `jpegData(compressionQuality:)` and
    /// `webPData(compressionQuality:)` take it.
    public var compressionQuality: CGFloat

    /// Creates options; the defaults are `ImageRenderer`'s own, with PNG output.
    public init(format: RenderFormat = .png, proposedSize: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                isOpaque: Bool = false, limits: ResourceLimits = ResourceLimits(),
                pngCompression: PNGCompression = .fast, compressionQuality: CGFloat = 0.9) {
        self.format = format
        self.proposedSize = proposedSize
        self.scale = scale
        self.isOpaque = isOpaque
        self.limits = limits
        self.pngCompression = pngCompression
        self.compressionQuality = compressionQuality
    }
}

extension ImageRenderer {
    /// Creates a renderer for the given view with the settings `options` gives (its format is
    /// what `data(as:)` makes by default). Arrange's own.
    public convenience init(content: Content, options: RenderOptions) {
        self.init(content: content)
        proposedSize = options.proposedSize
        scale = options.scale
        isOpaque = options.isOpaque
        limits = options.limits
        pngCompression = options.pngCompression
    }

    /// The image as a file of `format`: SVG text as UTF-8, PNG compressed as `pngCompression`
    /// says, JPEG and WebP (lossy) at `compressionQuality`, or a PDF. Arrange's own.
    public func data(as format: RenderFormat, compressionQuality: CGFloat = 0.9) throws -> Data {
        switch format {
        case .svg: return Data(try svg().utf8)
        case .png: return try pngData()
        case .jpeg: return try jpegData(compressionQuality: compressionQuality)
        case .webp: return try webPData(compressionQuality: compressionQuality)
        case .pdf: return try pdfData()
        }
    }

    /// Renders one view as `options` say, on the main actor: a new renderer, laid out, drawn
    /// and encoded once. Every failure is a `RenderError`. Arrange's own.
    public static func render(_ content: Content, options: RenderOptions = RenderOptions()) -> Result<Data, RenderError> {
        job(content, options: options).flatMap { $0.data() }
    }

    /// Renders one view as `options` say: built and laid out on the main actor, then drawn and
    /// encoded off it, so that many of these running at once (a server's requests) draw in
    /// parallel. The same file as the synchronous `render(_:options:)` gives. Arrange's own.
    public static func render(_ content: sending Content, options: RenderOptions = RenderOptions()) async -> Result<Data, RenderError> {
        switch job(content, options: options) {
        case .success(let job): return await job.encoded()
        case .failure(let error): return .failure(error)
        }
    }

    /// Builds and lays out `content` in a new renderer: what drawing it as `options` say needs.
    static func job(_ content: Content, options: RenderOptions) -> Result<RenderJob, RenderError> {
        let renderer = ImageRenderer(content: content, options: options)
        return Result { () throws(RenderError) in try renderer.job(format: options.format, compressionQuality: options.compressionQuality) }
    }

    /// Renders many views, as `options` say, and returns their files in the order of
    /// `contents`: each view gets its own renderer, so one that fails (over the size limit, say)
    /// gives a failure in its own place and the others are made as usual. Each view is built
    /// and laid out on the main actor, then drawn and encoded on the concurrency pool, at most
    /// `maximumConcurrency` at once (the machine's cores by default), while the main actor
    /// builds the next; each result is byte for byte what rendering that view alone gives. When
    /// the calling task is cancelled, views not yet started fail with a `RenderError` saying so.
    ///
    /// The drawings share caches (fonts, shaped text, glyph outlines, decoded images), read
    /// concurrently. Arrange's own: SwiftUI's `ImageRenderer` renders one view at a time.
    public static func render(_ contents: sending [Content], options: RenderOptions = RenderOptions(),
                              maximumConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount) async -> [Result<Data, RenderError>] {
        var results = [Result<Data, RenderError>](repeating: .failure(RenderError("the batch was cancelled before this view was rendered")),
                                                  count: contents.count)
        guard !contents.isEmpty else { return results }
        let width = min(max(maximumConcurrency, 1), contents.count)
        await withTaskGroup(of: (Int, Result<Data, RenderError>).self) { group in
            var next = 0
            var running = 0
            // Keeps `width` drawings running: the next view is built as each one finishes. A
            // view that fails to build takes its place in the results without a drawing.
            repeat {
                while running < width, next < contents.count, !Task.isCancelled {
                    let index = next
                    next += 1
                    switch job(contents[index], options: options) {
                    case .success(let job):
                        group.addTask { (index, await job.encoded()) }
                        running += 1
                    case .failure(let error):
                        results[index] = .failure(error)
                    }
                }
                guard let (index, result) = await group.next() else { break }
                results[index] = result
                running -= 1
            } while true
        }
        return results
    }
}
