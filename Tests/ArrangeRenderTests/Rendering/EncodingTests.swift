import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
@testable import ArrangeText
import CArrangeJPEG
import CWebP
import Foundation
import Testing

/// Red on the left half, transparent on the right: 40×20 points.
private struct HalfRed: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.clear.frame(width: 20, height: 20)
        }
    }
}

/// Something with gradients and text, whose files differ in size by compression.
private struct Busy: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Encoding settings compared").font(.system(size: 18, weight: .bold)).foregroundStyle(.white)
            Text("zlib levels, PNG filters, JPEG and WebP").font(.system(size: 12)).foregroundStyle(.white.opacity(0.8))
        }
        .padding(16)
        .frame(width: 320, height: 120)
        .background(LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// A PNG's header: size and colour type (2 RGB, 6 RGBA), from the IHDR chunk.
@MainActor private func pngHeader(_ data: Data) -> (width: Int, height: Int, bitDepth: Int, colorType: Int)? {
    let bytes = [UInt8](data.prefix(33))
    guard bytes.count == 33, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
          String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20), Int(bytes[24]), Int(bytes[25]))
}

/// A JPEG decoded by libjpeg: size and RGB pixels.
@MainActor private func decodeJPEG(_ data: Data) throws -> (width: Int, height: Int, rgb: [UInt8]) {
    var result = arrange_jpeg_result()
    let status = data.withUnsafeBytes { raw in
        arrange_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, 10_000, 10_000_000, &result)
    }
    defer { arrange_jpeg_release(&result) }
    guard status == 0, let pixels = result.pixels, result.components == 3 else {
        throw RenderTestError.failed("libjpeg could not decode the JPEG (status \(status), \(result.components) components)")
    }
    let count = Int(result.width) * Int(result.height) * 3
    return (Int(result.width), Int(result.height), Array(UnsafeBufferPointer(start: pixels, count: count)))
}

/// A WebP decoded by libwebp: straight RGBA pixels.
@MainActor private func decodeWebP(_ data: Data) throws -> Pixels {
    var width: Int32 = 0, height: Int32 = 0
    let decoded = data.withUnsafeBytes { raw in
        WebPDecodeRGBA(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height)
    }
    guard let decoded else { throw RenderTestError.failed("libwebp could not decode the WebP") }
    defer { WebPFree(decoded) }
    return Pixels(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: decoded, count: Int(width * height * 4))))
}

@Suite("Rendering: PNG, JPEG and WebP encoding")
@MainActor struct EncodingTests {
    @Test("PNG: opaque images are written as 8-bit RGB, transparent ones as RGBA; both decode to the drawing")
    func pngColorTypes() throws {
        let transparent = ImageRenderer(content: HalfRed())
        transparent.scale = 2
        let rgba = try transparent.pngData()
        #expect(pngHeader(rgba)?.width == 80 && pngHeader(rgba)?.height == 40)
        #expect(pngHeader(rgba)?.colorType == 6 && pngHeader(rgba)?.bitDepth == 8)
        let pixels = try decodePNG(rgba)
        #expect(pixels[10, 10] == RGBA(Color.red))
        #expect(pixels[60, 10] == .clear)

        let opaque = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        let rgb = try opaque.pngData()
        #expect(pngHeader(rgb)?.colorType == 2)
        #expect(try decodePNG(rgb)[29, 19] == RGBA(Color.red))
    }

    @Test("PNG: translucent pixels keep their colour (alpha divided back out)")
    func pngTranslucent() throws {
        let pixels = try decodePNG(ImageRenderer(content: Color(red: 1, green: 0.5, blue: 0).opacity(0.5).frame(width: 4, height: 4)).pngData())
        #expect(pixels[1, 1].isClose(to: RGBA(r: 255, g: 128, b: 0, a: 128), tolerance: 2))
    }

    @Test("PNG compression: fast, balanced and smallest decode to the same pixels, in shrinking files")
    func pngCompressionSizes() throws {
        let renderer = ImageRenderer(content: Busy())
        var sizes: [PNGCompression: Int] = [:]
        var decoded: [Pixels] = []
        for compression in PNGCompression.allCases {
            renderer.pngCompression = compression
            let data = try renderer.pngData()
            sizes[compression] = data.count
            decoded.append(try decodePNG(data))
        }
        #expect(decoded.allSatisfy { $0.rgba == decoded[0].rgba && $0.width == 320 && $0.height == 120 })
        let fast = try #require(sizes[.fast]), balanced = try #require(sizes[.balanced]), smallest = try #require(sizes[.smallest])
        #expect(fast > balanced, "\(sizes)")
        #expect(balanced > smallest, "\(sizes)")
        // The default is the fast setting.
        #expect(ImageRenderer(content: Busy()).pngCompression == .fast)
    }

