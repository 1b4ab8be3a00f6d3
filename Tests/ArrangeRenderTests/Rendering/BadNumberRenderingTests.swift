import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// Issue 10 for `ImageRenderer`: non-finite proposals and unusable scales.
@Suite("Bad numbers: ImageRenderer")
@MainActor struct BadNumberRenderingTests {
    @Test("Non-finite proposedSize dimensions are treated as unspecified, with a diagnostic")
    func nonFiniteProposal() throws {
        let renderer = ImageRenderer(content: Color.red.frame(idealWidth: 30, idealHeight: 20))
        renderer.proposedSize = ProposedViewSize(width: .nan, height: .infinity)
        #expect(try renderer.size == CGSize(width: 30, height: 20))
        #expect(renderer.diagnostics == ["ImageRenderer.proposedSize (nan, inf) is not finite; non-finite dimensions are treated as unspecified (nil)."])
        renderer.proposedSize = ProposedViewSize(width: 50, height: -.infinity)
        #expect(try renderer.size == CGSize(width: 50, height: 20))
        #expect(renderer.diagnostics == ["ImageRenderer.proposedSize (50, -inf) is not finite; non-finite dimensions are treated as unspecified (nil)."])
    }

    @Test("A scale of 1e308 fails with a message about the scale, not '0 pixels'")
    func hugeScale() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = 1e308
        #expect(throws: RenderError.self) { try renderer.pngData() }
        do {
            _ = try renderer.pngData()
        } catch {
            #expect("\(error)".contains("the scale 1e+308 is too large: the image width would be more than"))
        }
    }

    @Test("A scale of 1e-300 fails with a message about the scale, not Cairo's 'invalid matrix' (issue 26, item 7)")
    func tinyScale() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = 1e-300
        do {
            _ = try renderer.pngData()
            Issue.record("a scale of 1e-300 drew")
        } catch {
            #expect("\(error)" == "the scale 1e-300 is too small: Cairo cannot draw below 1e-100, and the image is a single pixel from a scale of 0.1 down")
        }
        renderer.scale = 1e-100
        #expect(throws: Never.self) { try renderer.pngData() }
    }

    @Test("A 1e13-point stroke is drawn 1,000,000 points wide, the same picture, and reported (issue 26, item 2)")
    func hugeStrokeWidth() throws {
        let huge = ImageRenderer(content: Circle().stroke(Color.red, lineWidth: 1e13).frame(width: 40, height: 40).padding(10))
        let wide = ImageRenderer(content: Circle().stroke(Color.red, lineWidth: 1e5).frame(width: 40, height: 40).padding(10))
        #expect(try huge.pngData() == wide.pngData())
        #expect(try huge.pdfData().isEmpty == false)
        #expect(huge.diagnostics == ["Circle's stroke style cannot be drawn as given: a line width of 10000000000000 points is drawn 1000000 wide, which covers any picture the same way."])
        #expect(wide.diagnostics.isEmpty)
    }

    @Test("Stroke styles keep their lengths within what renderers draw: width and dashes limited to 1e6, a far phase taken within the pattern")
    func strokeStyleLimits() {
        let style = StrokeStyle(lineWidth: .greatestFiniteMagnitude, dash: [1e300, 4], dashPhase: 1e7 + 3).sanitized
        #expect(style.lineWidth == 1_000_000)
        #expect(style.dash == [1_000_000, 4])
        #expect(style.dashPhase == (1e7 + 3).truncatingRemainder(dividingBy: 1_000_004))
        let odd = StrokeStyle(dash: [3], dashPhase: -1e7 - 1).sanitized
        #expect(odd.dashPhase == -5)
        #expect(StrokeStyle(lineWidth: 1e6, dash: [2, 2], dashPhase: 1e6).sanitized == StrokeStyle(lineWidth: 1e6, dash: [2, 2], dashPhase: 1e6))
    }

    @Test("A Canvas stroke under a 1e12 scale is drawn, not failed with Cairo's 'out of memory' (issue 26, item 2)")
    func canvasStrokeUnderAHugeScale() throws {
        let renderer = ImageRenderer(content: Canvas { context, _ in
            context.scaleBy(x: 1e12, y: 1e12)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 1e-11, height: 1e-11)), with: .color(.red), lineWidth: 1e3)
        }.frame(width: 20, height: 20))
        let png = try renderer.pngData()
        let covered = ImageRenderer(content: Color.red.frame(width: 20, height: 20))
        #expect(png == (try covered.pngData()))
    }

    @Test("Shadow and blur radii beyond 4096 points are drawn 4096 wide, the same picture, and reported (issue 26, item 2)")
    func hugeShadowAndBlurRadii() throws {
        func renderer(_ radius: CGFloat) -> ImageRenderer<some View> {
            ImageRenderer(content: Color.red.frame(width: 20, height: 20).shadow(radius: radius, x: 1e13).blur(radius: radius).padding(10))
        }
        let huge = renderer(1e13), limit = renderer(4096)
        #expect(try huge.pngData() == limit.pngData())
        #expect(huge.diagnostics == [
            "blur(radius: 10000000000000): a radius of 10000000000000 points is drawn 4096 wide, which smears any view the same way.",
            "shadow(radius: 10000000000000, x: 10000000000000, y: 0): a radius of 10000000000000 points is drawn 4096 wide, which smears any view the same way; an offset of (10000000000000, 0) is drawn as (1000000, 0): a non-finite part is 0, one beyond 1000000 points is limited to it.",
        ])
        #expect(limit.diagnostics == ["shadow(radius: 4096, x: 10000000000000, y: 0): an offset of (10000000000000, 0) is drawn as (1000000, 0): a non-finite part is 0, one beyond 1000000 points is limited to it."])
    }

    @Test("A Canvas's huge stroke, blur and shadow are limited like a view's and reported once it draws (issue 26, item 2)")
    func canvasLimitsAreReported() throws {
        let renderer = ImageRenderer(content: Canvas { context, _ in
            context.addFilter(.blur(radius: .infinity))
            context.addFilter(.shadow(radius: 1e300))
            context.stroke(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), with: .color(.red), lineWidth: 1e13)
            context.scaleBy(x: 1e7, y: 1e7)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red), lineWidth: 1)
        }.frame(width: 10, height: 10))
        _ = try renderer.pngData()
        #expect(renderer.diagnostics == [
            "a Canvas blur filter's a radius of inf is not finite; it draws no blur.",
            "a Canvas shadow filter's a radius of 1e+300 points is drawn 4096 wide, which smears any view the same way.",
            "Canvas stroke style cannot be drawn as given: a line width of 10000000000000 points is drawn 1000000 wide, which covers any picture the same way.",
            "a Canvas stroke is 10000000 points wide under the context's transform; it is drawn 1000000 wide, which covers any picture the same way.",
        ])
    }
}

