import Foundation

/// How much work and memory one document may cost: limits for views built from untrusted input.
/// Arrange's own.
///
/// A server renders documents built from requests; a hostile one should be answered, not take
/// the machine down. Every limit has a default well above what a real screen needs, and each can
/// be raised or lowered by the caller: set `HostingView.limits` or `ImageRenderer.limits`, or
/// `\.resourceLimits` in an environment. Exceeding a limit never allocates the excess: the part
/// that does not fit is left out (an empty subtree, a shortened text, an empty image) with a
/// message in `diagnostics`, or the renderer throws a `RenderError` before drawing.
public struct ResourceLimits: Hashable, Sendable {
    /// The most layout nodes one host builds (every leaf, modifier and container is one). Views
    /// past it are left out. Default 1,000,000 (a few hundred megabytes of layout state).
    public var nodeCount: Int
    /// How deeply views may nest: the view tree's depth counted in layout nodes and bodies.
    /// Content nested deeper is left out. Default 500,000 — trees 100,000 views deep build, lay
    /// out, dump and render on any thread, however small its stack.
    public var depth: Int
    /// The most characters one `Text` lays out; the rest is cut. Default 100,000.
    public var textLength: Int
    /// The most glyphs one host shapes across all its texts; texts past it are laid out empty.
    /// Default 2,000,000.
    public var glyphCount: Int
    /// The most pixels one image may decode to (width × height); a larger image is not decoded
    /// and draws as an unreadable one. Default 40,000,000 (160 MB of pixels).
    public var imagePixels: Int
    /// The most pixels an `ImageRenderer` draws (width × height × scale²); a larger picture is a
    /// thrown error before anything is allocated. Default 100,000,000.
    public var outputPixels: Int

    /// The defaults.
    public init(
        nodeCount: Int = 1_000_000, depth: Int = 500_000, textLength: Int = 100_000,
        glyphCount: Int = 2_000_000, imagePixels: Int = 40_000_000, outputPixels: Int = 100_000_000
    ) {
        self.nodeCount = nodeCount
        self.depth = depth
        self.textLength = textLength
        self.glyphCount = glyphCount
        self.imagePixels = imagePixels
        self.outputPixels = outputPixels
    }

    /// The defaults, as `ResourceLimits()` gives them.
    public static let `default` = ResourceLimits()
}

struct ResourceLimitsKey: EnvironmentKey {
    static let defaultValue = ResourceLimits.default
}

extension EnvironmentValues {
    /// The limits the views of this environment are built, laid out and drawn within (see
    /// `ResourceLimits`). Arrange's own.
    public var resourceLimits: ResourceLimits {
        get { self[ResourceLimitsKey.self] }
        set { self[ResourceLimitsKey.self] = newValue }
    }
}
