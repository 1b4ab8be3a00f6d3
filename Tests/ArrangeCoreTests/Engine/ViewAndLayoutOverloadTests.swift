import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A view that is also a `Layout` when it has no content, declared the way SwiftUI-Flow's `HFlow`
/// is: a view initialiser taking the content, and layout-only initialisers in a conditional
/// `Layout, Sendable` conformance.
// Nonisolated, as a SwiftUI view that is also a `Layout` must be in Swift 6 mode.
nonisolated private struct Row<Content: View>: View {
    let spacing: CGFloat
    let content: Content

    init(itemSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = itemSpacing ?? 8
        self.content = content()
    }

    var body: some View {
        HStackLayout(spacing: spacing) { content }
    }
}

extension Row: Animatable where Content == EmptyView {
    typealias AnimatableData = EmptyAnimatableData
}

nonisolated extension Row: Layout, Sendable where Content == EmptyView {
    init(itemSpacing: CGFloat? = nil) {
        self.init(itemSpacing: itemSpacing) { EmptyView() }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        HStackLayout(spacing: spacing).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        HStackLayout(spacing: spacing).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

@Suite("Views that are also layouts (SwiftUI-Flow's HFlow shape)")
@MainActor struct ViewAndLayoutOverloadTests {
    @Test("Row(itemSpacing: 8) { … } picks the view initialiser and lays out")
    func viewInitialiserWins() {
        let host = HostingView(rootView: Row(itemSpacing: 8) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "b")!.minX - host.frame(of: "a")!.maxX == 8)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("The layout-only initialiser with callAsFunction lays out the same")
    func layoutForm() {
        let layout = Row(itemSpacing: 4)
        let host = HostingView(rootView: layout {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "b")!.minX - host.frame(of: "a")!.maxX == 4)
    }
}
