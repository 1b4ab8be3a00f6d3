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
}
