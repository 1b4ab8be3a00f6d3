import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// `ResourceLimits`' text, glyph, image and output limits: each exceeded (the exact message) and
/// each met exactly (no effect).
@Suite("Limits for untrusted input: text length, glyphs, image and output pixels")
@MainActor struct ResourceLimitTests {
    private typealias F = ImageFixtures

    /// Limits with one value changed.
    private func limits(_ change: (inout ResourceLimits) -> Void) -> ResourceLimits {
        var limits = ResourceLimits()
        change(&limits)
        return limits
    }

    /// A host of `view` in the test font at 10 points (every character 10 points wide).
    private func host<V: View>(_ view: V, limits: ResourceLimits = ResourceLimits()) -> HostingView<some View> {
        HostingView(rootView: view.font(.system(size: 10))
                        .environment(\.defaultFontFamily, Font.testFontFamily)
                        .environment(\.resourceLimits, limits),
                    size: CGSize(width: 1000, height: 200))
    }

    // MARK: textLength

    @Test("textLength: a longer Text lays out its first characters, cut between graphemes, with a message")
    func textLength() throws {
        let cut = host(Text("**Arrange** lays out").id("t"), limits: limits { $0.textLength = 4 })
        // Counted after Markdown: "Arra", 4 characters of 10 points.
        #expect(cut.frame(of: "t")?.width == 40)
        #expect(cut.diagnostics == ["A Text is longer than ResourceLimits.textLength (4 characters); only its first 4 characters are laid out."])
        // A character of several scalars (e + combining acute, a flag) is never split.
        let graphemes = host(Text(verbatim: "e\u{301}e\u{301}🇫🇷🇫🇷").id("t"), limits: limits { $0.textLength = 3 })
        let expected = host(Text(verbatim: "e\u{301}e\u{301}🇫🇷").id("t"))
        #expect(graphemes.frame(of: "t")?.width == expected.frame(of: "t")?.width)
        #expect(graphemes.diagnostics.count == 1)
    }

    @Test("textLength: a Text exactly as long as the limit is laid out whole, silently")
    func textLengthMet() throws {
        let whole = host(Text("**Arrange** lays out").id("t"), limits: limits { $0.textLength = 16 })
        #expect(whole.frame(of: "t")?.width == 160)
        #expect(whole.diagnostics.isEmpty)
    }

    // MARK: glyphCount

