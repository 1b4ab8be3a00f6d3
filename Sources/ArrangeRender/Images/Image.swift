import ArrangeCore
import ArrangeText
import Foundation

/// A view that displays an image, as in SwiftUI: PNG and JPEG files (A3.2).
///
/// A non-resizable image is rigid: its size is its natural size — pixels divided by its scale —
/// whatever it is proposed, so a frame larger than it centres it and a smaller one lets it
/// overflow. `resizable()` makes it take the proposal instead, keeping the natural size as its
/// ideal size, so `aspectRatio`, `scaledToFit` and `scaledToFill` fit it into its frame.
///
/// Where Arrange differs: SF Symbols are drawn with Material Icons and Material Design Icons
/// glyphs and shapes of Arrange's own (`init(systemName:)`), and
/// two initialisers of its own read files (`init(contentsOf:scale:)`, and the throwing
/// `load(contentsOf:scale:)`). An image that cannot be found or read is, as in SwiftUI, an empty
/// image (0 × 0 unless resizable) — with a message in `HostingView.diagnostics` rather than the
/// console; renderers draw a labelled placeholder where it has any size.
nonisolated public struct Image: View, Equatable, Sendable {
    /// Where the pixels come from; files are read when the view is built, through the cache.
    enum Source: Equatable, Sendable {
        case named(String, bundle: Bundle?)
        case file(URL, scale: CGFloat)
        case decoded(DecodedImage, scale: CGFloat, description: String)
        case system(String)
    }

    var source: Source
    var isDecorative = false
    /// `nil` until `resizable(capInsets:resizingMode:)`.
    var resizing: Resizing?
    var interpolationValue: Interpolation?
    var isAntialiased = true
    var renderingModeValue: TemplateRenderingMode?
    /// `symbolRenderingMode(_:)` on the image; `nil`: the environment's.
    var symbolRenderingModeValue: SymbolRenderingMode?
    /// `init(systemName:variableValue:)`'s value, kept (Material glyphs have no variable layers).
    var variableValue: Double?
    /// The label of `init(_:bundle:label:)` (for accessibility; read by the ViewInspector module).
    var label: Text?

    struct Resizing: Equatable, Sendable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    init(source: Source) {
        self.source = source
    }

    /// Creates an image from an image set or a file named `name` in `bundle` (`Bundle.main` when
    /// `nil`; pass `.module` for a SwiftPM target's resources). The image set `name.imageset` of
    /// an asset catalog comes first (see `ImageSets`: scale and appearance variants, template
    /// rendering intent); else it looks in the bundle's `resourceURL`, then its `bundlePath`,
    /// then the current directory, for `name.png`, `name.jpg` and `name.jpeg` (or the extension `name` has), in the `@2x`/`@3x`
    /// variant matching the environment's `displayScale`, else the nearest larger, else the
    /// nearest smaller; the suffix gives the image's scale (none is 1), and a name ending in
    /// `@2x` asks for that variant only. Found files are decoded once and cached. When nothing is
    /// found the image is empty (0 × 0 unless resizable), as SwiftUI's is, and the host's
    /// diagnostics say where it was looked for.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle))
    }

    /// Creates a labelled image from a named file (see `init(_:bundle:)`). The label is for
    /// accessibility, which Arrange does not model; it does not change layout or drawing.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .named(name, bundle: bundle))
        self.label = label
    }

    /// Creates an unlabelled, decorative image from a named file (see `init(_:bundle:)`); it lays
    /// out and draws as any other.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle))
        isDecorative = true
    }

    /// Creates a system symbol image, as in SwiftUI.
    ///
    /// Arrange draws the SF Symbol names real code uses most (over 900 names, and the enclosed,
    /// badged and crossed-out variants of them; see `docs/symbols.md`) with the closest glyph of
    /// Google's Material Icons or of Material Design Icons, or composed of such glyphs and shapes
    /// it draws (the weather symbols), in the foreground style. Its size follows the environment's
    /// font and `imageScale` as an SF Symbol's does: the glyph's design area is 1.2 × the font's
    /// point size at `.medium` (0.8 × that at `.small`, 1.3 × at `.large`), and the image's frame
    /// is the glyph's ink, on the pixel grid. `symbolVariant(_:)` picks variants ("heart" with
    /// `.fill` draws "heart.fill"). A name Arrange does not know, or a machine without the fonts,
    /// gives a square placeholder one line of text high, and a diagnostic.
    public init(systemName: String) {
        self.init(source: .system(systemName))
    }

    /// Creates a system symbol image with a variable value, as in SwiftUI. The value is accepted
    /// and kept: Arrange's glyphs have no variable layers, so it draws as `init(systemName:)`.
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .system(systemName))
        self.variableValue = variableValue
    }

    /// Creates an image from a PNG or JPEG file. Arrange's own (SwiftUI loads files through
    /// `UIImage`/`NSImage`). `scale` is points per pixel divided out: a 120-pixel-wide file at
    /// scale 2 is 60 points wide; an `@2x` in the file name is not read here, the given scale
    /// counts. The file is read when the view is built (and cached); one that cannot be read
    /// makes an empty image with a diagnostic — use `load(contentsOf:scale:)` to get the error.
    public init(contentsOf url: URL, scale: CGFloat = 1) {
        self.init(source: .file(url, scale: scale))
    }

    /// Reads and decodes a PNG or JPEG file now, throwing `ImageLoadingError` when it is missing,
    /// unreadable, neither PNG nor JPEG, corrupt or declares more than `pixelLimit` pixels (the
    /// default `ResourceLimits.imagePixels`, as views are held to; at most `maximumPixelCount`), or
    /// when `scale` is not positive and finite. Arrange's own, for callers that want the error
    /// rather than a placeholder. The decoded pixels are cached by path.
    public static func load(contentsOf url: URL, scale: CGFloat = 1, pixelLimit: Int = ResourceLimits().imagePixels) throws -> Image {
        let path = url.standardizedFileURL.path
        guard scale.isFinite && scale > 0 else { throw ImageLoadingError.invalidScale(source: path, scale: scale) }
        let decoded = try ImageCache.shared.image(atPath: path, pixelLimit: pixelLimit)
        return Image(source: .decoded(decoded, scale: scale, description: url.lastPathComponent))
    }

    /// Decodes PNG or JPEG bytes now (from the network, a database…), throwing
    /// `ImageLoadingError` as `load(contentsOf:scale:pixelLimit:)` does. Arrange's own; not cached.
    public static func load(data: Data, scale: CGFloat = 1, pixelLimit: Int = ResourceLimits().imagePixels) throws -> Image {
        guard scale.isFinite && scale > 0 else { throw ImageLoadingError.invalidScale(source: "image data", scale: scale) }
        let decoded = try ImageDecoding.decode(data, source: "image data (\(data.count) bytes)", pixelLimit: pixelLimit)
        return Image(source: .decoded(decoded, scale: scale, description: "data"))
    }

    /// The largest image decoded, in pixels (100 million; also at most 65,535 on a side): larger
    /// files are refused from their header with `ImageLoadingError.tooLarge`. An `Image` view is
    /// also held to `ResourceLimits.imagePixels` of its environment (`exceedsLimit`). Arrange's own.
    public static var maximumPixelCount: Int { ImageDecoding.maximumPixelCount }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout node: a leaf of fixed (or, resizable, proposed) size.
    public static func _makeLayoutNodes(of view: Image, in builder: _LayoutTreeBuilder) {
        let resolved = view.resolve(in: builder.currentEnvironment, report: { builder.reportDiagnostic($0) })
        builder.addMeasuredLeaf(resolved)
    }
}