    @Test("JPEG: the header and size are right, colours survive, transparent parts are black")
    func jpegRoundTrip() throws {
        let renderer = ImageRenderer(content: HalfRed())
        renderer.scale = 2
        let data = try renderer.jpegData(compressionQuality: 0.9)
        #expect(data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        let image = try decodeJPEG(data)
        #expect(image.width == 80 && image.height == 40)
        func pixel(_ x: Int, _ y: Int) -> RGBA {
            let i = (y * image.width + x) * 3
            return RGBA(r: image.rgb[i], g: image.rgb[i + 1], b: image.rgb[i + 2])
        }
        #expect(pixel(10, 20).isClose(to: RGBA(Color.red), tolerance: 8), "\(pixel(10, 20))")
        #expect(pixel(70, 20).isClose(to: RGBA(r: 0, g: 0, b: 0), tolerance: 8), "\(pixel(70, 20))")
        // isOpaque draws the system background (white) instead.
        renderer.isOpaque = true
        let opaque = try decodeJPEG(renderer.jpegData(compressionQuality: 0.9))
        let i = (20 * opaque.width + 70) * 3
        #expect(RGBA(r: opaque.rgb[i], g: opaque.rgb[i + 1], b: opaque.rgb[i + 2]).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 8))
    }

    @Test("JPEG: lower quality makes smaller files; out-of-range qualities are clamped, NaN throws")
    func jpegQuality() throws {
        let renderer = ImageRenderer(content: Busy())
        let low = try renderer.jpegData(compressionQuality: 0.3).count
        let high = try renderer.jpegData(compressionQuality: 0.95).count
        #expect(low < high)
        #expect(try renderer.jpegData(compressionQuality: 7) == renderer.jpegData(compressionQuality: 1))
        #expect(try renderer.jpegData(compressionQuality: -1) == renderer.jpegData(compressionQuality: 0))
        #expect(throws: RenderError.self) { try renderer.jpegData(compressionQuality: .nan) }
    }

    @Test("WebP: lossy keeps size, colour and transparency; lossless is pixel-exact")
    func webPRoundTrip() throws {
        let renderer = ImageRenderer(content: HalfRed())
        renderer.scale = 2
        let lossy = try renderer.webPData(compressionQuality: 0.9)
        #expect(lossy.prefix(4) == Data("RIFF".utf8) && lossy[8..<12] == Data("WEBP".utf8))
        var width: Int32 = 0, height: Int32 = 0
        let info = lossy.withUnsafeBytes { WebPGetInfo($0.bindMemory(to: UInt8.self).baseAddress, $0.count, &width, &height) }
        #expect(info != 0 && width == 80 && height == 40)
        let pixels = try decodeWebP(lossy)
        #expect(pixels[10, 20].isClose(to: RGBA(Color.red), tolerance: 10), "\(pixels[10, 20])")
        #expect(pixels[70, 20].a == 0)

        let lossless = try decodeWebP(renderer.webPData(compressionQuality: 0.5, lossless: true))
        let png = try decodePNG(renderer.pngData())
        #expect(lossless.width == png.width && lossless.height == png.height)
        // Transparent pixels' colours are not defined; everything else is exact.
        for y in 0..<png.height {
            for x in 0..<png.width where png[x, y].a > 0 {
                #expect(lossless[x, y] == png[x, y])
            }
        }
    }

    @Test("WebP: opaque content with translucent colours comes back as drawn")
    func webPBusy() throws {
        let renderer = ImageRenderer(content: Busy())
        let png = try decodePNG(renderer.pngData())
        let lossless = try decodeWebP(renderer.webPData(compressionQuality: 0, lossless: true))
        #expect(lossless.rgba == png.rgba)
        #expect(try renderer.webPData(compressionQuality: 0.2).count < renderer.webPData(compressionQuality: 0.95).count)
    }

