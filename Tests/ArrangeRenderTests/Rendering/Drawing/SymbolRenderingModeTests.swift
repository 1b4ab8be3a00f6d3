import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Composite symbols drawn in layers. `xmark.circle.fill` stretched to 100 × 100: its circle
/// fills the frame, the cross meets at the centre (50, 50), and (50, 20) is inside the circle
/// between the cross's upper arms.
@Suite("Symbol rendering modes")
@MainActor struct SymbolRenderingModeTests {
    static func xmark(_ mode: SymbolRenderingMode?) -> some View {
        Image(systemName: "xmark.circle.fill").resizable().symbolRenderingMode(mode).frame(width: 100, height: 100)
    }

    @Test("Monochrome draws the Material glyph: the cross is cut out of the circle")
    func monochrome() throws {
        let png = try renderPNG(Self.xmark(.monochrome).foregroundStyle(.blue))
        #expect(png[50, 50].a == 0)
        #expect(png[50, 20] == RGBA(Color.blue))
        let unset = try renderPNG(Self.xmark(nil))
        #expect(unset[50, 50].a == 0)
        #expect(unset[50, 20] == RGBA(r: 0, g: 0, b: 0))
    }

    @Test("Hierarchical draws the circle in the second level (60% of the style) under the cross in the first")
    func hierarchical() throws {
        let png = try renderPNG(Self.xmark(.hierarchical).foregroundStyle(.blue))
        #expect(png[50, 50] == RGBA(Color.blue))
        #expect(png[50, 20].isClose(to: RGBA(r: 0, g: 122, b: 255, a: 153), tolerance: 2), "\(png[50, 20])")
    }

    @Test("Palette draws the cross in the first style and the circle in the second")
    func palette() throws {
        let png = try renderPNG(Self.xmark(.palette).foregroundStyle(.white, .red))
        #expect(png[50, 50] == RGBA(r: 255, g: 255, b: 255))
        #expect(png[50, 20] == RGBA(Color.red))
        // One style: both layers take it.
        let one = try renderPNG(Self.xmark(.palette).foregroundStyle(.green))
        #expect(one[50, 50] == RGBA(Color.green) && one[50, 20] == RGBA(Color.green))
    }

    @Test("The environment's mode applies as the image's own does")
    func environmentMode() throws {
        let png = try renderPNG(Image(systemName: "xmark.circle.fill").resizable().frame(width: 100, height: 100)
            .symbolRenderingMode(.palette).foregroundStyle(.white, .red))
        #expect(png[50, 50] == RGBA(r: 255, g: 255, b: 255))
        #expect(png[50, 20] == RGBA(Color.red))
    }

    @Test("Multicolor gives exclamationmark.triangle.fill a yellow triangle and a black mark")
    func multicolorWarning() throws {
        // Material's `warning` spans x 1…23 and y 2…21 of its 24-unit grid: the mark's bar is
        // around (12, 12) → (50, 53) in the frame, the triangle's lower left (6, 19) → (23, 89).
        let png = try renderPNG(Image(systemName: "exclamationmark.triangle.fill").resizable().symbolRenderingMode(.multicolor)
            .frame(width: 100, height: 100))
        #expect(png[23, 89] == RGBA(Color.yellow), "\(png[23, 89])")
        #expect(png[50, 53] == RGBA(r: 0, g: 0, b: 0), "\(png[50, 53])")
    }

    @Test("Multicolor colours a one-layer symbol with its colour, and leaves symbols without one in the foreground style")
    func multicolorSingleLayer() throws {
        let heart = try renderPNG(Image(systemName: "heart.fill").resizable().symbolRenderingMode(.multicolor).foregroundStyle(.blue)
            .frame(width: 100, height: 100))
        #expect(heart[50, 50] == RGBA(Color.red))
        let xmark = try renderPNG(Self.xmark(.multicolor).foregroundStyle(.blue))
        #expect(xmark[50, 50].a == 0)
        #expect(xmark[50, 20] == RGBA(Color.blue))
    }

    @Test("A one-layer symbol draws whole in the first style in hierarchical and palette modes")
    func singleLayerHierarchical() throws {
        let png = try renderPNG(Image(systemName: "star.fill").resizable().symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
            .frame(width: 100, height: 100))
        #expect(png[50, 50] == RGBA(Color.blue))
    }