extension Image {
    /// The modes SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image at its natural size to fill the space (between the cap insets).
        case tile
        /// Stretches the image to fill the space (between the cap insets).
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation, such as a
    /// scaled image. Only `.none` (nearest pixel) changes Arrange's drawing; the others smooth.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest-neighbour sampling: scaled pixels stay sharp squares.
        case none
        /// A low level of interpolation quality.
        case low
        /// A medium level of interpolation quality.
        case medium
        /// A high level of interpolation quality.
        case high
    }

    /// A type that indicates how SwiftUI renders images: a template bitmap is drawn in the
    /// foreground style through its alpha; a symbol drawn `.original` takes its multicolour
    /// colours (see `SymbolRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Draws the image's opaque areas in the foreground colour.
        case template
        /// Draws the image's pixels as they are.
        case original
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space: the image then takes
    /// the size it is proposed (its natural size on an unspecified axis) instead of keeping its
    /// natural size. `capInsets` (points from each edge) are kept unscaled by the renderer; they
    /// do not change layout.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return copy
    }

    /// Specifies the quality of the image's scaling when it is drawn larger or smaller than its
    /// pixels.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var copy = self
        copy.interpolationValue = interpolation
        return copy
    }

    /// Sets the rendering mode for symbol images within this view (see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingModeValue = mode
        return copy
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image. Accepted and
    /// kept; it does not change layout.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// Indicates whether SwiftUI renders an image as-is, or as a template (see
    /// `TemplateRenderingMode`): a template bitmap is drawn as the foreground style through its
    /// pixels' alpha; `nil` leaves it to the image (an image set's rendering intent). It does
    /// not change layout.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeValue = renderingMode
        return copy
    }
}

