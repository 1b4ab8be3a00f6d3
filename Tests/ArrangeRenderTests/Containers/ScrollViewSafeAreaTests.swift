@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// A scroll view lays its content out inside the safe area but draws it on into the unsafe area
/// its frame reaches on its scroll axis, as iOS's lists go on under the home indicator.
@Suite @MainActor struct ScrollViewSafeAreaTests {
    private func host(_ axes: Axis.Set) -> HostingView<some View> {
        HostingView(rootView: ScrollView(axes) {
            Color.red.frame(width: axes == .vertical ? nil : 1000, height: axes == .vertical ? 1000 : nil)
        }.id("scroll"), size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func verticalScrollContentIsDrawnUnderTheBottomUnsafeArea() throws {
        let host = host(.vertical)
        // The frame stays inside the safe area: 20…166.
        #expect(host.frame(of: "scroll") == CGRect(x: 0, y: 20, width: 200, height: 146))
        let pixels = try renderScreen(host, name: "scroll-under-home-indicator")
        // Below the frame, in the 34-point unsafe area, the content goes on (red); above the
        // frame nothing is there to draw (the content starts at the safe area's top).
        #expect(pixels[100, 190].isClose(to: RGBA(r: 255, g: 59, b: 48)), "\(pixels[100, 190])")
        #expect(pixels[100, 10].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[100, 10])")
    }

    @Test func horizontalScrollContentIsClippedAtItsFrameVertically() throws {
        let host = host(.horizontal)
        let pixels = try renderScreen(host, name: "horizontal-scroll-safe-area")
        // Not a scroll axis: nothing is drawn below the frame.
        #expect(pixels[100, 190].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[100, 190])")
        #expect(pixels[100, 100].isClose(to: RGBA(r: 255, g: 59, b: 48)), "\(pixels[100, 100])")
    }
}
