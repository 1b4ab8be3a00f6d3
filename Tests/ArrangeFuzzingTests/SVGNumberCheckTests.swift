@testable import ArrangeFuzzing
import Testing

/// The fuzz target's check that no NaN or ∞ is written as a number in an SVG's markup.
@Suite("The SVG check for non-finite numbers")
@MainActor struct SVGNumberCheckTests {
    @Test("nan and inf in attributes are found, with the markup around them")
    func foundInMarkup() {
        #expect(nonFiniteNumber(inSVG: #"<svg><path d="M nan 0 L 1 1"/></svg>"#) == #"<svg><path d="M nan 0 L 1 1"/></svg>"#)
        #expect(nonFiniteNumber(inSVG: #"<rect x="-inf" y="0"/>"#) == #"<rect x="-inf" y="0"/>"#)
        #expect(nonFiniteNumber(inSVG: #"<rect width="inf"/>"#) != nil)
    }

    @Test("Words that contain nan or inf, and character data, are not numbers")
    func wordsAndTextAreSkipped() {
        #expect(nonFiniteNumber(inSVG: #"<g class="financial banana"><text>nan inf</text></g>"#) == nil)
        #expect(nonFiniteNumber(inSVG: #"<g id="infé"/>"#) == nil)
        #expect(nonFiniteNumber(inSVG: "") == nil)
    }
}
