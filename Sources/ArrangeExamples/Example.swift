import Arrange
import ArrangeRender

/// One of the seed documents' layouts, ready to be laid out by name.
///
/// The command line lists these (`arrange examples`) and lays one out (`arrange layout NAME`);
/// tests and benchmarks use them too. Each example builds its view afresh on every call, so an
/// `Example` can be shared between threads.
public struct Example: Sendable {
    /// The kebab-case name the command line knows the example by, e.g. `profile`.
    public let name: String
    /// One line saying what the example shows and which seed document it comes from.
    public let summary: String
    /// The host size the example is laid out at when no size is given.
    public let defaultSize: CGSize
    /// The safe-area insets of the example's host: an iPhone's status bar and home indicator for
    /// the whole screens (`Screens/`), none for the layout demos.
    public let safeAreaInsets: EdgeInsets
    /// Builds the example's root view.
    private let makeView: @Sendable () -> AnyView

    /// An example called `name` whose root view `content` builds, hosted with `safeAreaInsets`.
    public init<Content: View & SendableMetatype>(
        name: String, summary: String, defaultSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
        content: @escaping @Sendable () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.defaultSize = defaultSize
        self.safeAreaInsets = safeAreaInsets
        self.makeView = { AnyView(content()) }
    }

    /// The example's root view, type-erased.
    public func view() -> AnyView { makeView() }

    /// A host laying the example out at `size` (the default size if `nil`) in the given layout
    /// direction, with the example's safe-area insets. Ask it for frames of the ids the example's
    /// views carry.
    ///
    /// The host starts from `environment`, with its layout direction set to `direction`. The
    /// examples use the platform's fonts; tests that need exact text sizes pass an environment
    /// whose `defaultFontFamily` is `Font.testFontFamily`.
    @MainActor
    public func host(
        size: CGSize? = nil, direction: LayoutDirection = .leftToRight,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> HostingView<AnyView> {
        var environment = environment
        environment.layoutDirection = direction
        return HostingView(rootView: view(), size: size ?? defaultSize, safeAreaInsets: safeAreaInsets, environment: environment)
    }

    /// The example drawn as its host shows it — at `size` (the default size if `nil`), with its
    /// safe-area insets, so a screen's bars sit below the status bar as on a phone — as SVG text
    /// or PNG data with `scale` pixels per point, or a PDF page. Arrange's `ImageRenderer` draws a
    /// view at its own size with no safe area; this draws the whole host.
    @MainActor
    public func rendered(
        as format: RenderFormat, size: CGSize? = nil, scale: CGFloat = 2,
        direction: LayoutDirection = .leftToRight
    ) throws -> Data {
        let host = host(size: size, direction: direction)
        var list = DisplayList(host: host, scale: scale)
        // Opaque, as a phone's screen: the system background of the content's colour scheme
        // (black under a `preferredColorScheme(.dark)`) behind everything.
        let bounds = CGRect(origin: .zero, size: host.size)
        let background = SemanticColors.background.resolved(for: host.rootEnvironment.colorScheme)
        list.items.insert(.path(PathItem(segments: Path(bounds).segments, paint: .color(background), paintBounds: bounds,
                                         mode: .fill(FillStyle()))), at: 0)
        switch format {
        case .svg: return Data(try SVGWriter.svg(for: list).utf8)
        case .png: return try CairoRenderer.png(list, scale: scale)
        case .jpeg: return try CairoRenderer.raster(list, scale: scale).jpegData(quality: 0.9)
        case .webp: return try CairoRenderer.raster(list, scale: scale).webPData(quality: 0.9, lossless: false)
        case .pdf: return try CairoRenderer.pdf(list)
        }
    }

    /// Lays the example out at `size` (the default size if `nil`) in the given layout direction,
    /// starting from `environment`, and returns the laid-out tree and the host's diagnostics.
    @MainActor
    public func layout(
        size: CGSize? = nil, direction: LayoutDirection = .leftToRight,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> ExampleLayout {
        let host = host(size: size, direction: direction, environment: environment)
        return ExampleLayout(dump: host.dump(), diagnostics: host.diagnostics, rootFrame: host.rootFrame)
    }
}

/// The result of laying out an ``Example``.
public struct ExampleLayout: Sendable, Equatable {
    /// The laid-out tree as indented text, one view per line with its frame in host coordinates.
    public let dump: String
    /// Messages about bad input met while building and laying out (empty for every seed example).
    public let diagnostics: [String]
    /// Where the root view was placed, in host coordinates.
    public let rootFrame: CGRect
}
