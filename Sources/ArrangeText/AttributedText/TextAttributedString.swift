import ArrangeCore
import Foundation

extension Text {
    /// Creates a text view that displays styled attributed content: each run with its
    /// `font`, `foregroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
    /// `baselineOffset` and `link`, as SwiftUI shows them. An attribute of a run wins over the
    /// Text's own modifiers, which apply where the run has none. The string is shown as it is
    /// (no Markdown). Disfavoured, because Foundation's `AttributedString` is expressible by a
    /// string literal: `Text("**a**")` must stay the Markdown-reading key form, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = [Run(source: .attributed(attributedContent))]
    }
}

extension ResolvedText {
    /// The runs of an attributed string, each with `style` changed by its attributes.
    static func attributedPieces(_ string: AttributedString, style: TextRunStyle) -> [(String, TextRunStyle, TextAttachmentBox?)] {
        var result: [(String, TextRunStyle, TextAttachmentBox?)] = []
        for run in string.runs {
            let text = String(string[run.range].characters)
            guard !text.isEmpty else { continue }
            var runStyle = style
            if let font = run.font { runStyle.font = font }
            if let color = run.foregroundColor { runStyle.foregroundColor = color }
            if let line = run.underlineStyle {
                runStyle.isUnderlined = true
                runStyle.underlineColor = line.color
                runStyle.underlinePattern = line.pattern
            }
            if let line = run.strikethroughStyle {
                runStyle.isStrikethrough = true
                runStyle.strikethroughColor = line.color
                runStyle.strikethroughPattern = line.pattern
            }
            if let kern = run.kern { runStyle.kerning = kern }
            if let tracking = run.tracking { runStyle.tracking = tracking }
            if let offset = run.baselineOffset { runStyle.baselineOffset = offset }
            if let link = run.link { runStyle.link = link.absoluteString }
            result.append((text, runStyle, nil))
        }
        return result
    }
}
