import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Semantic colours and styles resolved against `\.colorScheme` where they are drawn, and
/// `preferredColorScheme(_:)` as the host's scheme.
@Suite("Environment: colours in light and dark")
@MainActor struct ColorSchemeColorTests {
    /// The pixel at the centre of `view` drawn 10 × 10, in `scheme`.
    private func pixel<V: View>(_ view: V, _ scheme: ColorScheme) throws -> RGBA {
        let p = try renderPNG(view.frame(width: 10, height: 10).environment(\.colorScheme, scheme))
        return p[5, 5]
    }

    /// Each system colour with its light and dark values (0–255), from the HIG's colour table.
    static let systemColours: [(Color, [Int], [Int])] = [
        (.red, [255, 59, 48], [255, 69, 58]),
        (.orange, [255, 149, 0], [255, 159, 10]),
        (.yellow, [255, 204, 0], [255, 214, 10]),
        (.green, [52, 199, 89], [48, 209, 88]),
        (.mint, [0, 199, 190], [99, 230, 226]),
        (.teal, [48, 176, 199], [64, 200, 224]),
        (.cyan, [50, 173, 230], [100, 210, 255]),
        (.blue, [0, 122, 255], [10, 132, 255]),
        (.indigo, [88, 86, 214], [94, 92, 230]),
        (.purple, [175, 82, 222], [191, 90, 242]),
        (.pink, [255, 45, 85], [255, 55, 95]),
        (.brown, [162, 132, 94], [172, 142, 104]),
        (.gray, [142, 142, 147], [142, 142, 147]),
        (.accentColor, [0, 122, 255], [10, 132, 255]),
        (.primary, [0, 0, 0], [255, 255, 255]),
        (.white, [255, 255, 255], [255, 255, 255]),
        (.black, [0, 0, 0], [0, 0, 0]),
    ]

    @Test("System colours take Apple's light and dark values")
    func systemColours() throws {
        func rgba(_ c: [Int]) -> RGBA { RGBA(r: UInt8(c[0]), g: UInt8(c[1]), b: UInt8(c[2])) }
        for (color, light, dark) in Self.systemColours {
            #expect(try pixel(color, .light) == rgba(light), "\(color)")
            #expect(try pixel(color, .dark) == rgba(dark), "\(color)")
        }
    }

    @Test("Color.resolve(in:) gives the components of the environment's scheme")
    func resolveInEnvironment() {
        var environment = EnvironmentValues()
        #expect(Color.blue.resolve(in: environment) == Color.Resolved(red: 0, green: 122.0 / 255, blue: 1))
        environment.colorScheme = .dark
        let dark = Color.blue.resolve(in: environment)
        #expect(dark == Color.Resolved(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
        #expect(dark.description == "#0A84FFFF")
        #expect(Color.secondary.resolve(in: environment).opacity == 0.6)
        // A constant colour made from a resolved one no longer changes with the scheme.
        #expect(Color(dark).resolve(in: EnvironmentValues()) == dark)
    }

