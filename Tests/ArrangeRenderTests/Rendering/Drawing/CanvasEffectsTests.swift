import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// The Oklab midpoint of two sRGB colours, as bytes: Björn Ottosson's published conversion
/// (https://bottosson.github.io/posts/oklab/), written out here independently of Arrange's.
@MainActor private func oklabMidpoint(_ c1: (Double, Double, Double), _ c2: (Double, Double, Double)) -> RGBA {
    func toLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func toLab(_ c: (Double, Double, Double)) -> [Double] {
        let r = toLinear(c.0), g = toLinear(c.1), b = toLinear(c.2)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
    }
    let a = toLab(c1), b = toLab(c2)
    let mid = zip(a, b).map { ($0 + $1) / 2 }
    let l = pow(mid[0] + 0.3963377774 * mid[1] + 0.2158037573 * mid[2], 3)
    let m = pow(mid[0] - 0.1055613458 * mid[1] - 0.0638541728 * mid[2], 3)
    let s = pow(mid[0] - 0.0894841775 * mid[1] - 1.2914855480 * mid[2], 3)
    func byte(_ linear: Double) -> UInt8 {
        let v = min(max(linear, 0), 1)
        return UInt8(((v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055) * 255).rounded())
    }
    return RGBA(r: byte(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                g: byte(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                b: byte(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
}

@Suite("Canvas: shadow options, blend modes, inverse clips; perceptual gradients")
@MainActor struct CanvasEffectsTests {
    static let white = RGBA(r: 255, g: 255, b: 255)
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let black = RGBA(r: 0, g: 0, b: 0)
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let pureBlue = Color(red: 0, green: 0, blue: 1)

    /// A 60 × 40 canvas: `background` (if any) over all of it, then a 20 × 20 red square at
    /// (20, 10) drawn after `filter` (a sharp shadow moved by (10, 5) covers (30…50, 15…35)).
    static func shadowed(_ filter: GraphicsContext.Filter, background: Color? = .white) throws -> Pixels {
        try renderPNG(Canvas { context, size in
            if let background { context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(background)) }
            context.addFilter(filter)
            context.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(pureRed))
        }.frame(width: 60, height: 40))
    }

    // MARK: Shadow options

    @Test("A shadow is drawn below its content by default")
    func shadowBelow() throws {
        let png = try Self.shadowed(.shadow(color: .black, radius: 0, x: 10, y: 5, blendMode: .multiply))
        #expect(png[35, 20] == Self.red)     // content over the shadow
        #expect(png[45, 25] == Self.black)   // shadow beyond the content
        #expect(png[25, 12] == Self.red)
        #expect(png[5, 5] == Self.white)
    }

    @Test("shadowAbove draws the shadow over its content")
    func shadowAbove() throws {
        let png = try Self.shadowed(.shadow(color: .black, radius: 0, x: 10, y: 5, options: .shadowAbove))
        #expect(png[35, 20] == Self.black)
        #expect(png[45, 25] == Self.black)
        #expect(png[25, 12] == Self.red)
    }

    @Test("shadowOnly draws the shadow without its content")
    func shadowOnly() throws {
        let png = try Self.shadowed(.shadow(color: .black, radius: 0, x: 10, y: 5, options: .shadowOnly))
        #expect(png[25, 12] == Self.white)
        #expect(png[35, 20] == Self.black)
        #expect(png[45, 25] == Self.black)
    }

    @Test("invertsAlpha shadows everything outside the moved content, within the canvas")
    func shadowInvertsAlpha() throws {
        let png = try Self.shadowed(.shadow(color: .black, radius: 0, x: 10, y: 5, options: .invertsAlpha))
        #expect(png[5, 5] == Self.black)      // far outside: the inverted silhouette is opaque
        #expect(png[45, 25] == Self.white)    // inside the moved silhouette's hole
        #expect(png[25, 12] == Self.red)      // the content, above its shadow
        #expect(png[59, 39] == Self.black)
    }

    @Test("invertsAlpha with shadowAbove and sourceAtop is an inner shadow: only on the content")
    func innerShadow() throws {
        let png = try Self.shadowed(.shadow(color: .black, radius: 0, x: 10, y: 5, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]))
        #expect(png[25, 12] == Self.black)    // content outside the moved hole: shadowed
        #expect(png[35, 20] == Self.red)      // content inside the hole
        #expect(png[45, 25] == Self.white)    // no content: nothing
        #expect(png[5, 5] == Self.white)
    }

    @Test("A blurred inner shadow fades from its edge into the content")
    func blurredInnerShadow() throws {
        let png = try Self.shadowed(.shadow(color: .black, radius: 4, x: 0, y: 0, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]))
        // At the centre (10 points from every edge, 5 standard deviations) the shadow is gone;
        // at the edge's inner pixel, the inverted silhouette blurred by σ = 2 is about a third.
        #expect(png[30, 20] == Self.red)
        #expect(png[20, 20].r < 200 && png[20, 20].r > 100, "\(png[20, 20])")
        #expect(png[10, 20] == Self.white)
    }

    @Test("The shadow's blend mode composites it with its content in a group, or onto the background with disablesGroup")
    func shadowGroup() throws {
        let yellow = Color(red: 1, green: 1, blue: 0)
        let grouped = try Self.shadowed(.shadow(color: Self.pureBlue, radius: 0, x: 10, y: 5, blendMode: .multiply, options: .shadowAbove), background: yellow)
        // In the group the shadow multiplies the red content only; beyond it, it is plain blue.
        #expect(grouped[35, 20] == Self.black)
        #expect(grouped[45, 25] == RGBA(r: 0, g: 0, b: 255))
        let separate = try Self.shadowed(.shadow(color: Self.pureBlue, radius: 0, x: 10, y: 5, blendMode: .multiply, options: [.shadowAbove, .disablesGroup]), background: yellow)
        #expect(separate[35, 20] == Self.black)
        #expect(separate[45, 25] == Self.black)    // yellow × blue
        #expect(separate[25, 12] == Self.red)
    }

    // MARK: Blend modes

    /// A 60 × 40 canvas with no background: `destination` over x 0…30, then `source` over
    /// (20…50, 10…30) drawn in `mode`.
    static func blended(_ mode: GraphicsContext.BlendMode, source: Color = pureBlue, destination: Color = pureRed) throws -> Pixels {
        try renderPNG(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), with: .color(destination))
            context.blendMode = mode
            context.fill(Path(CGRect(x: 20, y: 10, width: 30, height: 20)), with: .color(source))
        }.frame(width: 60, height: 40))
    }

    @Test("Every Porter–Duff mode, within what is drawn: destination only, both, source only, neither")
    func porterDuff() throws {
        let blue = RGBA(r: 0, g: 0, b: 255), red = Self.red, clear = RGBA.clear
        let expected: [(String, GraphicsContext.BlendMode, [RGBA])] = [
            ("clear", .clear, [red, clear, clear, clear]),
            ("copy", .copy, [red, blue, blue, clear]),
            ("sourceIn", .sourceIn, [red, blue, clear, clear]),
            ("sourceOut", .sourceOut, [red, clear, blue, clear]),
            ("sourceAtop", .sourceAtop, [red, blue, clear, clear]),
            ("destinationOver", .destinationOver, [red, red, blue, clear]),
            ("destinationIn", .destinationIn, [red, red, clear, clear]),
            ("destinationOut", .destinationOut, [red, clear, clear, clear]),
            ("destinationAtop", .destinationAtop, [red, red, blue, clear]),
            ("xor", .xor, [red, clear, blue, clear]),
            ("plusLighter", .plusLighter, [red, RGBA(r: 255, g: 0, b: 255), blue, clear]),
            ("plusDarker", .plusDarker, [red, Self.black, blue, clear]),
        ]
        for (name, mode, pixels) in expected {
            let png = try Self.blended(mode)
            // (10, 5): the destination outside the source's rectangle; (25, 20): both;
            // (40, 20): the source alone; (55, 35): neither.
            let seen = [png[10, 5], png[25, 20], png[40, 20], png[55, 35]]
            #expect(seen == pixels, "\(name): \(seen)")
        }
    }

    @Test("Per-pixel blends read back the right pixels inside a group that does not start at the image's corner")
    func blendInOffsetGroup() throws {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), with: .color(Self.pureRed))
            context.blendMode = .sourceIn
            context.fill(Path(CGRect(x: 20, y: 10, width: 30, height: 20)), with: .color(Self.pureBlue))
        }.frame(width: 60, height: 40)
        // The shadow draws its content into a group clipped to the content's pixels: offset by 17.
        let png = try renderPNG(canvas.shadow(color: .black, radius: 0, x: 0, y: 100).padding(17).background(Color.white))
        #expect(png[17 + 10, 17 + 5] == Self.red)
        #expect(png[17 + 25, 17 + 20] == RGBA(r: 0, g: 0, b: 255))
        #expect(png[17 + 40, 17 + 20] == Self.white)
        #expect(png[17 + 19, 17 + 20] == Self.red)
        #expect(png[17 + 20, 17 + 9] == Self.red)
    }

    @Test("plusDarker adds the colours and subtracts one: 0.6 + 0.8 − 1, 0.8 + 0.6 − 1, 1 + 0.5 − 1")
    func plusDarker() throws {
        let png = try Self.blended(.plusDarker, source: Color(red: 0.8, green: 0.6, blue: 0.5), destination: Color(red: 0.6, green: 0.8, blue: 1))
        #expect(png[25, 20].isClose(to: RGBA(r: 102, g: 102, b: 128), tolerance: 1), "\(png[25, 20])")
    }

    @Test("sourceIn with a translucent source keeps its alpha where the background is opaque: S·Da")
    func translucentSourceIn() throws {
        let png = try Self.blended(.sourceIn, source: Self.pureBlue.opacity(0.5))
        #expect(png[25, 20].isClose(to: RGBA(r: 0, g: 0, b: 255, a: 128), tolerance: 1), "\(png[25, 20])")
        #expect(png[10, 5] == Self.red)
    }

    @Test("Separable modes: screen and difference of (1, 0.5, 0) and (0, 0.5, 1)")
    func separableModes() throws {
        let d = Color(red: 1, green: 0.5, blue: 0), s = Color(red: 0, green: 0.5, blue: 1)
        #expect(try Self.blended(.screen, source: s, destination: d)[25, 20].isClose(to: RGBA(r: 255, g: 191, b: 255), tolerance: 1))
        #expect(try Self.blended(.difference, source: s, destination: d)[25, 20] == RGBA(r: 255, g: 0, b: 255))
        #expect(try Self.blended(.darken, source: s, destination: d)[25, 20].isClose(to: RGBA(r: 0, g: 128, b: 0), tolerance: 1))
    }

    @Test("clear in a canvas clears the canvas's own layer, not the views behind it")
    func clearStaysInCanvas() throws {
        let png = try renderPNG(ZStack {
            Color(red: 0, green: 1, blue: 0)
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
                context.blendMode = .clear
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
            }
        }.frame(width: 60, height: 40))
        #expect(png[20, 20] == RGBA(r: 0, g: 255, b: 0))
        #expect(png[5, 5] == Self.red)
    }

    @Test("View.blendMode(.plusDarker) is drawn per pixel")
    func viewPlusDarker() throws {
        let png = try renderPNG(ZStack {
            Color(red: 0.6, green: 0.8, blue: 1)
            Color(red: 0.8, green: 0.6, blue: 0.5).blendMode(.plusDarker)
        }.frame(width: 10, height: 10))
        #expect(png[5, 5].isClose(to: RGBA(r: 102, g: 102, b: 128), tolerance: 1), "\(png[5, 5])")
    }

    // MARK: Inverse clips

    @Test("clip(to:options: .inverse) draws only outside the path")
    func inverseClip() throws {
        let png = try renderPNG(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            context.clip(to: Path(CGRect(x: 20, y: 10, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40))
        #expect(png[30, 20] == Self.white)
        #expect(png[5, 5] == Self.red)
        #expect(png[45, 35] == Self.red)
        #expect(png[19, 20] == Self.red)
        #expect(png[20, 20] == Self.white)
    }

    @Test("clipToLayer clips to the layer's alpha times its opacity; .inverse to one minus it")
    func clipToLayer() throws {
        func render(_ options: GraphicsContext.ClipOptions, opacity: Double) throws -> Pixels {
            try renderPNG(Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.clipToLayer(opacity: opacity, options: options) { layer in
                    layer.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(.black))
                }
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
            }.frame(width: 60, height: 40))
        }
        let plain = try render([], opacity: 1)
        #expect(plain[30, 20] == Self.red)
        #expect(plain[5, 5] == Self.white)
        let faded = try render([], opacity: 0.5)
        #expect(faded[30, 20].isClose(to: RGBA(r: 255, g: 128, b: 128), tolerance: 1), "\(faded[30, 20])")
        let inverse = try render(.inverse, opacity: 1)
        #expect(inverse[30, 20] == Self.white)
        #expect(inverse[5, 5] == Self.red)
        let inverseFaded = try render(.inverse, opacity: 0.5)
        #expect(inverseFaded[30, 20].isClose(to: RGBA(r: 255, g: 128, b: 128), tolerance: 1), "\(inverseFaded[30, 20])")
        #expect(inverseFaded[5, 5] == Self.red)
    }

    // MARK: Perceptual gradients

    /// A 33 × 33 mesh, white on the left, blue on the right: pixel 16's centre is the middle.
    static func mesh(smooth: Bool, colorSpace: Gradient.ColorSpace) throws -> Pixels {
        try renderPNG(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                   colors: [.white, pureBlue, .white, pureBlue], smoothsColors: smooth, colorSpace: colorSpace)
            .frame(width: 33, height: 33))
    }

    @Test("A perceptual mesh's midpoint is the Oklab midpoint of its colours, smooth or bilinear")
    func perceptualMesh() throws {
        let expected = oklabMidpoint((1, 1, 1), (0, 0, 1))
        for smooth in [true, false] {
            let png = try Self.mesh(smooth: smooth, colorSpace: .perceptual)
            #expect(png[16, 16].isClose(to: expected, tolerance: 1), "smooth \(smooth): \(png[16, 16]) vs \(expected)")
            #expect(png[16, 2].isClose(to: expected, tolerance: 1), "smooth \(smooth): \(png[16, 2])")
        }
    }

    @Test("A device mesh's midpoint is the mean of the sRGB components")
    func deviceMesh() throws {
        for smooth in [true, false] {
            let png = try Self.mesh(smooth: smooth, colorSpace: .device)
            #expect(png[16, 16].isClose(to: RGBA(r: 128, g: 128, b: 255), tolerance: 1), "smooth \(smooth): \(png[16, 16])")
        }
    }

    @Test("Gradient.colorSpace(.perceptual) interpolates a linear gradient in Oklab")
    func perceptualLinearGradient() throws {
        let gradient = Gradient(colors: [.white, Self.pureBlue])
        let perceptual = try renderPNG(Rectangle().fill(.linearGradient(gradient.colorSpace(.perceptual), startPoint: .leading, endPoint: .trailing)).frame(width: 33, height: 4))
        #expect(perceptual[16, 2].isClose(to: oklabMidpoint((1, 1, 1), (0, 0, 1)), tolerance: 1), "\(perceptual[16, 2])")
        let device = try renderPNG(Rectangle().fill(.linearGradient(AnyGradient(gradient), startPoint: .leading, endPoint: .trailing)).frame(width: 33, height: 4))
        #expect(device[16, 2].isClose(to: RGBA(r: 128, g: 128, b: 255), tolerance: 1), "\(device[16, 2])")
    }

    @Test("AnyGradient.colorSpace(.perceptual) as a shape style draws top to bottom in Oklab")
    func perceptualAnyGradient() throws {
        let png = try renderPNG(Rectangle().fill(AnyGradient(Gradient(colors: [.white, Self.pureBlue])).colorSpace(.perceptual)).frame(width: 4, height: 33))
        #expect(png[2, 16].isClose(to: oklabMidpoint((1, 1, 1), (0, 0, 1)), tolerance: 1), "\(png[2, 16])")
    }

    @Test("radialGradient of a perceptual AnyGradient interpolates in Oklab along the radius")
    func perceptualRadialGradient() throws {
        let gradient = Gradient(colors: [.white, Self.pureBlue]).colorSpace(.perceptual)
        let png = try renderPNG(Rectangle().fill(.radialGradient(gradient, endRadius: 16)).frame(width: 33, height: 33))
        // Pixel 24's centre is 8 points from the centre (16.5): half the end radius.
        #expect(png[24, 16].isClose(to: oklabMidpoint((1, 1, 1), (0, 0, 1)), tolerance: 1), "\(png[24, 16])")
    }

    @Test("A canvas's linearGradient shading of a perceptual AnyGradient interpolates in Oklab")
    func perceptualShading() throws {
        let gradient = Gradient(colors: [.white, Self.pureBlue]).colorSpace(.perceptual)
        let png = try renderPNG(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }.frame(width: 33, height: 4))
        #expect(png[16, 2].isClose(to: oklabMidpoint((1, 1, 1), (0, 0, 1)), tolerance: 1), "\(png[16, 2])")
    }

    @Test("GraphicsContext.BlendMode's raw values are Core Graphics' CGBlendMode values")
    func blendModeRawValues() {
        let modes: [GraphicsContext.BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
                                                  .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
                                                  .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter]
        #expect(modes.map(\.rawValue) == Array(0...27))
        #expect(GraphicsContext.BlendMode(rawValue: 20) == .sourceAtop)
    }

    // MARK: SVG

    static func svg<V: View>(_ view: V) throws -> String { try ImageRenderer(content: view).svg() }

    @Test("SVG: an inverse clip is a mask of white with the path in black")
    func svgInverseClip() throws {
        let svg = try Self.svg(Canvas { context, size in
            context.clip(to: Path(CGRect(x: 20, y: 10, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40))
        #expect(svg.contains("<rect x=\"-1\" y=\"-1\" width=\"62\" height=\"42\" fill=\"#ffffff\"/>"), "\(svg)")
        #expect(svg.contains("values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0\""))
        #expect(svg.contains("<path d=\"M20 10L40 10L40 30L20 30Z\" fill=\"#000000\"/>"), "\(svg)")
        #expect(svg.contains("<g mask=\"url(#mask"))
    }

    @Test("SVG: an inner shadow inverts SourceAlpha and composites the shadow atop the content")
    func svgInnerShadow() throws {
        let svg = try Self.svg(Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 4, x: 2, y: 3, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]))
            context.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40))
        #expect(svg.contains("<feComponentTransfer in=\"SourceAlpha\" result=\"inverse\"><feFuncA type=\"table\" tableValues=\"1 0\"/></feComponentTransfer><feGaussianBlur in=\"inverse\" stdDeviation=\"2\"/>"), "\(svg)")
        #expect(svg.contains("<feComposite in=\"shadow\" in2=\"SourceGraphic\" operator=\"atop\"/></filter>"), "\(svg)")
    }

    @Test("SVG: shadowOnly keeps only the shadow; a blended shadow below is merged under the content")
    func svgShadowOnlyAndBelow() throws {
        let only = try Self.svg(Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, options: .shadowOnly))
            context.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40))
        #expect(only.contains("<feComposite in2=\"blur\" operator=\"in\" result=\"shadow\"/></filter>"), "\(only)")
        #expect(!only.contains("SourceGraphic"))
        let below = try Self.svg(Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, blendMode: .multiply))
            context.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40))
        #expect(below.contains("<feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"), "\(below)")
    }

    @Test("SVG: disablesGroup draws the shadow as its own group blended with mix-blend-mode")
    func svgDisablesGroup() throws {
        let svg = try Self.svg(Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, blendMode: .multiply, options: .disablesGroup))
            context.fill(Path(CGRect(x: 20, y: 10, width: 20, height: 20)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40))
        #expect(svg.contains("style=\"mix-blend-mode:multiply\">"), "\(svg)")
        #expect(svg.components(separatedBy: "<path d=\"M20 10L40 10L40 30L20 30Z\" fill=\"#ff0000\"/>").count == 3, "\(svg)")
    }

    @Test("SVG: a canvas blending in a Porter–Duff mode is drawn by Cairo and embedded; separable modes are mix-blend-mode")
    func svgBlendModes() throws {
        let porterDuff = try Self.svg(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
            context.blendMode = .destinationOut
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
        }.frame(width: 60, height: 40))
        #expect(porterDuff.contains("<image x=\"0\" y=\"0\" width=\"60\" height=\"40\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"), "\(porterDuff)")
        #expect(!porterDuff.contains("mix-blend-mode"))
        let screen = try Self.svg(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
            context.blendMode = .screen
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
        }.frame(width: 60, height: 40))
        #expect(screen.contains("<g style=\"isolation:isolate\">"))
        #expect(screen.contains("<g style=\"mix-blend-mode:screen\">"))
    }

    @Test("SVG: a perceptual linear gradient has 16 Oklab steps between its two stops")
    func svgPerceptualGradient() throws {
        let svg = try Self.svg(Rectangle().fill(.linearGradient(Gradient(colors: [.white, Self.pureBlue]).colorSpace(.perceptual), startPoint: .leading, endPoint: .trailing)).frame(width: 33, height: 4))
        #expect(svg.components(separatedBy: "<stop ").count - 1 == 17)
        let mid = oklabMidpoint((1, 1, 1), (0, 0, 1))
        let hex = String(format: "#%02x%02x%02x", mid.r, mid.g, mid.b)
        #expect(svg.contains("<stop offset=\"0.5\" stop-color=\"\(hex)\"/>"), "\(svg)")
    }
}
