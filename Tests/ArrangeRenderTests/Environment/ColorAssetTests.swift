import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// `Color("Name", bundle:)` from an Xcode asset catalog's colour sets.
@Suite("Environment: colours from asset catalogs")
@MainActor struct ColorAssetTests {
    /// A bundle folder holding `Colors.xcassets` with the given colour sets (name → Contents.json).
    private func bundle(_ sets: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-colour-assets-\(UUID().uuidString)")
        for (name, json) in sets {
            // One set in a group folder, to check sets are found at any depth.
            let folder = root.appendingPathComponent("Colors.xcassets").appendingPathComponent(name == "Grouped" ? "Brand/\(name).colorset" : "\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return try #require(Bundle(path: root.path))
    }

    private func pixel(_ color: Color, _ scheme: ColorScheme) throws -> RGBA {
        try renderPNG(color.frame(width: 4, height: 4).environment(\.colorScheme, scheme))[2, 2]
    }

    static let accent = """
    { "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0x66", "red" : "255" } }, "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "0", "green" : "0.000", "red" : "0x80" } }, "idiom" : "universal" }
      ], "info" : { "author" : "xcode", "version" : 1 } }
    """

    @Test("A colour set gives its universal colour in light and its luminosity-dark variant in dark")
    func lightAndDark() throws {
        let assets = try bundle(["Accent": Self.accent, "Grouped": Self.accent])
        // Floats, 0–255 integers and hex strings: (255, 0x66 = 102, 0.2 × 255 = 51).
        #expect(try pixel(Color("Accent", bundle: assets), .light) == RGBA(r: 255, g: 102, b: 51))
        let dark = try pixel(Color("Accent", bundle: assets), .dark)
        #expect(dark.isClose(to: RGBA(r: 128, g: 0, b: 0, a: 128), tolerance: 1), "\(dark)")
        #expect(try pixel(Color("Grouped", bundle: assets), .light) == RGBA(r: 255, g: 102, b: 51))
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(Color("Accent", bundle: assets).resolve(in: environment).opacity == 0.5)
    }

    @Test("Display P3 and grey components are converted to sRGB")
    func colourSpaces() throws {
        let assets = try bundle([
            "Grey": #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "gray-gamma-22", "components": { "white": "0.502", "alpha": "1.000" } } } ] }"#,
            "P3Red": #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "display-p3", "components": { "red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000" } } } ] }"#,
        ])
        #expect(try pixel(Color("Grey", bundle: assets), .light) == RGBA(r: 128, g: 128, b: 128))
        // P3 red is outside sRGB: clamped to (255, 0, 0) when drawn.
        #expect(try pixel(Color("P3Red", bundle: assets), .light) == RGBA(r: 255, g: 0, b: 0))
    }

    @Test("A missing colour draws clear and is reported, as SwiftUI logs it")
    func missing() throws {
        let assets = try bundle(["Accent": Self.accent])
        let host = HostingView(rootView: Color("NoSuchColour", bundle: assets).frame(width: 4, height: 4), size: CGSize(width: 10, height: 10))
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.hasPrefix("No color named 'NoSuchColour' found in asset catalog") == true)
        #expect(try pixel(Color("NoSuchColour", bundle: assets), .light) == RGBA.clear)
        // A file that is not a colour set is reported too.
        let broken = try bundle(["Broken": "not json"])
        let brokenHost = HostingView(rootView: Color("Broken", bundle: broken), size: CGSize(width: 10, height: 10))
        #expect(brokenHost.diagnostics.first?.contains("is not a colour set's JSON") == true)
    }
}
