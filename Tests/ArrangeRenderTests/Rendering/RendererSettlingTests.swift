import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// `ImageRenderer` settles its layout as a host does: what `onAppear` and `onPreferenceChange`
/// change after the first pass is in the picture.
@Suite @MainActor struct RendererSettlingTests {
    private struct GrowsOnAppear: View {
        @State private var width: CGFloat = 10
        var body: some View {
            Color.red.frame(width: width, height: 10).onAppear { width = 30 }
        }
    }

    private struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private struct MatchesMeasuredWidth: View {
        @State private var measured: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 40, height: 5).preference(key: WidthKey.self, value: 40)
                Color.green.frame(width: measured * 2, height: 5)
            }
            .onPreferenceChange(WidthKey.self) { measured = $0 }
        }
    }

    /// Feedback that depends on the proposal: it must settle at the renderer's proposal.
    private struct TallerWhenWider: View {
        @State private var measured: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) }
                    .frame(height: 5)
                Color.green.frame(height: measured / 10)
            }
            .onPreferenceChange(WidthKey.self) { measured = $0 }
        }
    }

    @Test func rendererSettlesAtItsProposal() throws {
        let renderer = ImageRenderer(content: TallerWhenWider())
        renderer.proposedSize = ProposedViewSize(width: 100, height: nil)
        #expect(try renderer.size == CGSize(width: 100, height: 15))
    }

    @Test func rendererShowsStateSetByOnAppear() throws {
        let renderer = ImageRenderer(content: GrowsOnAppear())
        #expect(try renderer.size == CGSize(width: 30, height: 10))
    }

    @Test func rendererSettlesPreferenceFeedback() throws {
        let renderer = ImageRenderer(content: MatchesMeasuredWidth())
        #expect(try renderer.size == CGSize(width: 80, height: 10))
    }
}
