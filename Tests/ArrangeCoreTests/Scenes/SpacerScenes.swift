import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// cases.md Part 2, scenes 19–32: OpenSwiftUI `Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift`.
/// Every HStack row of 50-tall views is 50 tall and centred vertically in its frame F.
@Suite("Part 2 scenes 19–32: Spacer (SpacerUITests)")
@MainActor struct SpacerScenes {
    @Test("Scene 19: Spacer between fixed colours in an HStack")
    func scene19() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer().id("spacer")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .id("hstack")
            .frame(width: 200, height: 80)
            .id("F")
        }
        expectSceneFrame(host, "F", CGRect(x: 0, y: 60, width: 200, height: 80))
        expectSceneFrame(host, "hstack", CGRect(x: 0, y: 75, width: 200, height: 50))
        expectSceneFrame(host, "red", CGRect(x: 0, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 50, y: 100, width: 100, height: 0))
        expectSceneFrame(host, "blue", CGRect(x: 150, y: 75, width: 50, height: 50))
    }

    @Test("Scene 20: Spacer between fixed colours in a VStack")
    func scene20() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer().id("spacer")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .frame(width: 80, height: 200)
            .id("F")
        }
        expectSceneFrame(host, "F", CGRect(x: 60, y: 0, width: 80, height: 200))
        expectSceneFrame(host, "red", CGRect(x: 75, y: 0, width: 50, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 100, y: 50, width: 0, height: 100))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 150, width: 50, height: 50))
    }

    @Test("Scene 23: Spacer(minLength: 50) grows to 80 in a 180-wide frame")
    func scene23() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer(minLength: 50).id("spacer")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .frame(width: 180, height: 80)
            .id("F")
        }
        expectSceneFrame(host, "F", CGRect(x: 10, y: 60, width: 180, height: 80))
        expectSceneFrame(host, "red", CGRect(x: 10, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 60, y: 100, width: 80, height: 0))
        expectSceneFrame(host, "blue", CGRect(x: 140, y: 75, width: 50, height: 50))
    }

    @Test("Scene 24: Spacer(minLength: 30) grows to 60 in a 160-tall frame")
    func scene24() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer(minLength: 30).id("spacer")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .frame(width: 80, height: 160)
            .id("F")
        }
        expectSceneFrame(host, "F", CGRect(x: 60, y: 20, width: 80, height: 160))
        expectSceneFrame(host, "red", CGRect(x: 75, y: 20, width: 50, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 100, y: 70, width: 0, height: 60))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 130, width: 50, height: 50))
    }

    @Test("Scene 25: leading Spacer; 8 between red and blue")
    func scene25() {
        let host = SceneCanvas.host {
            HStack {
                Spacer().id("spacer")
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .frame(width: 200, height: 80)
        }
        expectSceneFrame(host, "spacer", CGRect(x: 0, y: 100, width: 92, height: 0))
        expectSceneFrame(host, "red", CGRect(x: 92, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 150, y: 75, width: 50, height: 50))
    }

    @Test("Scene 26: trailing Spacer")
    func scene26() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
                Spacer().id("spacer")
            }
            .frame(width: 200, height: 80)
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 58, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 108, y: 100, width: 92, height: 0))
    }

    @Test("Scene 27: Spacers on both ends share 92 equally")
    func scene27() {
        let host = SceneCanvas.host {
            HStack {
                Spacer().id("spacer1")
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
                Spacer().id("spacer2")
            }
            .frame(width: 200, height: 80)
        }
        expectSceneFrame(host, "spacer1", CGRect(x: 0, y: 100, width: 46, height: 0))
        expectSceneFrame(host, "red", CGRect(x: 46, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 104, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "spacer2", CGRect(x: 154, y: 100, width: 46, height: 0))
    }

    @Test("Scene 28: nested stacks where every gap touches a Spacer (all gaps 0)")
    func scene28() {
        let host = SceneCanvas.host {
            VStack {
                HStack {
                    Color.red.frame(width: 40, height: 40).id("red")
                    Spacer()
                    Color.blue.frame(width: 40, height: 40).id("blue")
                }
                .id("top")
                Spacer().id("vspacer")
                HStack {
                    Spacer().id("s1")
                    Color.green.frame(width: 40, height: 40).id("green")
                    Spacer().id("s2")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                    Spacer().id("s3")
                }
                .id("bottom")
            }
            .frame(width: 200, height: 200)
        }
        expectSceneFrame(host, "top", CGRect(x: 0, y: 0, width: 200, height: 40))
        expectSceneFrame(host, "red", CGRect(x: 0, y: 0, width: 40, height: 40))
        expectSceneFrame(host, "blue", CGRect(x: 160, y: 0, width: 40, height: 40))
        expectSceneFrame(host, "vspacer", CGRect(x: 100, y: 40, width: 0, height: 120))
        expectSceneFrame(host, "bottom", CGRect(x: 0, y: 160, width: 200, height: 40))
        expectSceneFrame(host, "green", CGRect(x: 40, y: 160, width: 40, height: 40))
        expectSceneFrame(host, "yellow", CGRect(x: 120, y: 160, width: 40, height: 40))
        expectSceneFrame(host, "s1", CGRect(x: 0, y: 180, width: 40, height: 0))
        expectSceneFrame(host, "s2", CGRect(x: 80, y: 180, width: 40, height: 0))
        expectSceneFrame(host, "s3", CGRect(x: 160, y: 180, width: 40, height: 0))
    }

    @Test("Scene 29: Spacer(minLength: 0) collapses between 80-wide colours")
    func scene29() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 80, height: 50).id("red")
                Spacer(minLength: 0).id("spacer")
                Color.blue.frame(width: 80, height: 50).id("blue")
            }
            .frame(width: 160, height: 80)
            .id("F")
        }
        expectSceneFrame(host, "F", CGRect(x: 20, y: 60, width: 160, height: 80))
        expectSceneFrame(host, "red", CGRect(x: 20, y: 75, width: 80, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 100, y: 100, width: 0, height: 0))
        expectSceneFrame(host, "blue", CGRect(x: 100, y: 75, width: 80, height: 50))
    }

    @Test("Scene 30: Spacer(minLength: 100) grows to 140")
    func scene30() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 30, height: 50).id("red")
                Spacer(minLength: 100).id("spacer")
                Color.blue.frame(width: 30, height: 50).id("blue")
            }
            .frame(width: 200, height: 80)
        }
        expectSceneFrame(host, "red", CGRect(x: 0, y: 75, width: 30, height: 50))
        expectSceneFrame(host, "spacer", CGRect(x: 30, y: 100, width: 140, height: 0))
        expectSceneFrame(host, "blue", CGRect(x: 170, y: 75, width: 30, height: 50))
    }

    @Test("Scene 31: an unframed HStack with a Spacer takes the canvas width")
    func scene31() {
        let host = SceneCanvas.host {
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer()
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .id("hstack")
            .background(Color.gray.id("gray"))
        }
        expectSceneFrame(host, "hstack", CGRect(x: 0, y: 75, width: 200, height: 50))
        expectSceneFrame(host, "red", CGRect(x: 0, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 150, y: 75, width: 50, height: 50))
        expectSceneFrame(host, "gray", CGRect(x: 0, y: 75, width: 200, height: 50))
    }

    @Test("Scene 32: an unframed VStack with a Spacer takes the canvas height")
    func scene32() {
        let host = SceneCanvas.host {
            VStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer()
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .id("vstack")
            .background(Color.gray.id("gray"))
        }
        expectSceneFrame(host, "vstack", CGRect(x: 75, y: 0, width: 50, height: 200))
        expectSceneFrame(host, "red", CGRect(x: 75, y: 0, width: 50, height: 50))
        expectSceneFrame(host, "blue", CGRect(x: 75, y: 150, width: 50, height: 50))
        expectSceneFrame(host, "gray", CGRect(x: 75, y: 0, width: 50, height: 200))
    }
}
