@testable import ArrangeText
import Testing

@MainActor private func plain(_ text: String) -> MarkdownSpan { MarkdownSpan(text: text) }

@Suite("Inline Markdown: what SwiftUI's Text makes of a string literal")
@MainActor struct InlineMarkdownTests {
    @Test("Text without Markdown is one plain span")
    func plainText() {
        #expect(parseInlineMarkdown("Hello, world!") == [plain("Hello, world!")])
    }

    @Test("An empty string gives no spans")
    func emptyString() {
        #expect(parseInlineMarkdown("") == [])
    }

    @Test("**bold** and __bold__")
    func boldBothWays() {
        #expect(parseInlineMarkdown("**a** and __b__") == [
            MarkdownSpan(text: "a", isBold: true), plain(" and "), MarkdownSpan(text: "b", isBold: true),
        ])
    }

    @Test("*italic* and _italic_")
    func italicBothWays() {
        #expect(parseInlineMarkdown("*a* and _b_") == [
            MarkdownSpan(text: "a", isItalic: true), plain(" and "), MarkdownSpan(text: "b", isItalic: true),
        ])
    }

    @Test("***bold italic***")
    func boldItalic() {
        #expect(parseInlineMarkdown("***both***") == [MarkdownSpan(text: "both", isBold: true, isItalic: true)])
    }

    @Test("Emphasis nests: **bold _and italic_**")
    func nestedEmphasis() {
        #expect(parseInlineMarkdown("**bold _and italic_**") == [
            MarkdownSpan(text: "bold ", isBold: true),
            MarkdownSpan(text: "and italic", isBold: true, isItalic: true),
        ])
    }

    @Test("A code span's contents are literal")
    func codeSpan() {
        #expect(parseInlineMarkdown("run `*stars*` now") == [
            plain("run "), MarkdownSpan(text: "*stars*", isCode: true), plain(" now"),
        ])
        // A longer fence lets the code contain a backtick; one padding space each side goes.
        #expect(parseInlineMarkdown("``a ` b`` and `` `x` ``") == [
            MarkdownSpan(text: "a ` b", isCode: true), plain(" and "), MarkdownSpan(text: "`x`", isCode: true),
        ])
        #expect(parseInlineMarkdown("``no closer`") == [plain("``no closer`")])
    }

    @Test("~~strikethrough~~")
    func strikethrough() {
        #expect(parseInlineMarkdown("~~gone~~ here") == [MarkdownSpan(text: "gone", isStrikethrough: true), plain(" here")])
    }

    @Test("A link's text may carry emphasis")
    func linkWithEmphasis() {
        let url = "https://example.com"
        #expect(parseInlineMarkdown("see [the **docs**](https://example.com \"Title\") now") == [
            plain("see "),
            MarkdownSpan(text: "the ", link: url),
            MarkdownSpan(text: "docs", isBold: true, link: url),
            plain(" now"),
        ])
        #expect(parseInlineMarkdown("[a](<my page>)") == [MarkdownSpan(text: "a", link: "my page")])
    }

    @Test("Backslash escapes punctuation only; a lone backslash at the end is literal")
    func escapes() {
        #expect(parseInlineMarkdown(#"\*not italic\* \[x\] \q \"#) == [plain(#"*not italic* [x] \q \"#)])
    }

    @Test("Unmatched delimiters and brackets stay literal")
    func unmatched() {
        #expect(parseInlineMarkdown("**open") == [plain("**open")])
        #expect(parseInlineMarkdown("[a](b") == [plain("[a](b")])
        #expect(parseInlineMarkdown("a] [b") == [plain("a] [b")])
        #expect(parseInlineMarkdown("***a**") == [plain("*"), MarkdownSpan(text: "a", isBold: true)])
    }

    @Test("Intraword underscores are not emphasis")
    func intrawordUnderscore() {
        #expect(parseInlineMarkdown("snake_case_name") == [plain("snake_case_name")])
    }

    @Test("Intraword stars are emphasis")
    func intrawordStar() {
        #expect(parseInlineMarkdown("a*b*c") == [plain("a"), MarkdownSpan(text: "b", isItalic: true), plain("c")])
    }

    @Test("Block syntax is not interpreted")
    func blockSyntaxIsLiteral() {
        #expect(parseInlineMarkdown("# not a heading") == [plain("# not a heading")])
        #expect(parseInlineMarkdown("- item\n> quote") == [plain("- item\n> quote")])
    }

    @Test("Newlines and surrounding spaces are preserved")
    func whitespacePreserved() {
        #expect(parseInlineMarkdown("  one\n\ntwo *three*  ") == [
            plain("  one\n\ntwo "), MarkdownSpan(text: "three", isItalic: true), plain("  "),
        ])
    }

    @Test("A 100,000-character pathological input finishes with the right text")
    func pathologicalInput() {
        let spans = parseInlineMarkdown(String(repeating: "*a", count: 50_000))
        #expect(spans.map(\.text).joined() == String(repeating: "a", count: 50_000))
        let brackets = String(repeating: "[](", count: 33_000)
        #expect(parseInlineMarkdown(brackets).map(\.text).joined() == brackets)
    }
}
