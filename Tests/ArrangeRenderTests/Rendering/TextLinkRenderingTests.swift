@testable import ArrangeCore
@testable import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// Links in text are drawn in the accent colour (system blue) unless the run has a colour.
@Suite("Rendering: links in Text")
@MainActor struct TextLinkRenderingTests {
    private func paints<V: View>(_ view: V) -> [Paint] {
        drawnPaths(view, size: CGSize(width: 100, height: 10)).map(\.paint)
    }

    @Test("A Markdown link and an attributed link are blue; the text around them keeps the foreground style")
    func linkColour() throws {
        #expect(paints(Text("a [b](https://example.com) c")) == [.color(.primary), .color(.blue), .color(.primary)])
        var attributed = AttributedString("a ")
        var link = AttributedString("b")
        link.link = URL(string: "https://example.com")
        attributed += link
        #expect(paints(Text(attributed)) == [.color(.primary), .color(.blue)])
        var red = link
        red.foregroundColor = .red
        #expect(paints(Text(red)) == [.color(.red)])
    }
}