    @Test("An outline composite keeps its ring in the second level and its mark in the first")
    func outlineComposite() throws {
        // `xmark.circle` (Material's `highlight_off`): a ring around the cross; inside the ring
        // off the cross stays clear.
        let png = try renderPNG(Image(systemName: "xmark.circle").resizable().symbolRenderingMode(.palette).foregroundStyle(.white, .red)
            .frame(width: 100, height: 100).background(Color.black))
        #expect(png[50, 50] == RGBA(r: 255, g: 255, b: 255), "\(png[50, 50])")
        // Down the middle from the top, the first pixel drawn fully is the ring's.
        let ring = (0..<20).first { png[50, $0].r > 250 || png[50, $0].g > 250 }
        #expect(ring.map { png[50, $0 + 1] } == RGBA(Color.red), "\(String(describing: ring))")
        #expect(png[50, 20] == RGBA(r: 0, g: 0, b: 0), "\(png[50, 20])")
    }

    /// How many pixels of `png` are exactly `color`.
    static func count(_ color: RGBA, in png: Pixels) -> Int {
        (0..<png.height).reduce(0) { sum, y in sum + (0..<png.width).filter { png[$0, y] == color }.count }
    }

    static func weather(_ name: String) -> Image {
        Image(systemName: name).resizable()
    }

    @Test("renderingMode(.original) draws a symbol in its multicolour colours: cloud.sun.fill's sun yellow, its cloud in the foreground style")
    func originalWeather() throws {
        let yellow = RGBA(Color.yellow), cyan = RGBA(Color.cyan), black = RGBA(r: 0, g: 0, b: 0)
        let sun = try renderPNG(Self.weather("cloud.sun.fill").renderingMode(.original).frame(width: 100, height: 100))
        #expect(Self.count(yellow, in: sun) > 800, "\(Self.count(yellow, in: sun))")
        #expect(Self.count(black, in: sun) > 2000)
        // Without it the symbol is a template: one colour, the foreground style.
        let template = try renderPNG(Self.weather("cloud.sun.fill").frame(width: 100, height: 100))
        #expect(Self.count(yellow, in: template) == 0)
        // Rain falls cyan from cloud.rain.fill; the cloud takes a set foreground colour.
        let rain = try renderPNG(Self.weather("cloud.rain.fill").renderingMode(.original).foregroundStyle(.white)
            .frame(width: 100, height: 100).background(Color.black))
        #expect(Self.count(cyan, in: rain) > 150, "\(Self.count(cyan, in: rain))")
        #expect(Self.count(RGBA(r: 255, g: 255, b: 255), in: rain) > 2000)
        #expect(Self.count(yellow, in: rain) == 0)
    }

    @Test("renderingMode(.original) colours one-glyph symbols from the table; the image's own symbolRenderingMode comes first")
    func originalPrecedence() throws {
        let heart = try renderPNG(Image(systemName: "heart.fill").resizable().renderingMode(.original).frame(width: 100, height: 100))
        #expect(heart[50, 50] == RGBA(Color.red))
        let monochrome = try renderPNG(Image(systemName: "heart.fill").resizable().renderingMode(.original).symbolRenderingMode(.monochrome)
            .frame(width: 100, height: 100))
        #expect(monochrome[50, 50] == RGBA(r: 0, g: 0, b: 0))
        // The image's .original comes before a mode the environment sets.
        let environment = try renderPNG(Image(systemName: "heart.fill").resizable().renderingMode(.original)
            .frame(width: 100, height: 100).symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        #expect(environment[50, 50] == RGBA(Color.red))
    }

    @Test("Hierarchical draws a composed symbol's secondary parts at the second level: cloud.rain.fill's rain at 60%")
    func composedHierarchical() throws {
        let png = try renderPNG(Self.weather("cloud.rain.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
            .frame(width: 100, height: 100))
        let full = RGBA(Color.blue), second = RGBA(r: 0, g: 122, b: 255, a: 153)
        #expect(Self.count(full, in: png) > 2000)
        let rain = (0..<png.height).reduce(0) { sum, y in sum + (0..<png.width).filter { png[$0, y].isClose(to: second, tolerance: 2) }.count }
        #expect(rain > 150, "\(rain)")
    }

    @Test("A derived badge is a disc with its mark cut out, coloured in multicolour: green for a checkmark")
    func badgeMulticolor() throws {
        let png = try renderPNG(Image(systemName: "person.crop.circle.badge.checkmark").resizable().symbolRenderingMode(.multicolor)
            .frame(width: 100, height: 100))
        #expect(Self.count(RGBA(Color.green), in: png) > 200)
        #expect(Self.count(RGBA(r: 0, g: 0, b: 0), in: png) > 1500)
    }
}

