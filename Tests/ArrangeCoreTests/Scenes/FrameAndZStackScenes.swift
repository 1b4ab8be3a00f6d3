import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// cases.md Part 2, scenes 10–14: OpenSwiftUI `Example/OpenSwiftUIUITests/Layout/Stack/FrameLayoutUITests.swift`
/// and `Tests/OpenSwiftUICoreTests/Layout/Modifier/FrameLayoutTests.swift`.
@Suite("Part 2 scenes 10–14: frames (FrameLayoutUITests)")
@MainActor struct FrameScenes {
    @Test("Scene 10: red.frame() with every dimension nil fills the canvas")
    @available(*, deprecated, message: "exercises SwiftUI's deprecated frame()")
    func scene10() {
        let host = SceneCanvas.host {
            Color.red.id("red").frame().id("frame")
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 200))
        expectSceneFrame(host, "frame", CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("Scene 11: red[50x50] is centred")
    func scene11() {
        let host = SceneCanvas.host {
            Color.red.frame(width: 50, height: 50).id("red")
        }
        expectSceneFrame(host, "red", CGRect(x: 75, y: 75, width: 50, height: 50))
    }

    @Test("Scene 13: issue #418, a maxWidth: .infinity frame below a fixed colour")
    func scene13() {
        let host = SceneCanvas.host {
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 100).id("red")
                Color.black.frame(maxWidth: .infinity).id("black")
            }
            .id("vstack")
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 100, height: 100))
        expectSceneFrame(host, "black", CGRect(x: 0, y: 108, width: 200, height: 92))
        expectSceneFrame(host, "vstack", CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("Scene 14: sizeThatFits(.zero) of a fixed 200×200 frame around a maxWidth frame")
    func scene14() {
        let host = SceneCanvas.host {
            Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200)
        }
        #expect(host.sizeThatFits(.zero) == CGSize(width: 200, height: 200))
    }
}

/// cases.md Part 2, scenes 15–18: OpenSwiftUI `Example/OpenSwiftUIUITests/Layout/Stack/ZStackUITests.swift`
/// and `ZStackIndexUITests.swift`.
@Suite("Part 2 scenes 15–18: ZStack, overlay, background, zIndex")
@MainActor struct ZStackScenes {
    @Test("Scene 15: ZStack alignment places a 20×20 over a 60×60", arguments: [
        (Alignment.center, CGPoint(x: 90, y: 90)),
        (Alignment.top, CGPoint(x: 90, y: 70)),
        (Alignment.bottom, CGPoint(x: 90, y: 110)),
        (Alignment.leading, CGPoint(x: 70, y: 90)),
        (Alignment.trailing, CGPoint(x: 110, y: 90)),
        (Alignment.topLeading, CGPoint(x: 70, y: 70)),
        (Alignment.topTrailing, CGPoint(x: 110, y: 70)),
        (Alignment.bottomLeading, CGPoint(x: 70, y: 110)),
        (Alignment.bottomTrailing, CGPoint(x: 110, y: 110)),
    ])
    func scene15(alignment: Alignment, blueOrigin: CGPoint) {
        let host = SceneCanvas.host {
            ZStack(alignment: alignment) {
                Color.red.frame(width: 60, height: 60).id("red")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }
            .id("zstack")
        }
        expectSceneFrame(host, "zstack", CGRect(x: 70, y: 70, width: 60, height: 60))
        expectSceneFrame(host, "red", CGRect(x: 70, y: 70, width: 60, height: 60))
        expectSceneFrame(host, "blue", CGRect(origin: blueOrigin, size: CGSize(width: 20, height: 20)))
    }

    @Test("Scene 17: ZStack with an aligned overlay and background")
    func scene17() {
        let host = SceneCanvas.host {
            ZStack(alignment: .leading) {
                Color.red.frame(width: 200, height: 200).id("red")
            }
            .overlay(alignment: .topLeading) {
                Color.green.frame(width: 100, height: 100).id("green")
            }
            .background(alignment: .bottomTrailing) {
                Color.blue.frame(width: 100, height: 100).id("blue")
            }
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 200))
        expectSceneFrame(host, "green", CGRect(x: 0, y: 0, width: 100, height: 100))
        expectSceneFrame(host, "blue", CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    /// The original scene also has `.rotationEffect(.degrees(45))` on the red rect. Arrange has no
    /// `rotationEffect` yet; it is a render-time effect (A1.3) that never changes layout frames, so
    /// the layout numbers below are the scene's.
    @Test("Scene 18: zIndex and (dropped) rotationEffect do not change layout")
    func scene18() {
        let host = SceneCanvas.host {
            VStack {
                Color.yellow.frame(width: 100, height: 100).zIndex(1).id("yellow")
                Color.red.frame(width: 100, height: 100).id("red")
            }
            .id("vstack")
        }
        expectSceneFrame(host, "vstack", CGRect(x: 50, y: -4, width: 100, height: 208))
        expectSceneFrame(host, "yellow", CGRect(x: 50, y: -4, width: 100, height: 100))
        expectSceneFrame(host, "red", CGRect(x: 50, y: 104, width: 100, height: 100))
        // zIndex is a render attribute: it is recorded (the dump shows it) but moves nothing.
        let yellowLine = host.dump().split(separator: "\n").first { $0.hasSuffix("id: yellow") || $0.contains("id: yellow ") }
        #expect(yellowLine?.contains("zIndex: 1") == true, "dump: \(host.dump())")
    }
}
