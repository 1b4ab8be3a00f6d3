import ArrangeCore
import ArrangeExamples
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

@Suite("The formatted-receipt example: formatting per locale, placeholder keeps the layout")
@MainActor struct FormattedReceiptExampleTests {
    @Test("The German card is laid out like the English one, and the placeholder card takes the English card's frame size")
    func frames() throws {
        let host = HostingView(rootView: FormattedReceipt(), size: CGSize(width: 390, height: 460))
        let english = try #require(host.frame(of: "receipt-en"))
        let german = try #require(host.frame(of: "receipt-de"))
        let placeholder = try #require(host.frame(of: "receipt-placeholder"))
        // The 455-point-tall content is centred in the 460-point host: 2.5 + 16 padding.
        #expect(english == CGRect(x: 16, y: 18.5, width: 358, height: 133))
        #expect(german.size == english.size)
        #expect(placeholder.size == english.size)
        #expect(host.diagnostics.isEmpty)
        let texts = host.measuredLeaves.compactMap { ($0 as? TextLeaf)?.text.string }
        #expect(texts.contains("€32.30") && texts.contains("32,30\u{A0}€"))
        #expect(texts.contains("November 14, 2023") && texts.contains("14. November 2023"))
        #expect(texts.contains("1.5 × Oat milk") && texts.contains("1,5 × Oat milk"))
    }
}