    @Test("glyphCount: texts past the host's glyph total lay out empty, with one message")
    func glyphCount() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: "aaaa").id("a")
            Text(verbatim: "bbbb").id("b")
            Text(verbatim: "cc").id("c")
        }
        let h = host(view, limits: limits { $0.glyphCount = 7 })
        #expect(h.frame(of: "a")?.width == 40)
        // "bbbb" would make 8 glyphs: it and every later text (even one that would fit) are empty.
        #expect(h.frame(of: "b")?.width == 0)
        #expect(h.frame(of: "c")?.width == 0)
        #expect(h.diagnostics == ["The texts of this host would shape more than ResourceLimits.glyphCount (7 glyphs); this Text and the texts after it are laid out empty."])
    }

    @Test("glyphCount: texts whose glyphs reach the limit exactly are laid out whole")
    func glyphCountMet() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: "aaaa").id("a")
            Text(verbatim: "bbbb").id("b")
        }
        let h = host(view, limits: limits { $0.glyphCount = 8 })
        #expect(h.frame(of: "a")?.width == 40)
        #expect(h.frame(of: "b")?.width == 40)
        #expect(h.diagnostics.isEmpty)
    }

    // MARK: imagePixels

    @Test("imagePixels: a 10000×10000 PNG is refused from its header (nothing allocated) and is an empty image")
    func imagePixels() throws {
        let folder = try F.folder()
        // A valid header claiming 10000 × 10000: decoding it would need 400 MB.
        let url = try F.write(F.pngDeclaring(width: 10_000, height: 10_000), "huge.png", in: folder)
        let path = url.standardizedFileURL.path
        let h = HostingView(rootView: Image(contentsOf: url).id("i"), size: CGSize(width: 100, height: 100))
        #expect(h.frame(of: "i")?.size == .zero)
        #expect(h.diagnostics == ["Image(contentsOf: huge.png): \(path) is 10000 × 10000 pixels, more than ResourceLimits.imagePixels (40000000); it was not decoded; it is an empty image, 0×0 unless resizable, as in SwiftUI."])
        // The decoder itself stops at the header.
        #expect(throws: ImageLoadingError.exceedsLimit(source: "x.png", width: 10_000, height: 10_000, limit: 40_000_000)) {
            try ImageDecoding.decode(F.pngDeclaring(width: 10_000, height: 10_000), source: "x.png", pixelLimit: 40_000_000)
        }
        // Image.load is held to the same limit by default, as views are (issue 26, item 7).
        #expect(throws: ImageLoadingError.exceedsLimit(source: path, width: 10_000, height: 10_000, limit: 40_000_000)) {
            try Image.load(contentsOf: url)
        }
        let bomb = F.pngDeclaring(width: 10_000, height: 10_000)
        #expect(throws: ImageLoadingError.exceedsLimit(source: "image data (\(bomb.count) bytes)", width: 10_000, height: 10_000, limit: 40_000_000)) {
            try Image.load(data: bomb)
        }
        #expect(throws: ImageLoadingError.exceedsLimit(source: "image data (\(bomb.count) bytes)", width: 10_000, height: 10_000, limit: 255)) {
            try Image.load(data: bomb, pixelLimit: 255)
        }
        // JPEG headers too.
        #expect(throws: ImageLoadingError.exceedsLimit(source: "q.jpg", width: 16, height: 16, limit: 255)) {
            try ImageDecoding.decode(F.quadrantJPEG(), source: "q.jpg", pixelLimit: 255)
        }
    }

    @Test("imagePixels: an image of exactly the limit decodes; one pixel less refuses it, from the cache too")
    func imagePixelsMet() throws {
        let folder = try F.folder()
        let url = try F.write(F.solidPNG(width: 5, height: 4), "small.png", in: folder)
        let path = url.standardizedFileURL.path
        func host(_ limit: Int) -> HostingView<some View> {
            HostingView(rootView: Image(contentsOf: url).id("i").environment(\.resourceLimits, limits { $0.imagePixels = limit }),
                        size: CGSize(width: 100, height: 100))
        }
        let fits = host(20)
        #expect(fits.frame(of: "i")?.size == CGSize(width: 5, height: 4))
        #expect(fits.diagnostics.isEmpty)
        // Now cached: a lower limit still refuses it.
        let refused = host(19)
        #expect(refused.frame(of: "i")?.size == .zero)
        #expect(refused.diagnostics == ["Image(contentsOf: small.png): \(path) is 5 × 4 pixels, more than ResourceLimits.imagePixels (19); it was not decoded; it is an empty image, 0×0 unless resizable, as in SwiftUI."])
        // An image decoded beforehand (`Image.load`) is held to the environment it is shown in.
        let loaded = try Image.load(data: F.solidPNG(width: 5, height: 4))
        let shown = HostingView(rootView: loaded.id("i").environment(\.resourceLimits, limits { $0.imagePixels = 19 }),
                                size: CGSize(width: 100, height: 100))
        #expect(shown.frame(of: "i")?.size == .zero)
        #expect(shown.diagnostics == ["Image(data): image data is 5 × 4 pixels, more than ResourceLimits.imagePixels (19); it was not decoded; it is an empty image, 0×0 unless resizable, as in SwiftUI."])
    }

    // MARK: outputPixels

    @Test("outputPixels: PNG past width × height × scale², PDF and SVG past their area in points, throw before drawing")
    func outputPixels() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 100, height: 100))
        renderer.scale = 2
        renderer.limits.outputPixels = 39_999
        #expect(throws: RenderError.self) { try renderer.pngData() }
        do {
            _ = try renderer.pngData()
        } catch let error as RenderError {
            #expect(error.message == "the PNG would be 200 × 200 pixels (40000 pixels), more than ImageRenderer.limits.outputPixels (39999); nothing was drawn")
        }
        renderer.limits.outputPixels = 9_999
        do {
            _ = try renderer.pdfData()
            Issue.record("the PDF was drawn")
        } catch let error as RenderError {
            #expect(error.message == "the PDF would be 100 × 100 points (10000 pixels), more than ImageRenderer.limits.outputPixels (9999); nothing was drawn")
        }
        do {
            _ = try renderer.svg()
            Issue.record("the SVG was written")
        } catch let error as RenderError {
            #expect(error.message == "the SVG would be 100 × 100 points (10000 pixels), more than ImageRenderer.limits.outputPixels (9999); nothing was drawn")
        }
        // The default limit refuses a 20000-point square at scale 1 (400 million pixels) at once.
        let huge = ImageRenderer(content: Color.red.frame(width: 20_000, height: 20_000))
        #expect(throws: RenderError.self) { try huge.pngData() }
    }

    @Test("outputPixels: outputs of exactly the limit are drawn; the renderer's limits reach its content")
    func outputPixelsMet() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 100, height: 100))
        renderer.scale = 2
        renderer.limits.outputPixels = 40_000
        let pixels = try decodePNG(try renderer.pngData())
        #expect(pixels.width == 200 && pixels.height == 200)
        renderer.limits.outputPixels = 10_000
        #expect(try !renderer.pdfData().isEmpty)
        #expect(try renderer.svg().contains("<svg"))

        let text = ImageRenderer(content: Text(verbatim: "abcdef"))
        text.limits.textLength = 3
        #expect(text.diagnostics == ["A Text is longer than ResourceLimits.textLength (3 characters); only its first 3 characters are laid out."])
    }
}
