import ArrangeCore
import ArrangeText
import Foundation
import Testing

private struct Gap: EnvironmentKey {
    static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
    fileprivate var gap: CGFloat {
        get { self[Gap.self] }
        set { self[Gap.self] = newValue }
    }
}

/// Reads the environment in its body, as SwiftUI code does.
private struct Spaced: View {
    @Environment(\.gap) private var gap
    @Environment(\.layoutDirection) private var direction
    var body: some View {
        HStack(spacing: gap) {
            Color.red.frame(width: 10, height: 10).id(direction == .rightToLeft ? "rtl" : "ltr")
            Color.blue.frame(width: 10, height: 10)
        }
    }
}

/// A counter with state and a binding, so ordinary view code compiles.
private struct Counter: View {
    @State private var count = 3
    var body: some View {
        Row(count: $count)
    }
}

private struct Row: View {
    @Binding var count: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        }
    }
}

private struct Card: ViewModifier {
    @Environment(\.displayScale) private var scale
    func body(content: Content) -> some View {
        content.padding(scale * 2)
    }
}

private struct CardPreview: PreviewProvider {
    static var previews: some View { Color.red.modifier(Card()) }
}

@Suite("Views: environment, state, modifiers with a body")
@MainActor struct EnvironmentAndStateTests {
    @Test("@Environment reads the values set by .environment(_:_:) above the view")
    func environmentReads() {
        let plain = HostingView(rootView: Spaced(), size: CGSize(width: 100, height: 100))
        #expect(plain.rootFrame.width == 24)
        #expect(plain.frame(of: "ltr") != nil)
        let changed = HostingView(rootView: Spaced().environment(\.gap, 30).environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 100, height: 100))
        #expect(changed.rootFrame.width == 50)
        #expect(changed.frame(of: "rtl")?.minX == changed.rootFrame.minX + 40)
    }

    @Test("A host's environment reaches the root view")
    func hostEnvironment() {
        var environment = EnvironmentValues()
        environment.gap = 10
        let host = HostingView(rootView: Spaced(), size: CGSize(width: 100, height: 100), environment: environment)
        #expect(host.rootFrame.width == 30)
    }

    @Test("@State holds its initial value and @Binding passes it down")
    func stateAndBinding() {
        let host = HostingView(rootView: Counter(), size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.width == 30)
        let constant = HostingView(rootView: Row(count: .constant(2)), size: CGSize(width: 100, height: 100))
        #expect(constant.rootFrame.width == 20)
    }

    @Test("A ViewModifier's body wraps its content; it reads the environment too")
    func modifierBody() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).modifier(Card()).environment(\.displayScale, 3), size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size == CGSize(width: 22, height: 22))
        #expect(EnvironmentValues().pixelLength == 1)
    }

    @Test("PreviewProvider previews lay out like any view")
    func previews() {
        let host = HostingView(rootView: CardPreview.previews, size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size == CGSize(width: 100, height: 100))
    }
}
