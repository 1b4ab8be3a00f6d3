import ArrangeCore

extension Text {
    /// The characters the text shows, Markdown interpreted and its markup gone: what the
    /// accessibility modifiers and `searchable` record of a `Text` (as VoiceOver reads it).
    var plainText: String {
        runs.map { run -> String in
            switch run.source {
            case .verbatim(let string): return string
            case .markdown(let source, _): return parseInlineMarkdown(source).map(\.text).joined()
            case .attachment: return "\u{FFFC}"
            }
        }.joined()
    }
}

extension LocalizedStringKey {
    /// The characters of the key's text, Markdown interpreted (see `Text.plainText`).
    var plainText: String { Text(self).plainText }
}
