@testable import ArrangeCore
import ArrangeTestSupport
import Foundation
import Testing

/// Pads by 10 in a left-to-right layout and by 30 in a right-to-left one, decided where it is
/// applied.
private struct DirectionalPadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        PaddingBy(amount: environment.layoutDirection == .leftToRight ? 10 : 30)
    }
}

private struct PaddingBy: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
}

@Suite @MainActor struct ModifierResolutionTests {
    @Test("EmptyModifier leaves the view as it is")
    func emptyModifierIsIdentity() {
        let host = HostingView(rootView: Color.red.frame(width: 40, height: 20).modifier(EmptyModifier.identity).id("box"),
                               size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "box") == CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test("An environmental modifier applies what it resolves to in the environment where it is")
    func environmentalModifierResolvesWhereApplied() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).modifier(DirectionalPadding()).id("ltr")
            Color.red.frame(width: 40, height: 20).modifier(DirectionalPadding()).environment(\.layoutDirection, .rightToLeft).id("rtl")
        }
        let host = HostingView(rootView: view, size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "ltr")?.size == CGSize(width: 60, height: 40))
        #expect(host.frame(of: "rtl")?.size == CGSize(width: 100, height: 80))
    }
}
