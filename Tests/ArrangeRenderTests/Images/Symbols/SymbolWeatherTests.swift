import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// The weather symbols: composed of a cloud, a sun or moon, and what falls, each a layer.
@Suite("Symbols: weather")
@MainActor struct SymbolWeatherTests {
    /// Every cloud.* name of `SymbolRecipes`, outline and filled, and the rest of the family.
    static let names: [String] = SymbolRecipes.cloudNames.flatMap { sky, fall -> [String] in
        let name = SymbolRecipes.cloudName(sky: sky, fall: fall)
        return [name, name + ".fill"]
    } + ["sun.max", "sun.max.fill", "sun.min", "sun.min.fill", "sun.haze", "sun.haze.fill", "sun.dust", "sun.dust.fill", "sun.snow",
         "sun.snow.fill", "sunrise", "sunrise.fill", "sunset", "sunset.fill", "sun.horizon", "sun.horizon.fill", "moon", "moon.fill",
         "moon.stars", "moon.stars.fill", "moon.haze", "moon.haze.fill", "moon.dust", "moon.dust.fill", "moon.zzz", "moon.zzz.fill",
         "snow", "snowflake", "wind", "wind.snow", "tornado", "hurricane", "thermometer", "thermometer.sun", "thermometer.sun.fill",
         "thermometer.snowflake", "humidity", "humidity.fill", "drop", "drop.fill", "umbrella", "umbrella.fill"]

    @Test("The weather screen's symbols draw glyphs, not placeholders, and report nothing")
    func issueNames() {
        let view = HStack {
            ForEach(["cloud.sun.fill", "cloud.rain.fill", "snow", "wind.snow", "sun.max.fill", "cloud.bolt.rain.fill"], id: \.self) {
                Image(systemName: $0)
            }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 400, height: 100))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("All 74 names of the cloud, sun and moon family draw glyphs")
    func family() {
        #expect(Self.names.count == 74)
        for name in Self.names {
            #expect(SymbolCoverageTests.draws(name), "\(name)")
        }
    }

    @Test("A cloud with a sun and rain has three layers: the cloud primary, the sun and rain secondary, coloured yellow and cyan")
    func layers() throws {
        guard case .success(let artwork) = SymbolArtwork.named("cloud.sun.rain.fill") else {
            Issue.record("cloud.sun.rain.fill does not resolve")
            return
        }
        #expect(artwork.parts.map(\.level) == [.secondary, .primary, .secondary])
        #expect(artwork.parts.map(\.multicolor) == [Color.yellow, nil, Color.cyan])
        // The sun is behind the cloud at the upper right, the rain under it.
        let sun = Path(segments: artwork.parts[0].outline).boundingRect, cloud = Path(segments: artwork.parts[1].outline).boundingRect
        let rain = Path(segments: artwork.parts[2].outline).boundingRect
        #expect(sun.midX > cloud.midX && sun.minY < cloud.minY)
        #expect(rain.minY >= cloud.maxY - 0.5)
    }

    @Test("snow and wind.snow are the snowflake and the wind with flakes; a filled cloud with precipitation is drawn solid")
    func shapes() throws {
        guard case .success(let snow) = SymbolArtwork.named("snow"), case .success(let flake) = SymbolArtwork.named("snowflake") else {
            Issue.record("snow does not resolve")
            return
        }
        #expect(snow.monochrome == flake.monochrome)
        // Stretched to 100 × 100: the middle of the cloud's top half is solid in the filled
        // symbol and empty inside the outline one.
        func centre(_ name: String) throws -> RGBA {
            try renderPNG(Image(systemName: name).resizable().frame(width: 100, height: 100))[50, 35]
        }
        #expect(try centre("cloud.rain.fill") == RGBA(r: 0, g: 0, b: 0))
        #expect(try centre("cloud.rain").a == 0)
    }
}
