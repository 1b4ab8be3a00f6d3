import Arrange
@testable import ArrangeExamples
import ArrangeRenderTestSupport
@testable import ArrangeCore
import Foundation

/// A host for a whole screen as an iPhone 15 shows it (393 × 852 points, 59 points of status bar
/// and Dynamic Island above the safe area and 34 of home indicator below: `docs/ios-metrics.md`,
/// "Devices"), with the test font (every character 1 em wide and one line 1 em tall, so a
/// `.body` line is 17 × 17 points per character).
@MainActor func screenHost<V: View>(_ view: V) -> HostingView<some View> {
    HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily),
                size: Examples.iPhone15.size, safeAreaInsets: Examples.iPhone15.safeArea)
}

extension HostingView {
    /// The control action of the view marked `.accessibilityIdentifier(identifier)` (its own or the
    /// first below it): how the tests flip a screen's toggles and press its buttons.
    func controlAction(ofAccessibilityIdentifier identifier: String) -> ControlAction? {
        _ = rootFrame
        guard let node = engine.tree.annotations.first(where: { $0.value.accessibilityIdentifier == identifier })?.key else { return nil }
        return engine.controlAction(of: node)
    }
}
