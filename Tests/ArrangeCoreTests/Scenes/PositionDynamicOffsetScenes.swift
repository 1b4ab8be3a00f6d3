import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// cases.md Part 2, scenes 50, 56 and 57. Scenes 58–60 are not here: they need GeometryReader
/// (58, 59) and `safeAreaPadding` with a safe area (60), which are not core features.
@Suite("Part 2 scenes 50–57: position, dynamic content, offset")
@MainActor struct PositionDynamicOffsetScenes {
    @Test("Scene 50: position(), position(x:), position(y:), position(x:y:) in a 100×100 ZStack")
    func scene50() {
        let host = SceneCanvas.host {
            ZStack {
                Color.red.frame(width: 50, height: 50).id("red").position().id("p-red")
                Color.green.frame(width: 50, height: 50).id("green").position(x: 50)
                Color.blue.frame(width: 50, height: 50).id("blue").position(y: 50)
                Color.black.frame(width: 50, height: 50).id("black").position(x: 50, y: 50)
            }
            .id("zstack")
            .frame(width: 100, height: 100)
        }
        expectSceneFrame(host, "zstack", CGRect(x: 50, y: 50, width: 100, height: 100))
        expectSceneFrame(host, "p-red", CGRect(x: 50, y: 50, width: 100, height: 100))
        expectSceneFrame(host, "red", CGRect(x: 25, y: 25, width: 50, height: 50))
        expectSceneFrame(host, "green", CGRect(x: 75, y: 25, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 25, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "black", CGRect(x: 75, y: 75, width: 50, height: 50))
    }

    /// `VStack { red; if show { blue } }`. In the original scene a `.task` sets `show`; here the
    /// host's root view is replaced, which rebuilds the tree the same way.
    struct DynamicScene: View {
        var show: Bool
        var body: some View {
            VStack {
                Color.red.id("red")
                if show {
                    Color.blue.id("blue")
                }
            }
        }
    }

    @Test("Scene 56: an `if` in a ViewBuilder adds a child when its condition turns true")
    func scene56() {
        let host = HostingView(rootView: DynamicScene(show: false), size: SceneCanvas.size)
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(host.frame(of: "blue") == nil)

        host.rootView = DynamicScene(show: true)
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 96))
        expectSceneFrame(host, "blue", CGRect(x: 0, y: 104, width: 200, height: 96))

        let fresh = HostingView(rootView: DynamicScene(show: true), size: SceneCanvas.size)
        expectSceneFrame(fresh, "red", CGRect(x: 0, y: 0, width: 200, height: 96))
        expectSceneFrame(fresh, "blue", CGRect(x: 0, y: 104, width: 200, height: 96))
    }

    /// The original uses `.modifier(_OffsetEffect(offset: CGSize(width: 0, height: 100)).ignoredByLayout())`;
    /// Arrange's `offset(x:y:)` is that render-time effect (A12: offset never changes layout).
    @Test("Scene 57: an offset ignored by layout keeps the layout frame")
    func scene57() {
        let host = SceneCanvas.host {
            Color.red.frame(width: 200, height: 200).id("red").offset(x: 0, y: 100)
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(host.rootFrame == CGRect(x: 0, y: 0, width: 200, height: 200))
        // The drawing offset is recorded as a render attribute: it draws at (0, 100, 200, 200).
        #expect(host.dump().contains("offset: (0, 100)"), "dump: \(host.dump())")
    }
}
