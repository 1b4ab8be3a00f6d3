import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// The worked text cases of cases.md, re-derived for the test font (10 pt: "Hello world" is
/// 110 × 10, where fatbobman measured 85.33 × 20.33 with San Francisco on an iPhone).
@Suite("Cases with Text, re-derived for the test font")
@MainActor struct TextCases: TextFixtures {

    @Test("B-62 Text root example: a ZStack holding a Text is the text's size, centred")
    func b62() {
        let h = textHost(390, 763, ZStack { Text("Hello world") })
        #expect(h.rootFrame == rect(140, 376.5, 110, 10))
    }

    @Test("B-63 Text plus default padding")
    func b63() {
        #expect(measure(Text("Hello world").padding(), .unspecified) == size(142, 42))
    }

    @Test("B-39 ideal size through fixedSize, with a Text centred in 100 × 100")
    func b39() {
        // The frame proposes 100 × 100; "Hello world" wraps to "Hello " / "world" (50 × 20).
        let h = textHost(300, 300, Text("Hello world").id("t").frame(idealWidth: 100, idealHeight: 100).fixedSize())
        #expect(h.rootFrame.size == size(100, 100))
        #expect(frame("t", in: h) == rect(25, 40, 50, 20))
    }

    @Test("B-07 rigid image plus two texts: each text is proposed 65 and takes it")
    func b07() {
        // At 13 pt a 65-point line holds five graphemes exactly. The image (a rigid 80 × 80)
        // is least flexible: offered 70, it takes 80; the texts share the remaining 130.
        let h = textHost(230, 200, HStack(spacing: 10) {
            R(80, 80).id("image")
            Text("abcde fghij klmno pqrst").id("long")
            Text("abcde fghij").id("medium")
        }, size: 13)
        #expect(frame("image", in: h) == rect(0, 0, 80, 80))
        #expect(frame("long", in: h) == rect(90, 14, 65, 52))
        #expect(frame("medium", in: h) == rect(165, 27, 65, 26))
    }

    @Test("B-33 indented second line (ViewDimensions doc)")
    func b33() {
        let h = textHost(300, 300, VStack(alignment: .leading) {
            Text("Default").id("a")
            Text("Indented").alignmentGuide(.leading) { $0[.leading] - 10 }.id("b")
        })
        #expect(frame("a", in: h) == rect(0, 0, 70, 10))
        #expect(frame("b", in: h) == rect(10, 10, 80, 10))
        #expect(h.rootFrame.size == size(90, 20))
    }
}
