import Arrange
@testable import ArrangeExamples
@testable import ArrangeRender
@testable import ArrangeCore
import Foundation

/// A host for a whole screen as an iPhone 15 shows it (393 × 852 points, 59 points of status bar
/// and Dynamic Island above the safe area and 34 of home indicator below: `docs/ios-metrics.md`,
/// "Devices"), with the test font (every character 1 em wide and one line 1 em tall, so a
/// `.body` line is 17 × 17 points per character).
func screenHost<V: View>(_ view: V) -> HostingView<some View> {
    HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily),
                size: Examples.iPhone15.size, safeAreaInsets: Examples.iPhone15.safeArea)
}

extension HostingView {
    /// The frames of the nodes whose dump line starts with `prefix` (a type name such as
    /// `"ChevronShape"` or `"Text(\"Inbox\")"`), in the dump's order.
    func frames(ofDumpedViewsStartingWith prefix: String) -> [CGRect] {
        let frame = /\((-?[0-9.]+), (-?[0-9.]+), (-?[0-9.]+), (-?[0-9.]+)\)/
        return dump().split(separator: "\n").compactMap { line -> CGRect? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(prefix), let match = trimmed.dropFirst(prefix.count).firstMatch(of: frame),
                  let x = Double(match.1), let y = Double(match.2), let w = Double(match.3), let h = Double(match.4)
            else { return nil }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}

/// The host drawn to PNG at 1 pixel per point, as a phone's screen (its safe area applied, on
/// the system background) and
/// decoded. `ARRANGE_SCREENS_DIR` keeps a copy named `name`.png there, for a person to look at.
func renderScreen<V: View>(_ host: HostingView<V>, name: String) throws -> Pixels {
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

extension HostingView {
    /// The control action of the view marked `.accessibilityIdentifier(identifier)` (its own or the
    /// first below it): how the tests flip a screen's toggles and press its buttons.
    func controlAction(ofAccessibilityIdentifier identifier: String) -> ControlAction? {
        _ = rootFrame
        guard let node = engine.annotations.first(where: { $0.value.accessibilityIdentifier == identifier })?.key else { return nil }
        return engine.controlAction(of: node)
    }
}
