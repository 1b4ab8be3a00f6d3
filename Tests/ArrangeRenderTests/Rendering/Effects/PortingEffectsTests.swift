import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Effects apps use: colorMultiply, Liquid Glass, Text.foregroundStyle")
@MainActor struct PortingEffectsTests {
    @Test("colorMultiply multiplies each component: white × (0.5, 1, 0) is (128, 255, 0); frames do not change")
    func colorMultiply() throws {
        let view = Color.white.frame(width: 20, height: 20).colorMultiply(Color(red: 0.5, green: 1, blue: 0))
        let png = try renderPNG(view)
        #expect(png[10, 10].isClose(to: RGBA(r: 128, g: 255, b: 0), tolerance: 1))
        #expect(png.width == 20 && png.height == 20)
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("values=\"0.5 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 1 0\""))
    }

    @Test("glassEffect draws a translucent capsule behind the view without changing its size; .identity draws nothing")
    func glassEffect() throws {
        let base = Color.clear.frame(width: 100, height: 40)
        let glass = try renderPNG(ZStack { Color.black; base.glassEffect() }.frame(width: 100, height: 40))
        // The middle is the material over black: lighter than black, and not opaque white.
        let middle = glass[50, 20]
        #expect(middle.r > 60 && middle.r < 250)
        // The capsule's rounded ends leave the corners black.
        #expect(glass[0, 0] == RGBA(r: 0, g: 0, b: 0))
        let none = try renderPNG(ZStack { Color.black; base.glassEffect(.identity) }.frame(width: 100, height: 40))
        #expect(none[50, 20] == RGBA(r: 0, g: 0, b: 0))
        let tinted = try renderPNG(ZStack { Color.black; base.glassEffect(.regular.tint(Color(red: 1, green: 0, blue: 0)), in: Rectangle()) }.frame(width: 100, height: 40))
        #expect(tinted[0, 0].r > tinted[0, 0].g + 40)
        let host = HostingView(rootView: Text("Glass").padding().glassEffect().id("glass"), size: CGSize(width: 390, height: 200))
        let plain = HostingView(rootView: Text("Glass").padding().id("glass"), size: CGSize(width: 390, height: 200))
        #expect(host.frame(of: "glass") == plain.frame(of: "glass"))
    }

    @Test(".buttonStyle(.glass) and (.glassProminent) pad the label as bordered buttons do, on a capsule")
    func glassButtons() throws {
        let glass = HostingView(rootView: Button("Go") {}.buttonStyle(.glass).id("b"), size: CGSize(width: 390, height: 200))
        let bordered = HostingView(rootView: Button("Go") {}.buttonStyle(.bordered).id("b"), size: CGSize(width: 390, height: 200))
        #expect(glass.frame(of: "b") == bordered.frame(of: "b"))
        let prominent = try renderPNG(Button("Go") {}.buttonStyle(.glassProminent))
        // The tint (iOS's blue) fills the capsule's middle row left of the label.
        #expect(prominent[4, prominent.height / 2].b > 200)
    }

    @Test("Text.foregroundStyle returns Text, so styled pieces concatenate and keep their colours")
    func textForegroundStyle() throws {
        let text: Text = Text("Red").foregroundStyle(Color(red: 1, green: 0, blue: 0)) + Text(" plain")
        let png = try renderPNG(text.font(.system(size: 30, weight: .black)).background(Color.white))
        var redPixels = 0
        for y in 0..<png.height { for x in 0..<png.width / 3 where png[x, y].r > 200 && png[x, y].g < 60 { redPixels += 1 } }
        #expect(redPixels > 20)
    }
}

@Suite("Template images")
@MainActor struct TemplateImageTests {
    @Test("renderingMode(.template) draws a bitmap as the foreground style through its alpha; .original and nil draw its pixels")
    func templateBitmap() throws {
        let image = try Image.load(data: ImageFixtures.solidPNG(width: 10, height: 10, rgb: (0, 0, 0)))
        let template = try renderPNG(image.renderingMode(.template).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(template[5, 5] == RGBA(r: 255, g: 0, b: 0))
        let original = try renderPNG(image.renderingMode(.original).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(original[5, 5] == RGBA(r: 0, g: 0, b: 0))
        let unset = try renderPNG(image.foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(unset[5, 5] == RGBA(r: 0, g: 0, b: 0))
    }
}

@Suite("ShapeStyle.opacity")
@MainActor struct ShapeStyleOpacityTests {
    @Test("A style's opacity multiplies every colour's: a gradient of white at 0.5 over black is mid grey")
    func gradientOpacity() throws {
        let view = ZStack { Color.black; Rectangle().fill(Color.white.gradient.opacity(0.5)) }.frame(width: 10, height: 10)
        let png = try renderPNG(view)
        #expect(png[5, 0].isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 20))
        let plain = try renderPNG(ZStack { Color.black; Rectangle().fill(Color(red: 1, green: 0, blue: 0).opacity(0.5)) }.frame(width: 10, height: 10))
        #expect(plain[5, 5].isClose(to: RGBA(r: 128, g: 0, b: 0), tolerance: 1))
    }
}
