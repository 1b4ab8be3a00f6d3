import ArrangeCore
import ArrangeRender
import Foundation

/// Lays a view out as a strategy asks and draws it: one placed tree for the PNG, the SVG and the
/// frame dump, so all three agree. Built on the same pieces as `ImageRenderer` (the host, the
/// display list, Cairo and the SVG writer), with what `ImageRenderer` has no property for: a
/// screen with a safe area, and the view centred in a fixed size.
struct SnapshotRenderer {
    /// The drawing, on a canvas of the screen's (or the view's ideal) size.
    private(set) var list: DisplayList
    /// The laid-out tree as `HostingView.dump()` prints it.
    private(set) var dump: String
    /// Bad input met while building, laying out and drawing.
    private(set) var diagnostics: [String]
    /// The pixels per point of the PNG.
    let scale: CGFloat

    /// Builds, lays out and draws `view` for `settings`. Strategies are called from tests on
    /// the main actor, where hosts are used; swift-snapshot-testing's closures do not say so.
    init<V: View>(_ view: V, settings: SnapshotSettings) {
        self = assumingMainActor((view, settings)) { SnapshotRenderer(isolated: $0.0, settings: $0.1) }
    }

    /// Draws `host` as it is laid out (see `init(host:canvas:scale:)`), at `scale` pixels per
    /// point, or the host environment's display scale when `nil`.
    init<V: View>(host: HostingView<V>, scale: CGFloat?) {
        self = assumingMainActor((host, scale)) { SnapshotRenderer(host: $0.0, canvas: nil, scale: $0.1 ?? $0.0.environment.displayScale) }
    }

    /// A host's laid-out tree and diagnostics as the frames strategy records them.
    static func frames<V: View>(of host: HostingView<V>) -> String {
        assumingMainActor(host) { frames(dump: $0.dump(), diagnostics: $0.diagnostics) }
    }

    @MainActor
    private init<V: View>(isolated view: V, settings: SnapshotSettings) {
        if let screen = settings.screen {
            let host = HostingView(rootView: view, size: screen.size, safeAreaInsets: screen.safeArea, environment: settings.environment)
            self.init(host: host, canvas: nil, scale: settings.resolvedScale)
        } else {
            // The ideal size, laid out once as `ImageRenderer` does for an unspecified proposal.
            let host = HostingView(buildingOnly: view, environment: settings.environment)
            let size = host.layoutForRendering(.unspecified)
            self.init(host: host, canvas: size, scale: settings.resolvedScale)
        }
    }

    /// Draws `host` as it is laid out: on a canvas of `canvas` points from the top-left corner,
    /// or, when `nil`, the host's whole size with its safe area (what `ignoresSafeArea` fills).
    /// Like a window, the picture is opaque: it is drawn over the system background of the
    /// view's colour scheme (white, or black when dark), as `UIHostingController`'s view is,
    /// which swift-snapshot-testing draws on iOS.
    @MainActor
    init<V: View>(host: HostingView<V>, canvas: CGSize?, scale: CGFloat) {
        self.scale = scale
        list = DisplayList(host: host, size: canvas, scale: scale)
        dump = host.dump()
        diagnostics = host.diagnostics
        let background = SemanticColors.background.resolved(for: host.rootEnvironment.colorScheme)
        let bounds = CGRect(origin: .zero, size: list.size)
        list.items.insert(.path(PathItem(segments: Path(bounds).segments, paint: .color(background), paintBounds: bounds,
                                         mode: .fill(FillStyle()))), at: 0)
    }

    /// The picture as PNG, `ceil(size × scale)` pixels on each side; refused past
    /// `ResourceLimits.outputPixels`, as `ImageRenderer` refuses it.
    func png() throws(RenderError) -> Data {
        guard scale.isFinite, scale > 0 else {
            throw RenderError("the scale \(scale) is invalid: it must be positive and finite")
        }
        let width = (list.size.width * scale - 1e-9).rounded(.up), height = (list.size.height * scale - 1e-9).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw RenderError("the view's size is \(list.size.width) × \(list.size.height) points, which draws no pixel; give it a size with layout: .fixed(width:height:) or .device(config:)")
        }
        let limit = ResourceLimits().outputPixels
        guard width * height <= CGFloat(limit) else {
            throw RenderError("the PNG would be \(Int(width)) × \(Int(height)) pixels, more than ResourceLimits.outputPixels (\(limit))")
        }
        return try CairoRenderer.png(list, scale: scale)
    }

    /// The picture as an SVG document.
    func svg() throws -> String {
        try SVGWriter.svg(for: list)
    }

    /// The frame dump, followed by the diagnostics when there are any: what a reviewer reads.
    var frames: String {
        Self.frames(dump: dump, diagnostics: diagnostics)
    }

    /// A dump followed by a "diagnostics:" list when there are any.
    static func frames(dump: String, diagnostics: [String]) -> String {
        guard !diagnostics.isEmpty else { return dump }
        return dump + "diagnostics:\n" + diagnostics.map { "- \($0)\n" }.joined()
    }
}