    @Test("Hierarchical styles are the label colours: 60, 60, 67 at 60/30/18% light; 235, 235, 245 dark")
    func hierarchicalDefaults() throws {
        // Over white (light) and black (dark) backgrounds, premultiplied drawing blends them.
        func drawn<S: ShapeStyle>(_ style: S, _ scheme: ColorScheme) throws -> RGBA {
            try pixel(Rectangle().fill(style).background(.background), scheme)
        }
        #expect(try drawn(.primary, .light) == RGBA(r: 0, g: 0, b: 0))
        #expect(try drawn(.primary, .dark) == RGBA(r: 255, g: 255, b: 255))
        // 255 − 0.6 × (255 − 60) = 138 (142 for 67); dark 0.6 × 235 = 141 (147 for 245).
        #expect(try drawn(.secondary, .light).isClose(to: RGBA(r: 138, g: 138, b: 142), tolerance: 1))
        #expect(try drawn(.secondary, .dark).isClose(to: RGBA(r: 141, g: 141, b: 147), tolerance: 1))
        #expect(try drawn(.tertiary, .dark).isClose(to: RGBA(r: 71, g: 71, b: 74), tolerance: 1))
        #expect(try drawn(.quaternary, .light).isClose(to: RGBA(r: 220, g: 220, b: 221), tolerance: 1))
        // .background is white in light, black in dark.
        #expect(try pixel(Rectangle().fill(.background), .dark) == RGBA(r: 0, g: 0, b: 0))
        #expect(try pixel(Rectangle().fill(.background), .light) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test(".separator and Divider draw iOS's separator: RGBA(84, 84, 88, 0.6) in dark")
    func separatorInDark() throws {
        let p = try renderPNG(VStack(spacing: 0) { Divider() }.frame(width: 10).environment(\.colorScheme, .dark))
        #expect(p[5, 0].isClose(to: RGBA(r: 84, g: 84, b: 88, a: 153), tolerance: 2), "\(p[5, 0])")
        #expect(try pixel(Rectangle().fill(.separator), .dark).isClose(to: RGBA(r: 84, g: 84, b: 88, a: 153), tolerance: 2))
        #expect(try pixel(Rectangle().fill(.separator), .light).isClose(to: RGBA(r: 60, g: 60, b: 67, a: 74), tolerance: 2))
    }

    @Test("A foreground style set outside a dark subtree is drawn in the subtree's scheme")
    func styleResolvedWhereDrawn() throws {
        let view = Rectangle().environment(\.colorScheme, .dark).foregroundStyle(Color.red)
        #expect(try renderPNG(view.frame(width: 10, height: 10))[5, 5] == RGBA(r: 255, g: 69, b: 58))
        let gradient = Rectangle().fill(LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom))
        #expect(try pixel(gradient, .dark) == RGBA(r: 10, g: 132, b: 255))
    }

    @Test("Text's default colour is white in dark; a run's semantic colour takes its dark value")
    func textInDark() throws {
        func inkColours(_ text: Text) throws -> Set<String> {
            let p = try renderPNG(text.font(.system(size: 40)).environment(\.colorScheme, .dark))
            var colours: Set<String> = []
            for y in 0..<p.height { for x in 0..<p.width where p[x, y].a == 255 { colours.insert("\(p[x, y])") } }
            return colours
        }
        #expect(try inkColours(Text("H")) == ["rgba(255, 255, 255, 255)"])
        #expect(try inkColours(Text("H").foregroundColor(.red)) == ["rgba(255, 69, 58, 255)"])
    }

    @Test("preferredColorScheme sets the scheme of the host's whole tree, outside the modifier too")
    func preferredColorSchemeIsTheHosts() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.clear.frame(width: scheme == .dark ? 20 : 10, height: 1) }
        }
        let view = HStack(spacing: 0) {
            Probe().id("a")
            Probe().preferredColorScheme(.dark)
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a")?.width == 20)
        // nil leaves the host's scheme.
        let plain = HostingView(rootView: Probe().id("a").preferredColorScheme(nil), size: CGSize(width: 100, height: 100))
        #expect(plain.frame(of: "a")?.width == 10)
        // An explicit environment inside still wins for its subtree.
        let inner = HostingView(rootView: Probe().id("a").environment(\.colorScheme, .light).preferredColorScheme(.dark),
                                size: CGSize(width: 100, height: 100))
        #expect(inner.frame(of: "a")?.width == 10)
        // ImageRenderer honours it: black text on nothing becomes white.
        let p = try renderPNG(Color.primary.frame(width: 4, height: 4).preferredColorScheme(.dark))
        #expect(p[2, 2] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("An opaque ImageRenderer draws over the system background of the content's scheme")
    func opaqueRendererBackground() throws {
        let renderer = ImageRenderer(content: Color.clear.frame(width: 4, height: 4).preferredColorScheme(.dark))
        renderer.isOpaque = true
        #expect(try decodePNG(renderer.pngData())[1, 1] == RGBA(r: 0, g: 0, b: 0))
        renderer.content = Color.clear.frame(width: 4, height: 4).preferredColorScheme(.light)
        #expect(try decodePNG(renderer.pngData())[1, 1] == RGBA(r: 255, g: 255, b: 255))
        renderer.isOpaque = false
        #expect(try decodePNG(renderer.pngData())[1, 1] == RGBA.clear)
    }

    @Test("The deprecated colorScheme(_:) sets the environment's scheme")
    @available(*, deprecated)
    func deprecatedColorSchemeModifier() throws {
        #expect(try renderPNG(Color.red.frame(width: 4, height: 4).colorScheme(.dark))[2, 2] == RGBA(r: 255, g: 69, b: 58))
    }
}
