import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// A PNG of `colors` (rows of pixels), drawn by Arrange itself: one 1×1 colour per pixel.
@MainActor private func makePNG(_ colors: [[Color]]) throws -> Data {
    let view = VStack(spacing: 0) {
        ForEach(0..<colors.count, id: \.self) { y in
            HStack(spacing: 0) {
                ForEach(0..<colors[y].count, id: \.self) { x in colors[y][x].frame(width: 1, height: 1) }
            }
        }
    }
    return try ImageRenderer(content: view).pngData()
}

@Suite("Rendering: images")
@MainActor struct ImageRenderingTests {
    private let quadrants: [[Color]] = [[.red, .green], [.blue, .white]]
    /// A 3×3 image: red corners, green edges, a blue centre.
    private let nine: [[Color]] = [[.red, .green, .red], [.green, .blue, .green], [.red, .green, .red]]

    @Test("An image draws its pixels at its natural size, or stretched when resizable")
    func naturalAndStretched() throws {
        let image = try Image.load(data: makePNG(quadrants))
        let natural = try renderPNG(image)
        #expect(natural.width == 2 && natural.height == 2)
        #expect(natural[0, 0] == RGBA(Color.red) && natural[1, 0] == RGBA(Color.green))
        #expect(natural[0, 1] == RGBA(Color.blue) && natural[1, 1] == RGBA(Color.white))

        let stretched = try renderPNG(image.resizable().interpolation(.none).frame(width: 20, height: 10))
        #expect(stretched[2, 2] == RGBA(Color.red) && stretched[17, 2] == RGBA(Color.green))
        #expect(stretched[2, 7] == RGBA(Color.blue) && stretched[17, 7] == RGBA(Color.white))
        #expect(stretched[9, 2] == RGBA(Color.red) && stretched[10, 2] == RGBA(Color.green))

        let smooth = try renderPNG(image.resizable().frame(width: 20, height: 20))
        // Smooth sampling blends neighbours in the middle but keeps the corners.
        #expect(smooth[0, 0] == RGBA(Color.red))
        #expect(smooth[10, 5] != RGBA(Color.red) && smooth[10, 5] != RGBA(Color.green))
    }

    @Test("Cap insets keep the corners; tiling repeats the image")
    func capInsetsAndTiles() throws {
        let image = try Image.load(data: makePNG(nine))
        let stretched = try renderPNG(image.resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)).interpolation(.none).frame(width: 30, height: 20))
        #expect(stretched[0, 0] == RGBA(Color.red) && stretched[29, 19] == RGBA(Color.red))
        #expect(stretched[1, 1] == RGBA(Color.blue))     // the corner stays one pixel
        #expect(stretched[15, 0] == RGBA(Color.green) && stretched[0, 10] == RGBA(Color.green))
        #expect(stretched[15, 10] == RGBA(Color.blue))

        let tiled = try renderPNG(Image.load(data: makePNG(quadrants)).resizable(resizingMode: .tile).frame(width: 7, height: 4))
        #expect(tiled[0, 0] == RGBA(Color.red) && tiled[2, 0] == RGBA(Color.red) && tiled[6, 0] == RGBA(Color.red))
        #expect(tiled[3, 1] == RGBA(Color.white) && tiled[5, 3] == RGBA(Color.white))

        let tiledInsets = try renderPNG(image.resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile).frame(width: 6, height: 6))
        #expect(tiledInsets[0, 0] == RGBA(Color.red) && tiledInsets[5, 5] == RGBA(Color.red))
        #expect(tiledInsets[3, 3] == RGBA(Color.blue) && tiledInsets[3, 0] == RGBA(Color.green))
    }

    @Test("Images at scale 2, clipped when scaled to fill")
    func scaleAndFill() throws {
        let image = try Image.load(data: makePNG(quadrants), scale: 2)
        let renderer = ImageRenderer(content: image)
        #expect(try renderer.size == CGSize(width: 1, height: 1))
        renderer.scale = 2
        let pixels = try decodePNG(renderer.pngData())
        #expect(pixels.width == 2 && pixels[1, 1] == RGBA(Color.white))

        let filled = try renderPNG(Image.load(data: makePNG(quadrants)).resizable().interpolation(.none).scaledToFill().frame(width: 20, height: 10).clipped())
        #expect(filled.width == 20 && filled.height == 10)
        #expect(filled[0, 0] == RGBA(Color.red) && filled[19, 9] == RGBA(Color.white))
    }

    @Test("A missing image draws a labelled placeholder; a symbol draws its placeholder outline")
    func placeholders() throws {
        let missing = ImageRenderer(content: Image("no-such-image-anywhere").resizable().frame(width: 40, height: 30))
        let pixels = try decodePNG(missing.pngData())
        #expect(pixels[20, 2].a == 255)
        #expect(pixels[2, 2] == pixels[37, 27])
        #expect(!missing.diagnostics.isEmpty)
        #expect(try missing.svg().contains("no-such-image-anywhere"))

        let symbol = ImageRenderer(content: Image(systemName: "no.such.symbol").environment(\.defaultFontFamily, Font.testFontFamily).font(.system(size: 20)))
        #expect(try symbol.size == CGSize(width: 20, height: 20))
        #expect(try decodePNG(symbol.pngData())[10, 3].a == 255)
    }

    @Test("Images render alike in SVG and PNG")
    func svgMatches() throws {
        let image = try Image.load(data: makePNG(nine))
        let view = HStack(spacing: 4) {
            image.resizable().interpolation(.none).frame(width: 18, height: 12)
            image.resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)).interpolation(.none).frame(width: 24, height: 15)
            image.resizable(resizingMode: .tile).frame(width: 10, height: 7)
            image
        }.padding(3)
        let renderer = ImageRenderer(content: view)
        let png = try renderer.pngData(), svg = try renderer.svg()
        let (mean, outliers) = difference(try decodePNG(png), try rasterizeWithRSVG(svg))
        if mean >= 2 || outliers >= 0.02 || keepsRenders { keepForInspection("images", png: png, svg: svg) }
        #expect(mean < 2, "mean channel difference \(mean)")
        #expect(outliers < 0.02, "outliers \(outliers)")
        #expect(svg.contains("data:image/png;base64,"))
    }
}
