import ArrangeCore
import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Random text, modifiers and proposals: every answer is finite and non-negative, lines never
/// exceed a finite proposed width by more than one grapheme or ellipsis can, and nothing crashes.
@Suite("Text with random input")
@MainActor struct TextRandomInput {

    static let pieces = ["a", "Wo", " ", "  ", "\n", "\r\n", "\t", "é", "e\u{301}", "אב", "مر", "中文", "，", "👩‍👩‍👦", "🇫🇷", "\u{0}", "\u{7}",
                         "\u{200B}", "-", "long", "supercalifragilistic", "1,234.5", "**", "_", "`", "[x](y)", "\u{2028}"]

    @Test("1,500 random texts in the test font and DejaVu Sans")
    func randomTexts() {
        var random = SplitMix64(state: 2026_11_22)
        for round in 0..<1500 {
            var string = ""
            for _ in 0..<random.below(12) { string += Self.pieces[random.below(Self.pieces.count)] }
            let widths: [CGFloat?] = [nil, 0, 1, 17, 55.5, 120, 400, .infinity]
            let heights: [CGFloat?] = [nil, 0, 9, 25, 1000]
            let proposal = ProposedViewSize(width: widths[random.below(widths.count)], height: heights[random.below(heights.count)])
            var environment = EnvironmentValues()
            if random.below(2) == 0 { environment.defaultFontFamily = Font.testFontFamily }
            if random.below(3) == 0 { environment.lineLimit = random.below(4) }
            environment.truncationMode = [.head, .middle, .tail][random.below(3)]
            environment.multilineTextAlignment = [.leading, .center, .trailing][random.below(3)]
            environment.minimumScaleFactor = random.below(3) == 0 ? 0.5 : 1
            environment.allowsTightening = random.below(2) == 0
            environment.layoutDirection = random.below(2) == 0 ? .leftToRight : .rightToLeft
            let markdown = random.below(2) == 0
            let kerning = CGFloat(random.below(3))
            let text = markdown ? Text(LocalizedStringKey(string)) : Text(verbatim: string)
            let host = HostingView(rootView: text.kerning(kerning), size: CGSize(width: 500, height: 500), environment: environment)
            let size = host.sizeThatFits(proposal)
            let settings = "\(environment.defaultFontFamily ?? "-") \(environment.lineLimit.map(String.init) ?? "-") \(environment.truncationMode) \(environment.minimumScaleFactor) \(environment.allowsTightening) \(environment.layoutDirection) md \(markdown) k \(kerning)"
            #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "round \(round): \(string.debugDescription) \(proposal) \(settings) → \(size)")
            if let width = proposal.width, width.isFinite, width >= 60 {
                // Wider than the proposal only when one grapheme or the ellipsis is (here < 60).
                #expect(size.width <= width + 1, "round \(round): \(string.debugDescription) \(proposal) → \(size)")
            }
        }
    }
}
