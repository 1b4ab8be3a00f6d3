import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// What a canvas's renderer saw, for assertions after rendering.
private final class Seen: @unchecked Sendable {
    var sizes: [CGSize] = []
    var numbers: [CGFloat] = []
    var flags: [Bool] = []
}

/// The test font: every glyph an em square from the descent to the ascent (10 pt: 10 × 10, the
/// baseline 8 from the top).
@MainActor private func testFont<V: View>(_ view: V) -> some View {
    view.environment(\.defaultFontFamily, Font.testFontFamily)
}

@Suite("Canvas: text, images, symbols, filters and layers")
@MainActor struct CanvasDrawingTests {
    static let white = RGBA(r: 255, g: 255, b: 255)

    /// A canvas with a white background under what `draw` draws.
    static func canvas(width: CGFloat = 60, height: CGFloat = 40, _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
        testFont(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            draw(&context, size)
        }.frame(width: width, height: height))
    }

    // MARK: Text

    @Test("ResolvedText measures as the text lays out: its ideal size, wrapped in a width, and its baselines")
    func resolvedTextMeasures() throws {
        let seen = Seen()
        _ = try renderPNG(Self.canvas { context, _ in
            let text = context.resolve(Text("ab cd").font(.system(size: 10)))
            seen.sizes = [text.measure(in: CGSize(width: 1000, height: 1000)), text.measure(in: CGSize(width: 25, height: 1000))]
            seen.numbers = [text.firstBaseline(in: CGSize(width: 25, height: 1000)), text.lastBaseline(in: CGSize(width: 25, height: 1000))]
        })
        #expect(seen.sizes == [CGSize(width: 50, height: 10), CGSize(width: 20, height: 20)])
        #expect(seen.numbers == [8, 18])
    }

    @Test("draw(_:at:anchor:) puts the text's anchor at the point, in its own colour")
    func textAtAnchor() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            context.draw(Text("ab").font(.system(size: 10)).foregroundColor(.red), at: CGPoint(x: 30, y: 15), anchor: .center)
        })
        // 20 × 10 centred on (30, 15): x 20…40, y 10…20.
        #expect(png[20, 10] == RGBA(Color.red))
        #expect(png[39, 19] == RGBA(Color.red))
        #expect(png[19, 15] == Self.white)
        #expect(png[40, 15] == Self.white)
        #expect(png[30, 9] == Self.white)
        #expect(png[30, 20] == Self.white)
    }

    @Test("Uncoloured text is filled with the resolved text's shading, faded by the context's opacity")
    func textShading() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            var text = context.resolve(Text("a").font(.system(size: 10)))
            text.shading = .color(.blue)
            context.draw(text, at: .zero, anchor: .topLeading)
            context.opacity = 0.5
            context.draw(Text("a").font(.system(size: 10)), at: CGPoint(x: 20, y: 0), anchor: .topLeading)
        })
        #expect(png[5, 5] == RGBA(Color.blue))
        #expect(png[25, 5].isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 1))
    }

    @Test("draw(_:in:) wraps the text to the rectangle's width from its top-left corner")
    func textInRect() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            context.draw(Text("ab cd").font(.system(size: 10)).foregroundColor(.red), in: CGRect(x: 10, y: 5, width: 25, height: 30))
        })
        #expect(png[10, 5] == RGBA(Color.red))       // "ab", x 10…30, y 5…15
        #expect(png[29, 24] == RGBA(Color.red))      // "cd", y 15…25
        #expect(png[31, 10] == Self.white)
        #expect(png[20, 26] == Self.white)
    }

    // MARK: Images

    @Test("A resolved bitmap has its natural size and is stretched into a rectangle")
    func bitmapImage() throws {
        let red = try Image.load(data: ImageRenderer(content: Color.red.frame(width: 2, height: 2)).pngData())
        let seen = Seen()
        let png = try renderPNG(Self.canvas { context, _ in
            let image = context.resolve(red)
            seen.sizes = [image.size]
            seen.flags = [image.shading == nil]
            context.draw(image, in: CGRect(x: 10, y: 10, width: 20, height: 20))
            context.draw(red, at: CGPoint(x: 50, y: 5), anchor: .center)
        })
        #expect(seen.sizes == [CGSize(width: 2, height: 2)])
        #expect(seen.flags == [true])
        #expect(png[11, 11] == RGBA(Color.red) && png[28, 28] == RGBA(Color.red))
        #expect(png[9, 15] == Self.white && png[31, 15] == Self.white)
        #expect(png[49, 4] == RGBA(Color.red) && png[50, 5] == RGBA(Color.red))
        #expect(png[47, 5] == Self.white)
    }

    @Test("A symbol image is filled with its shading")
    func symbolImage() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            var symbol = context.resolve(Image(systemName: "circle.fill"))
            symbol.shading = .color(.green)
            context.draw(symbol, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        })
        #expect(png[20, 20] == RGBA(Color.green))
        #expect(png[1, 1] == Self.white)
    }

    // MARK: Symbols

    @Test("resolveSymbol finds a symbol view by its tag, at its ideal size; unknown tags give nil")
    func symbols() throws {
        let seen = Seen()
        let view = testFont(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.white))
            if let dot = context.resolveSymbol(id: "dot") {
                seen.sizes = [dot.size]
                context.draw(dot, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
                context.draw(dot, in: CGRect(x: 0, y: 0, width: 5, height: 5))
            }
            seen.flags = [context.resolveSymbol(id: "none") == nil]
        } symbols: {
            Color.red.frame(width: 10, height: 6).tag("dot")
            Color.blue.frame(width: 4, height: 4).tag(7)
        }.frame(width: 60, height: 40))
        let png = try renderPNG(view)
        #expect(seen.sizes == [CGSize(width: 10, height: 6)])
        #expect(seen.flags == [true])
        #expect(png[20, 20] == RGBA(Color.red) && png[29, 25] == RGBA(Color.red))
        #expect(png[30, 22] == Self.white && png[25, 26] == Self.white)
        #expect(png[4, 4] == RGBA(Color.red) && png[5, 5] == Self.white)
    }

    // MARK: Filters

    /// A 20 × 20 square of `color` at (20, 10), drawn after `filter`.
    static func filtered(_ filter: GraphicsContext.Filter, color: Color = .red, background: Bool = true) throws -> Pixels {
        try renderPNG(testFont(Canvas { context, size in
            if background { context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white)) }
            context.addFilter(filter)
            context.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(color))
        }.frame(width: 60, height: 40)))
    }

    @Test("Colour filters: colorMultiply, grayscale, saturation, colorInvert, brightness, contrast, hueRotation")
    func colourFilters() throws {
        let pure = Color(red: 1, green: 0, blue: 0)
        #expect(try Self.filtered(.colorMultiply(Color(red: 1, green: 0.5, blue: 0)), color: .white)[30, 20] == RGBA(r: 255, g: 128, b: 0))
        #expect(try Self.filtered(.grayscale(1), color: pure)[30, 20] == RGBA(r: 54, g: 54, b: 54))
        #expect(try Self.filtered(.saturation(0), color: pure)[30, 20] == RGBA(r: 54, g: 54, b: 54))
        #expect(try Self.filtered(.colorInvert(), color: pure)[30, 20] == RGBA(r: 0, g: 255, b: 255))
        #expect(try Self.filtered(.colorInvert(0.5), color: pure)[30, 20] == RGBA(r: 128, g: 128, b: 128))
        #expect(try Self.filtered(.brightness(0.5), color: .black)[30, 20] == RGBA(r: 128, g: 128, b: 128))
        #expect(try Self.filtered(.contrast(0), color: pure)[30, 20] == RGBA(r: 128, g: 128, b: 128))
        // The Filter Effects hue rotation by 180°: red row 0.213 − 0.787 (clamped to 0), green
        // and blue rows 0.213 + 0.213.
        #expect(try Self.filtered(.hueRotation(.degrees(180)), color: pure)[30, 20] == RGBA(r: 0, g: 109, b: 109))
        // The filter applies only to what is drawn after it: the background stays white.
        #expect(try Self.filtered(.colorInvert(), color: pure)[5, 5] == Self.white)
    }

    @Test("luminanceToAlpha makes luminance the alpha of black")
    func luminanceToAlpha() throws {
        let png = try Self.filtered(.luminanceToAlpha, color: Color(red: 1, green: 0, blue: 0), background: false)
        #expect(png[30, 20] == RGBA(r: 0, g: 0, b: 0, a: 54))
    }

    @Test("alphaThreshold keeps pixels whose alpha is in range, in its colour, and clears the others")
    func alphaThreshold() throws {
        let kept = try Self.filtered(.alphaThreshold(min: 0.5, color: .blue), color: Color.red.opacity(0.6), background: false)
        #expect(kept[30, 20] == RGBA(Color.blue))
        let cleared = try Self.filtered(.alphaThreshold(min: 0.5, color: .blue), color: Color.red.opacity(0.3), background: false)
        #expect(cleared[30, 20].a == 0)
    }

    @Test("A shadow filter draws the content's silhouette offset under it")
    func shadow() throws {
        let png = try Self.filtered(.shadow(color: .black, radius: 0, x: 10, y: 5))
        #expect(png[30, 20] == RGBA(Color.red))
        #expect(png[45, 25] == RGBA(r: 0, g: 0, b: 0))      // under the offset copy, beyond the square
        #expect(png[45, 12] == Self.white)                  // above the offset copy
    }

    @Test("A blur filter spreads the content beyond its edges")
    func blur() throws {
        let png = try Self.filtered(.blur(radius: 8), background: false)
        #expect(png[18, 20].a > 30 && png[18, 20].a < 200, "\(png[18, 20])")
        #expect(png[30, 20].a > 200)
        let sharp = try Self.filtered(.blur(radius: 0), background: false)
        #expect(sharp[18, 20].a == 0)
    }

    // MARK: Layers, opacity, blend modes

    @Test("drawLayer composites its content as one layer: overlaps show the top colour at the context's opacity")
    func isolatedLayer() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
                layer.fill(Path(CGRect(x: 20, y: 0, width: 30, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
            }
            // Without a layer, each fill is faded on its own and the overlap mixes them.
            faded.fill(Path(CGRect(x: 0, y: 20, width: 30, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            faded.fill(Path(CGRect(x: 20, y: 20, width: 30, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
        })
        #expect(png[10, 10].isClose(to: RGBA(r: 255, g: 128, b: 128), tolerance: 1))
        #expect(png[25, 10].isClose(to: RGBA(r: 128, g: 128, b: 255), tolerance: 1))
        #expect(png[25, 30].isClose(to: RGBA(r: 128, g: 64, b: 191), tolerance: 1))
    }

    @Test("Filters added before drawLayer apply to the layer as a whole")
    func filteredLayer() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
        })
        #expect(png[10, 10] == RGBA(r: 0, g: 255, b: 255))
    }

    @Test("The context's blend mode composites what is drawn next with what is under it")
    func blendMode() throws {
        let png = try renderPNG(Self.canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 20)), with: .color(Color(red: 1, green: 1, blue: 0)))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 20, y: 0, width: 30, height: 20)), with: .color(Color(red: 0, green: 1, blue: 1)))
        })
        #expect(png[25, 10] == RGBA(r: 0, g: 255, b: 0))
        #expect(png[40, 10] == RGBA(r: 0, g: 255, b: 255))
    }

    @Test("SVG output draws canvas text as outlines and canvas filters as SVG filters")
    func svg() throws {
        let view = Self.canvas { context, _ in
            context.addFilter(.grayscale(1))
            context.draw(Text("a").font(.system(size: 10)), at: .zero, anchor: .topLeading)
        }
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("<feColorMatrix type=\"matrix\""))
        #expect(svg.contains("d=\"M0 0L10 0L10 10L0 10Z\"") || svg.contains("M0 10L10 10L10 0L0 0Z"), "\(svg)")
    }
}
