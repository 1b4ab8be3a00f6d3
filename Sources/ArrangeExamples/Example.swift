import Arrange

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
    /// Builds the example's root view.
    private let makeView: @Sendable () -> AnyView

    /// An example called `name` whose root view `content` builds.
    public init<Content: View & SendableMetatype>(
        name: String, summary: String, defaultSize: CGSize,
        content: @escaping @Sendable () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.defaultSize = defaultSize
        self.makeView = { AnyView(content()) }
    }

    /// The example's root view, type-erased.
    public func view() -> AnyView { makeView() }

    /// A host laying the example out at `size` (the default size if `nil`) in the given layout
    /// direction. Ask it for frames of the ids the example's views carry.
    ///
    /// The host starts from `environment`, with its layout direction set to `direction`. The
    /// examples use the platform's fonts; tests that need exact text sizes pass an environment
    /// whose `defaultFontFamily` is `Font.testFontFamily`.
    public func host(
        size: CGSize? = nil, direction: LayoutDirection = .leftToRight,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> HostingView<AnyView> {
        var environment = environment
        environment.layoutDirection = direction
        return HostingView(rootView: view(), size: size ?? defaultSize, environment: environment)
    }

    /// Lays the example out at `size` (the default size if `nil`) in the given layout direction,
    /// starting from `environment`, and returns the laid-out tree and the host's diagnostics.
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
