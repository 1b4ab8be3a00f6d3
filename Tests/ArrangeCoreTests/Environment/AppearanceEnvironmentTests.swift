import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `\.isEnabled`, `.disabled(_:)` and `\.colorScheme`.
@Suite @MainActor struct AppearanceEnvironmentTests {
    private struct EnabledProbe: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Color.red.frame(width: isEnabled ? 10 : 20, height: 5).id("probe") }
    }

    private struct SchemeProbe: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Color.red.frame(width: scheme == .dark ? 30 : 40, height: 5).id("probe") }
    }

    private func width<V: View>(_ view: V) -> CGFloat? {
        HostingView(rootView: view, size: CGSize(width: 100, height: 100)).frame(of: "probe")?.width
    }

    @Test func enabledByDefault() {
        #expect(width(EnabledProbe()) == 10)
    }

    @Test func disabledTrueDisables() {
        #expect(width(EnabledProbe().disabled(true)) == 20)
    }

    @Test func disabledFalseInsideDisabledStaysDisabled() {
        #expect(width(EnabledProbe().disabled(false).disabled(true)) == 20)
        #expect(width(EnabledProbe().disabled(false)) == 10)
    }

    @Test func colorSchemeIsLightByDefaultAndSettable() {
        #expect(width(SchemeProbe()) == 40)
        #expect(width(SchemeProbe().environment(\.colorScheme, .dark)) == 30)
    }
}