    @Test("write(to:) picks PNG, JPEG, WebP, SVG or PDF by the extension, in any case")
    func writePicksByExtension() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = ImageRenderer(content: HalfRed())
        let expected: [(String, Data)] = [
            ("a.png", Data([0x89, 0x50, 0x4E, 0x47])), ("b.jpg", Data([0xFF, 0xD8, 0xFF])), ("c.JPEG", Data([0xFF, 0xD8, 0xFF])),
            ("d.webp", Data("RIFF".utf8)), ("e.svg", Data("<?xml".utf8)), ("f.Pdf", Data("%PDF".utf8)),
        ]
        for (name, magic) in expected {
            let url = directory.appendingPathComponent(name)
            try renderer.write(to: url)
            #expect(try Data(contentsOf: url).starts(with: magic), "\(name)")
        }
        #expect(RenderFormat(pathExtension: "JPG") == .jpeg)
        #expect(RenderFormat(pathExtension: "webp") == .webp)
        #expect(RenderFormat(pathExtension: "gif") == nil)
        try renderer.write(to: directory.appendingPathComponent("g.bin"), format: .webp)
        #expect(try Data(contentsOf: directory.appendingPathComponent("g.bin")).starts(with: Data("RIFF".utf8)))
        do {
            try renderer.write(to: directory.appendingPathComponent("h.gif"))
            Issue.record("a .gif was written")
        } catch let error as RenderError {
            #expect(error.message == "cannot tell the image format of h.gif: use a .svg, .png, .jpg, .jpeg, .webp or .pdf file name, or pass a format")
        }
    }

    @Test("One drawing serves every bitmap format until something changes")
    func drawsOnce() throws {
        let renderer = ImageRenderer(content: HalfRed())
        let first = try renderer.rasterImage()
        _ = try renderer.pngData()
        _ = try renderer.jpegData()
        _ = try renderer.webPData()
        #expect(try renderer.rasterImage() === first)
        renderer.pngCompression = .smallest
        #expect(try renderer.rasterImage() === first)
        renderer.scale = 2
        let second = try renderer.rasterImage()
        #expect(second !== first && second.width == 80)
    }

    @Test("outputPixels: JPEG and WebP over the limit throw before drawing, with the PNG's message")
    func outputPixelsForEveryFormat() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 100, height: 100))
        renderer.scale = 2
        renderer.limits.outputPixels = 39_999
        for (format, output) in [("JPEG", { try renderer.jpegData() }), ("WebP", { try renderer.webPData() })] as [(String, () throws -> Data)] {
            do {
                _ = try output()
                Issue.record("the \(format) was made")
            } catch let error as RenderError {
                #expect(error.message == "the \(format) would be 200 × 200 pixels (40000 pixels), more than ImageRenderer.limits.outputPixels (39999); nothing was drawn")
            }
        }
        renderer.limits.outputPixels = 40_000
        #expect(try decodeWebP(renderer.webPData()).width == 200)
    }

    @Test("A WebP wider than 16383 pixels or a JPEG wider than 65500 throws, with the format's limit")
    func formatSideLimits() throws {
        let wide = ImageRenderer(content: Color.red.frame(width: 16_384, height: 1))
        do {
            _ = try wide.webPData()
            Issue.record("the WebP was made")
        } catch let error as RenderError {
            #expect(error.message == "a WebP image is at most 16383 pixels on a side; the image is 16384×1")
        }
        #expect(try pngHeader(wide.pngData())?.width == 16_384)
        #expect(try wide.jpegData().starts(with: Data([0xFF, 0xD8])))
    }

    @Test("A view answering a non-finite size (made 0 by the engine) throws for every bitmap format, before anything is drawn")
    func nonFiniteSize() throws {
        let renderer = ImageRenderer(content: UnboundedLayout { Color.red })
        let size = try renderer.size
        #expect(size.width == 0)
        for output in [{ try renderer.pngData() }, { try renderer.jpegData() }, { try renderer.webPData() }] as [() throws -> Data] {
            do {
                _ = try output()
                Issue.record("an image was made")
            } catch let error as RenderError {
                #expect(error.message == "the image width is 0.0 points: there is nothing to draw (the content's size must be positive and finite)")
            }
        }
    }

    @Test("A corrupt image file draws its placeholder in every format, with a diagnostic")
    func corruptImage() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("broken.png")
        var bytes = [UInt8](ImageFixtures.solidPNG(width: 8, height: 8))
        bytes.removeLast(30)
        try Data(bytes).write(to: url)
        let renderer = ImageRenderer(content: Image(contentsOf: url).resizable().frame(width: 40, height: 30))
        #expect(try decodePNG(renderer.pngData()).width == 40)
        #expect(try decodeJPEG(renderer.jpegData()).width == 40)
        #expect(try decodeWebP(renderer.webPData()).width == 40)
        #expect(renderer.diagnostics.count == 1)
        #expect(renderer.diagnostics.first?.contains("broken.png") == true)
    }

    @Test("A font file cut short is refused or draws what it has; it never ends the process")
    func truncatedFont() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        var refused = 0
        for fraction in [0.001, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99] {
            let cut = whole.prefix(Int(Double(whole.count) * fraction))
            do {
                let face = try HarfBuzzFontFace(data: Data(cut), index: 0, source: "cut font")
                // Whatever loaded must shape and give outlines (possibly empty) for every glyph asked.
                let text = Array("Arrange 123".utf16)
                for glyph in face.shape(text, range: 0..<text.count, rightToLeft: false, features: []) {
                    _ = face.outline(of: glyph.glyph)
                }
            } catch let error as FontLoadingError {
                refused += 1
                guard case .notAFont(let source, _) = error else { Issue.record("\(error)"); continue }
                #expect(source == "cut font")
            }
        }
        // The header and table directory are within the first 0.1%: at least that cut is refused.
        #expect(refused >= 1)
    }
}

/// A layout that answers an infinite width whatever it is proposed (bad input from user code).
private struct UnboundedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.infinity, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
