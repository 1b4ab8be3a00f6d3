import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import Foundation
import Testing

/// A style background (`.background(Color.black)`, which ignores the safe area by default) grows
/// into the safe area it was placed in, not only the host's: a scroll view's background in a
/// navigation stack reaches up under the (transparent) bar and the status bar, as on iOS.
@Suite("Rendering: style backgrounds under the navigation bar")
@MainActor struct StyleBackgroundSafeAreaTests {
    func host<V: View>(_ view: V) -> HostingView<V> {
        HostingView(rootView: view, size: CGSize(width: 393, height: 852),
                    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test("A ScrollView's .background(Color) in a NavigationStack covers the bar and the status bar")
    func scrollViewBackgroundUnderTheBar() throws {
        let pixels = try renderScreen(host(NavigationStack {
            ScrollView { Color.clear.frame(height: 10) }
                .background(Color.black)
        }), name: "background-under-bar")
        // The status bar (y 0–59), the bar (59–103) and the content are all black.
        for y in [5, 80, 300, 840] {
            #expect(pixels[200, y].isClose(to: RGBA(r: 0, g: 0, b: 0)), "y \(y): \(pixels[200, y])")
        }
    }

    @Test("With ignoresSafeAreaEdges: [] the background stays in the view's frame, below the bar")
    func backgroundKeptInItsFrame() throws {
        let pixels = try renderScreen(host(NavigationStack {
            ScrollView { Color.clear.frame(height: 10) }
                .background(Color.black, ignoresSafeAreaEdges: [])
        }), name: "background-in-frame")
        #expect(pixels[200, 80].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[200, 80])")
        #expect(pixels[200, 300].isClose(to: RGBA(r: 0, g: 0, b: 0)), "\(pixels[200, 300])")
    }
}
