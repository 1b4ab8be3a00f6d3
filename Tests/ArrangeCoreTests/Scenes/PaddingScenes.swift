import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// cases.md Part 2, scenes 34–47: OpenSwiftUI `Example/OpenSwiftUIUITests/Layout/Modifier/PaddingLayoutUITests.swift`.
/// Each case is `blue[50x30].<padding>.bg(red)` centred in the canvas; blue is 50×30 in every case.
@Suite("Part 2 scenes 34–47: padding (PaddingLayoutUITests)")
@MainActor struct PaddingScenes {
    /// `blue[50x30]` with `pad` applied, then `.bg(red)`.
    private func padded<P: View>(_ pad: (AnyView) -> P) -> HostingView<some View> {
        SceneCanvas.host {
            pad(AnyView(Color.blue.frame(width: 50, height: 30).id("blue")))
                .background(Color.red.id("red"))
        }
    }

    @Test("Scene 34: padding() is 16 on every edge")
    func scene34() {
        let host = padded { $0.padding() }
        expectSceneFrame(host, "red", CGRect(x: 59, y: 69, width: 82, height: 62))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("Scene 35: padding(20)")
    func scene35() {
        let host = padded { $0.padding(20) }
        expectSceneFrame(host, "red", CGRect(x: 55, y: 65, width: 90, height: 70))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("Scene 36: padding(0) changes nothing")
    func scene36() {
        let host = padded { $0.padding(0) }
        expectSceneFrame(host, "red", CGRect(x: 75, y: 85, width: 50, height: 30))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("Scene 37: padding(.top, 30)")
    func scene37() {
        let host = padded { $0.padding(.top, 30) }
        expectSceneFrame(host, "red", CGRect(x: 75, y: 70, width: 50, height: 60))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 100, width: 50, height: 30))
    }

    @Test("Scene 38: padding(.bottom, 30)")
    func scene38() {
        let host = padded { $0.padding(.bottom, 30) }
        expectSceneFrame(host, "red", CGRect(x: 75, y: 70, width: 50, height: 60))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 70, width: 50, height: 30))
    }

    @Test("Scene 39: padding(.leading, 30)")
    func scene39() {
        let host = padded { $0.padding(.leading, 30) }
        expectSceneFrame(host, "red", CGRect(x: 60, y: 85, width: 80, height: 30))
        expectSceneFrame(host, "blue", CGRect(x: 90, y: 85, width: 50, height: 30))
    }

    @Test("Scene 40: padding(.trailing, 30)")
    func scene40() {
        let host = padded { $0.padding(.trailing, 30) }
        expectSceneFrame(host, "red", CGRect(x: 60, y: 85, width: 80, height: 30))
        expectSceneFrame(host, "blue", CGRect(x: 60, y: 85, width: 50, height: 30))
    }

    @Test("Scene 41: padding(.horizontal, 40)")
    func scene41() {
        let host = padded { $0.padding(.horizontal, 40) }
        expectSceneFrame(host, "red", CGRect(x: 35, y: 85, width: 130, height: 30))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("Scene 42: padding(.vertical, 40)")
    func scene42() {
        let host = padded { $0.padding(.vertical, 40) }
        expectSceneFrame(host, "red", CGRect(x: 75, y: 45, width: 50, height: 110))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("Scene 46: padding(10), green background, padding(20), red background")
    func scene46() {
        let host = SceneCanvas.host {
            Color.blue.frame(width: 50, height: 30).id("blue")
                .padding(10)
                .background(Color.green.id("green"))
                .padding(20)
                .background(Color.red.id("red"))
        }
        expectSceneFrame(host, "red", CGRect(x: 45, y: 55, width: 110, height: 90))
        expectSceneFrame(host, "green", CGRect(x: 65, y: 75, width: 70, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("Scene 47: padding(.leading, 30), green background, padding(.top, 20), red background")
    func scene47() {
        let host = SceneCanvas.host {
            Color.blue.frame(width: 50, height: 30).id("blue")
                .padding(.leading, 30)
                .background(Color.green.id("green"))
                .padding(.top, 20)
                .background(Color.red.id("red"))
        }
        expectSceneFrame(host, "red", CGRect(x: 60, y: 75, width: 80, height: 50))
        expectSceneFrame(host, "green", CGRect(x: 60, y: 95, width: 80, height: 30))
        expectSceneFrame(host, "blue", CGRect(x: 90, y: 95, width: 50, height: 30))
    }
}
