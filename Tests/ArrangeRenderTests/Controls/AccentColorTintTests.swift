import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// `Color.accentColor` as a style is the tint set around it (`.tint(_:)`, `.accentColor(_:)`),
/// else system blue.
@Suite @MainActor struct AccentColorTintTests {
    private func centre<V: View>(_ view: V) throws -> RGBA {
        try renderPNG(view.frame(width: 4, height: 4))[2, 2]
    }

    @Test func accentColorIsSystemBlueWithoutATint() throws {
        #expect(try centre(Rectangle().fill(Color.accentColor)).isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 1))
    }

    @Test func accentColorFollowsTheTint() throws {
        #expect(try centre(Rectangle().fill(Color.accentColor).tint(.orange)).isClose(to: RGBA(r: 255, g: 149, b: 0), tolerance: 1))
        #expect(try centre(Rectangle().fill(Color.accentColor).accentColor(.green)).isClose(to: RGBA(r: 52, g: 199, b: 89), tolerance: 1))
    }

    @Test func fadedAccentColorIsAFadedTint() throws {
        let pixel = try centre(Rectangle().fill(Color.accentColor.opacity(0.5)).tint(.red))
        #expect(pixel.isClose(to: RGBA(r: 255, g: 59, b: 48, a: 128), tolerance: 2), "\(pixel)")
    }

    @Test func aTintOfTheAccentColorIsSystemBlue() throws {
        #expect(try centre(Rectangle().fill(Color.accentColor).tint(Color.accentColor)).isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 1))
    }
}
