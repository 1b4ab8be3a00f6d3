import ArrangeCore
import ArrangeRender
import Foundation

/// Renders `view` at its ideal size (or `proposal`) to PNG and decodes it.
@MainActor public func renderPNG<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> Pixels {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposal
    renderer.scale = scale
    return try decodePNG(renderer.pngData())
}

/// The host drawn to PNG at 1 pixel per point, as a phone's screen (its safe area applied, on
/// the system background) and
/// decoded. `ARRANGE_SCREENS_DIR` keeps a copy named `name`.png there, for a person to look at.
@MainActor public func renderScreen<V: View>(_ host: HostingView<V>, name: String) throws -> Pixels {
    var list = DisplayList(host: host, scale: 1)
    // Opaque as a phone's screen: the system background of the content's scheme behind it all.
    let bounds = CGRect(origin: .zero, size: host.size)
    let background = SemanticColors.background.resolved(for: host.rootEnvironment.colorScheme)
    list.items.insert(.path(PathItem(segments: Path(bounds).segments, paint: .color(background), paintBounds: bounds,
                                     mode: .fill(FillStyle()))), at: 0)
    let png = try CairoRenderer.png(list, scale: 1)
    if let directory = ProcessInfo.processInfo.environment["ARRANGE_SCREENS_DIR"] {
        try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }
    return try decodePNG(png)
}