extension Image {
    /// This image as a layout leaf in `environment`: the file found and decoded, or an empty image
    /// and a message through `report`.
    func resolve(in environment: EnvironmentValues, report: (String) -> Void) -> ImageLeaf {
        var leaf = ImageLeaf.Contents(name: "Image")
        // An image set's own rendering intent, used when the view sets none.
        var catalogRendering: TemplateRenderingMode?
        switch source {
        case .named(let name, let bundle):
            leaf.name = "Image(\"\(name)\")"
            leaf.placeholderLabel = name
            let catalog = ImageSets.find(name, bundle: bundle, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
            let lookup = ImageResources.find(name, bundle: bundle, displayScale: environment.displayScale)
            if case .found(let found) = catalog {
                load(path: found.path, scale: found.scale, description: "Image \"\(name)\"", pixelLimit: environment.resourceLimits.imagePixels,
                     into: &leaf, report: report)
                if found.isTemplate == true { catalogRendering = .template }
            } else if case .undecodable(let set, let files) = catalog, lookup.found == nil {
                report("The image set \"\(name)\" (\(set)) has no file Arrange can decode\(files.isEmpty ? "" : " (\(files.joined(separator: ", ")): vector PDF/SVG and HEIC images are not decoded)"); it is an empty image, 0×0 unless resizable.")
            } else if let found = lookup.found {
                load(path: found.path, scale: found.scale, description: "Image \"\(name)\"", pixelLimit: environment.resourceLimits.imagePixels,
                     into: &leaf, report: report)
            } else {
                let tried = ImageResources.extensions.map { "." + $0 }.joined(separator: ", ")
                report("No image named \"\(name)\" found (looked for \(tried) and @2x/@3x variants in \(lookup.searched.joined(separator: ", "))); it is an empty image, 0×0 unless resizable, as in SwiftUI.")
            }
        case .file(let url, let scale):
            let path = url.standardizedFileURL.path
            leaf.name = "Image(contentsOf: \(url.lastPathComponent))"
            leaf.placeholderLabel = url.lastPathComponent
            var usable = scale
            if !(scale.isFinite && scale > 0) {
                report("Image(contentsOf: \(url.lastPathComponent)) has an invalid scale \(scale) (not positive and finite); using 1.")
                usable = 1
            }
            load(path: path, scale: usable, description: "Image(contentsOf: \(url.lastPathComponent))",
                 pixelLimit: environment.resourceLimits.imagePixels, into: &leaf, report: report)
        case .decoded(let decoded, let scale, let description):
            leaf.name = "Image(\(description))"
            // Decoded already (by `load`, outside any environment): the limit of this
            // environment still decides whether it is shown.
            do {
                try ImageDecoding.checkSize(width: decoded.bitmap.width, height: decoded.bitmap.height,
                                            source: "image \(description)", pixelLimit: environment.resourceLimits.imagePixels)
                leaf.bitmap = decoded.bitmap
                leaf.scale = scale
            } catch {
                report("Image(\(description)): \(error); it is an empty image, 0×0 unless resizable, as in SwiftUI.")
            }
        case .system(let name):
            leaf.name = "Image(systemName: \"\(name)\")"
            leaf.isSymbol = true
            // `.renderingMode(.original)` makes a symbol no template: SwiftUI draws it in its
            // multicolour colours. A rendering mode set on the image itself comes first.
            let original: SymbolRenderingMode? = renderingModeValue == .original ? .multicolor : nil
            switch ResolvedSymbol.resolve(name, in: environment, mode: symbolRenderingModeValue ?? original ?? environment.symbolRenderingMode) {
            case .success(let symbol):
                leaf.symbol = symbol
                leaf.naturalSize = symbol.size
            case .failure(let problem):
                report(problem.message(for: name))
                // No label: a name cut to the square's width ("irplan") reads as noise.
                let side = SymbolPlaceholder.side(in: environment)
                leaf.naturalSize = CGSize(width: side, height: side)
            }
        }
        if let bitmap = leaf.bitmap {
            leaf.naturalSize = CGSize(width: CGFloat(bitmap.width) / leaf.scale, height: CGFloat(bitmap.height) / leaf.scale)
            leaf.placeholderLabel = nil
        }
        if let resizing {
            leaf.isResizable = true
            let insets = Image.checkedInsets(resizing.capInsets, name: leaf.name, report: report)
            leaf.fill = resizing.mode == .stretch ? .stretch(capInsets: insets) : .tile(capInsets: insets)
        }
        leaf.smoothsPixels = interpolationValue != Interpolation.none
        leaf.interpolation = interpolationValue
        leaf.isAntialiased = isAntialiased
        leaf.renderingMode = renderingModeValue ?? catalogRendering
        leaf.isDecorative = isDecorative
        return ImageLeaf(leaf)
    }

    /// Reads a file through the cache into `leaf`, or reports why it could not.
    private func load(path: String, scale: CGFloat, description: String, pixelLimit: Int, into leaf: inout ImageLeaf.Contents, report: (String) -> Void) {
        do {
            let decoded = try ImageCache.shared.image(atPath: path, pixelLimit: pixelLimit)
            leaf.bitmap = decoded.bitmap
            leaf.scale = scale
            for warning in decoded.warnings {
                report("\(description) (\(path)) was decoded with a warning: \(warning).")
            }
        } catch {
            report("\(description): \(error); it is an empty image, 0×0 unless resizable, as in SwiftUI.")
        }
    }

    /// Cap insets as the renderer can use them: negative or non-finite edges become 0.
    private static func checkedInsets(_ insets: EdgeInsets, name: String, report: (String) -> Void) -> EdgeInsets {
        func edge(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
        let checked = EdgeInsets(top: edge(insets.top), leading: edge(insets.leading), bottom: edge(insets.bottom), trailing: edge(insets.trailing))
        if checked != insets {
            report("\(name).resizable has invalid cap insets \(insets) (negative or non-finite); using 0 for those edges.")
        }
        return checked
    }
}

extension Image {
    /// The image's name (a named image's or a symbol's), for the ViewInspector module.
    package var inspectedName: String? {
        switch source {
        case .named(let name, _), .system(let name): return name
        case .file(let url, _): return url.lastPathComponent
        case .decoded: return nil
        }
    }

    /// The label of `init(_:bundle:label:)`, for the ViewInspector module.
    package var inspectedLabel: Text? { label }

    /// The image without what `resizable`, `interpolation`, `antialiased` and `renderingMode`
    /// set (SwiftUI's image modifiers), for the ViewInspector module's `rootImage()`.
    package var inspectedRoot: Image {
        var root = self
        root.resizing = nil
        root.interpolationValue = nil
        root.isAntialiased = true
        root.renderingModeValue = nil
        return root
    }
}
