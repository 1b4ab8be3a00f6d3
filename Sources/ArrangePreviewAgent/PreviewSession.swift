import ArrangeCore
import ArrangePreviews
import ArrangeRender
import Foundation

/// The layout, device and orientation a preview's content asked for, read from its
/// preferences after it is built.
@MainActor
private final class RequestedLayout {
    var value: PreviewLayout?
    var requests = PreviewRequests()
}

/// One preview kept alive with some settings: its host holds the view's state between requests,
/// so a tap's effect stays in the next picture. Arrange's own.
@MainActor
public final class PreviewSession {
    /// The pixels per point of pictures: 2, as most devices and a browser on a high-density screen.
    public static let scale: CGFloat = 2

    private let host: HostingView<AnyView>
    private let layout: PreviewTrait<Preview.ViewTraits>.Layout
    /// What the preview's own requests could not have (a device arrange does not know).
    private let notes: [String]

    /// Builds the preview's view and lays it out as its layout trait asks: on the device's
    /// screen (with its safe area), at a fixed size, or at its ideal size.
    public init(_ entry: PreviewEntry, settings: PreviewSettings) throws {
        let made = try entry.make()
        // A `previewLayout(_:)`, `previewDevice(_:)` or `previewInterfaceOrientation(_:)` in the
        // content overrides the traits and settings, as in SwiftUI; they are known once the
        // content is built, so the host is made again when they differ.
        let requested = RequestedLayout()
        let content = AnyView(made.content
            .onPreferenceChange(PreviewLayoutKey.self) { requested.value = $0 }
            .onPreferenceChange(PreviewRequestsKey.self) { requested.requests = $0 })
        var layout = made.layout
        var orientation = made.orientation
        var settings = settings
        var host = Self.host(content, layout: layout, orientation: orientation, settings: settings)
        var notes: [String] = []
        let asked = requested.value?.traitLayout ?? layout
        let askedOrientation = requested.requests.orientation ?? orientation
        var askedSettings = settings
        if let device = requested.requests.device {
            if let preset = DevicePreset.named(device.rawValue) {
                askedSettings.device = preset.name
            } else {
                notes.append("previewDevice(\"\(device.rawValue)\") is not a device arrange knows; the preview is shown on \(settings.resolvedDevice.name)")
            }
        }
        if asked != layout || askedOrientation != orientation || askedSettings != settings {
            layout = asked
            orientation = askedOrientation
            settings = askedSettings
            host = Self.host(content, layout: layout, orientation: orientation, settings: settings)
        }
        self.notes = notes
        self.layout = layout
        self.host = host
    }

    /// A host for `content` laid out as `layout` says: on the device's screen (with its safe
    /// area), at a fixed size, or at its ideal size.
    private static func host(_ content: AnyView, layout: PreviewTrait<Preview.ViewTraits>.Layout, orientation: InterfaceOrientation,
                             settings: PreviewSettings) -> HostingView<AnyView> {
        switch layout {
        case .device:
            let device = settings.resolvedDevice.oriented(orientation)
            let screen = device.screen(orientation)
            var environment = settings.environment(scale: Self.scale, onDevice: true)
            environment.horizontalSizeClass = device.horizontalSizeClass
            environment.verticalSizeClass = device.verticalSizeClass
            // Code that sizes views from `UIScreen.main.bounds` sees the device's screen.
            UIScreen.main.setBounds(CGRect(origin: .zero, size: screen.size), scale: device.name.hasPrefix("iPad") ? 2 : 3)
            UIScreen.main.setSafeAreaInsets(UIEdgeInsets(top: screen.safeArea.top, left: screen.safeArea.leading,
                                                         bottom: screen.safeArea.bottom, right: screen.safeArea.trailing))
            return HostingView(rootView: content, size: screen.size, safeAreaInsets: screen.safeArea, environment: environment)
        case .fixed(let width, let height):
            return HostingView(rootView: content, size: CGSize(width: width, height: height),
                               environment: settings.environment(scale: Self.scale, onDevice: false))
        case .sizeThatFits:
            return HostingView(rootView: content, size: .zero, environment: settings.environment(scale: Self.scale, onDevice: false))
        }
    }

    /// The record of a fresh layout pass: every proposal each view answered (`arrange explain`).
    public func record() -> LayoutRecord {
        fit()
        return host.recordLayout()
    }

    /// Draws the host as it is now, with the record of a fresh layout pass for the inspector.
    public func picture() throws -> PreviewPicture {
        fit()
        let record = host.recordLayout()
        let list = drawing()
        let png = try CairoRenderer.png(list, scale: Self.scale)
        return PreviewPicture(png: png, width: Double(list.size.width), height: Double(list.size.height), scale: Double(Self.scale),
                              nodes: Self.nodes(of: record), diagnostics: diagnostics)
    }

    /// Draws the host as PNG, SVG or PDF (for `arrange render --preview`); other formats draw PNG.
    public func data(as format: RenderFormat) throws -> Data {
        fit()
        let list = drawing()
        switch format {
        case .svg: return Data(try SVGWriter.svg(for: list).utf8)
        case .pdf: return try CairoRenderer.pdf(list)
        default: return try CairoRenderer.png(list, scale: Self.scale)
        }
    }

    /// The diagnostics of building, laying out and drawing the preview.
    public var diagnostics: [String] { notes + host.diagnostics }

    /// At the ideal size, sizes the host to it again: the ideal may change with state (a
    /// counter's text grows).
    private func fit() {
        guard layout == .sizeThatFits else { return }
        let ideal = host.sizeThatFits(.unspecified)
        host.size = CGSize(width: ideal.width.rounded(.up), height: ideal.height.rounded(.up))
    }

    /// The host's whole area drawn, opaque like a window: the system background of the view's
    /// scheme under everything (as `UIHostingController`'s view).
    private func drawing() -> DisplayList {
        var list = DisplayList(host: host, scale: Self.scale)
        let background = SemanticColors.background.resolved(for: host.rootEnvironment.colorScheme)
        let bounds = CGRect(origin: .zero, size: list.size)
        list.items.insert(.path(PathItem(segments: Path(bounds).segments, paint: .color(background), paintBounds: bounds,
                                         mode: .fill(FillStyle()))), at: 0)
        return list
    }

    /// Taps what is drawn at (`x`, `y`) in the picture through the interaction API; throws
    /// `InteractionError` when nothing there takes a tap.
    public func tap(x: Double, y: Double) throws {
        try host.tap(at: CGPoint(x: x, y: y))
    }

    /// Every shown view of the record with its frame and its own part of the record's text.
    static func nodes(of record: LayoutRecord) -> [InspectedNode] {
        var byIndex: [Int: LayoutRecord.Node] = [:]
        func collect(_ node: LayoutRecord.Node) {
            byIndex[node.index] = node
            node.children.forEach(collect)
        }
        record.root.map(collect)
        return record.outlines.map { outline in
            var text = ""
            if var node = byIndex[outline.index] {
                node.children = []
                let single = LayoutRecord(hostSize: record.hostSize, rootFrame: record.rootFrame, statistics: LayoutStatistics(),
                                          diagnostics: [], root: node)
                // Drop the header line (host size and counters): the node's lines remain.
                text = single.description.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
            }
            return InspectedNode(x: Double(outline.frame.minX), y: Double(outline.frame.minY), width: Double(outline.frame.width),
                                 height: Double(outline.frame.height), label: outline.label, depth: outline.depth,
                                 record: text.trimmingCharacters(in: .newlines))
        }
    }
}
