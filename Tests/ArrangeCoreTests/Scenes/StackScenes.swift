import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// cases.md Part 2, scenes 1–9: OpenSwiftUI `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`,
/// whose reference images come from real SwiftUI.
@Suite("Part 2 scenes 1–9: HStack and VStack (HVStackUITests)")
@MainActor struct StackScenes {
    @Test("Scene 1: HStack of two 50×50 colours in a 150×150 frame")
    func scene1() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .id("hstack")
            .frame(width: 150, height: 150)
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "black", CGRect(x: 25, y: 25, width: 150, height: 150))
        expectSceneFrame(host, "red", CGRect(x: 46, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 104, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "hstack", CGRect(x: 46, y: 75, width: 108, height: 50))
    }

    @Test("Scene 2: VStack of two 50×50 colours in a 150×150 frame")
    func scene2() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .id("vstack")
            .frame(width: 150, height: 150)
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "black", CGRect(x: 25, y: 25, width: 150, height: 150))
        expectSceneFrame(host, "red", CGRect(x: 75, y: 46, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 104, width: 50, height: 50))
        expectSceneFrame(host, "vstack", CGRect(x: 75, y: 46, width: 50, height: 108))
    }

    @Test("Scene 3: VStack with a nested HStack in a 150×150 frame")
    func scene3() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack {
                    Color.green.frame(width: 40, height: 40).id("green")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                }
                .id("hstack")
            }
            .id("vstack")
            .frame(width: 150, height: 150)
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "vstack", CGRect(x: 56, y: 32, width: 88, height: 136))
        expectSceneFrame(host, "red", CGRect(x: 80, y: 32, width: 40, height: 40))
        expectSceneFrame(host, "blue", CGRect(x: 80, y: 80, width: 40, height: 40))
        expectSceneFrame(host, "hstack", CGRect(x: 56, y: 128, width: 88, height: 40))
        expectSceneFrame(host, "green", CGRect(x: 56, y: 128, width: 40, height: 40))
        expectSceneFrame(host, "yellow", CGRect(x: 104, y: 128, width: 40, height: 40))
        expectSceneFrame(host, "black", CGRect(x: 25, y: 25, width: 150, height: 150))
    }

    @Test("Scene 4: scene 3 without the frame: the background hugs the VStack")
    func scene4() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack {
                    Color.green.frame(width: 40, height: 40).id("green")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                }
            }
            .id("vstack")
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "red", CGRect(x: 80, y: 32, width: 40, height: 40))
        expectSceneFrame(host, "blue", CGRect(x: 80, y: 80, width: 40, height: 40))
        expectSceneFrame(host, "green", CGRect(x: 56, y: 128, width: 40, height: 40))
        expectSceneFrame(host, "yellow", CGRect(x: 104, y: 128, width: 40, height: 40))
        expectSceneFrame(host, "vstack", CGRect(x: 56, y: 32, width: 88, height: 136))
        expectSceneFrame(host, "black", CGRect(x: 56, y: 32, width: 88, height: 136))
    }

    @Test("Scene 5: explicit spacings 20 (VStack) and 30 (HStack)")
    func scene5() {
        let host = SceneCanvas.host {
            VStack(spacing: 20) {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack(spacing: 30) {
                    Color.green.frame(width: 40, height: 40).id("green")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                }
            }
            .id("vstack")
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "vstack", CGRect(x: 45, y: 20, width: 110, height: 160))
        expectSceneFrame(host, "black", CGRect(x: 45, y: 20, width: 110, height: 160))
        expectSceneFrame(host, "red", CGRect(x: 80, y: 20, width: 40, height: 40))
        expectSceneFrame(host, "blue", CGRect(x: 80, y: 80, width: 40, height: 40))
        expectSceneFrame(host, "green", CGRect(x: 45, y: 140, width: 40, height: 40))
        expectSceneFrame(host, "yellow", CGRect(x: 115, y: 140, width: 40, height: 40))
    }

    @Test("Scene 6: VStack(alignment: .leading) with an HStack(alignment: .top)")
    func scene6() {
        let host = SceneCanvas.host {
            VStack(alignment: .leading) {
                Color.red.frame(width: 30, height: 30).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack(alignment: .top) {
                    Color.green.frame(width: 50, height: 50).id("green")
                    Color.yellow.frame(width: 60, height: 60).id("yellow")
                }
            }
            .id("vstack")
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "vstack", CGRect(x: 41, y: 27, width: 118, height: 146))
        expectSceneFrame(host, "black", CGRect(x: 41, y: 27, width: 118, height: 146))
        expectSceneFrame(host, "red", CGRect(x: 41, y: 27, width: 30, height: 30))
        expectSceneFrame(host, "blue", CGRect(x: 41, y: 65, width: 40, height: 40))
        expectSceneFrame(host, "green", CGRect(x: 41, y: 113, width: 50, height: 50))
        expectSceneFrame(host, "yellow", CGRect(x: 99, y: 113, width: 60, height: 60))
    }

    @Test("Scene 7: unframed colours share (200 − 16) / 3 each")
    func scene7() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.id("red")
                Color.blue.id("blue")
                HStack {
                    Color.green.id("green")
                    Color.yellow.id("yellow")
                }
                .id("hstack")
            }
            .id("vstack")
            .background(Color.black.id("black"))
        }
        let row: CGFloat = (200 - 16) / 3  // 61.333…
        expectSceneFrame(host, "red", approximately: CGRect(x: 0, y: 0, width: 200, height: row))
        expectSceneFrame(host, "blue", approximately: CGRect(x: 0, y: row + 8, width: 200, height: row))
        expectSceneFrame(host, "hstack", approximately: CGRect(x: 0, y: 2 * row + 16, width: 200, height: row))
        expectSceneFrame(host, "green", approximately: CGRect(x: 0, y: 2 * row + 16, width: 96, height: row))
        expectSceneFrame(host, "yellow", approximately: CGRect(x: 104, y: 2 * row + 16, width: 96, height: row))
        expectSceneFrame(host, "vstack", approximately: CGRect(x: 0, y: 0, width: 200, height: 200))
        expectSceneFrame(host, "black", approximately: CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("Scene 8: scene 7 with blue.layoutPriority(1): blue takes all 184")
    func scene8() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.id("red")
                Color.blue.layoutPriority(1).id("blue")
                HStack {
                    Color.green.id("green")
                    Color.yellow.id("yellow")
                }
                .id("hstack")
            }
            .background(Color.black.id("black"))
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 0))
        expectSceneFrame(host, "blue", CGRect(x: 0, y: 8, width: 200, height: 184))
        expectSceneFrame(host, "hstack", CGRect(x: 0, y: 200, width: 200, height: 0))
        expectSceneFrame(host, "green", CGRect(x: 0, y: 200, width: 96, height: 0))
        expectSceneFrame(host, "yellow", CGRect(x: 104, y: 200, width: 96, height: 0))
        expectSceneFrame(host, "black", CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("Scene 9: the fixed child is sized first; red and blue get the same size")
    func scene9() {
        let host = SceneCanvas.host {
            VStack(spacing: 20) {
                Color.red.id("red")
                Color.yellow.frame(width: 10, height: 10).id("yellow")
                Color.blue.id("blue")
            }
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 200, height: 75))
        expectSceneFrame(host, "yellow", CGRect(x: 95, y: 95, width: 10, height: 10))
        expectSceneFrame(host, "blue", CGRect(x: 0, y: 125, width: 200, height: 75))
        #expect(host.frame(of: "red")?.size == host.frame(of: "blue")?.size)
    }
}
