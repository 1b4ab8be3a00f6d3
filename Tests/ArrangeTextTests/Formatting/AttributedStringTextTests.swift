import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

@Suite("Text(AttributedString): runs with SwiftUI's attributes")
@MainActor struct AttributedStringTextTests: FormattingFixtures {
    @Test("SwiftUI's attribute names compile on AttributedString and AttributeContainer")
    func attributeNames() {
        var string = AttributedString("Hello")
        string.foregroundColor = .red
        string.font = .headline
        string.underlineStyle = .single
        string.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        string.kern = 1
        string.tracking = 2
        string.baselineOffset = 3
        string.backgroundColor = .yellow
        string.link = URL(string: "https://example.com")
        var container = AttributeContainer()
        container.foregroundColor = .green
        #expect(AttributedString("x", attributes: container).runs.first?.foregroundColor == .green)
        #expect(string.runs.count == 1)
        #expect(string.runs.first?.strikethroughStyle?.color == .blue)
    }

    @Test("Each run keeps its colour, font, lines, spacing, offset and link")
    func runs() throws {
        var string = AttributedString("plain ")
        var styled = AttributedString("red")
        styled.foregroundColor = .red
        styled.font = .system(size: 20)
        styled.underlineStyle = Text.LineStyle(color: .blue)
        styled.strikethroughStyle = .single
        styled.link = URL(string: "https://example.com")
        string += styled
        let host = textHost(1000, 100, Text(string))
        let leaf = try #require(firstTextLeaf(host))
        #expect(leaf.text.string == "plain red")
        #expect(leaf.text.runs.count == 2)
        let red = leaf.text.runs[1]
        #expect(red.style.foregroundColor == .red)
        #expect(red.pointSize == 20)
        #expect(red.style.isUnderlined == true && red.style.underlineColor == .blue)
        #expect(red.style.isStrikethrough == true && red.style.strikethroughColor == nil)
        #expect(red.style.link == "https://example.com")
        // 6 characters at 10 points and 3 at 20; the line is as tall as the larger font.
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 120, height: 20))
    }

    @Test("kern and tracking add space after each character: \"ab\" with kern 2 and tracking 3 is 30 wide")
    func spacing() {
        var string = AttributedString("ab")
        string.kern = 2
        string.tracking = 3
        #expect(measure(Text(string), .unspecified) == CGSize(width: 30, height: 10))
    }

    @Test("An attribute wins over the Text's modifier, which applies where the run has none")
    func attributesBeatModifiers() throws {
        var string = AttributedString("a")
        string.foregroundColor = .red
        string += AttributedString("b")
        let host = textHost(1000, 100, Text(string).foregroundColor(.blue).bold())
        let leaf = try #require(firstTextLeaf(host))
        #expect(leaf.text.runs.map(\.style.foregroundColor) == [.red, .blue])
        #expect(leaf.text.runs.map(\.style.weight) == [.bold, .bold])
    }

    @Test("An attributed string is shown as it is: no Markdown; a string literal stays a Markdown key")
    func noMarkdown() {
        #expect(shown(Text(AttributedString("**a**"))) == "**a**")
        #expect(shown(Text("**a**")) == "a")
    }

}
