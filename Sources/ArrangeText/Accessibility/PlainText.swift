import ArrangeCore

extension Text {
    /// The characters the text shows, Markdown interpreted and its markup gone: what the
    /// accessibility modifiers and `searchable` record of a `Text` (as VoiceOver reads it).
    var plainText: String {
        runs.map { run -> String in
            switch run.source {
            case .verbatim(let string): return string
            case .markdown(let pieces, _):
                let source = LocalizedStringKey.markdownSource(of: pieces, in: EnvironmentValues(), report: { _ in })
                return parseInlineMarkdown(source).map(\.text).joined()
            case .attachment: return "\u{FFFC}"
            case .formatted(let value): return value.string(in: EnvironmentValues(), report: { _ in })
            case .attributed(let string): return String(string.characters)
            }
        }.joined()
    }
}

extension LocalizedStringKey {
    /// The characters of the key's text, Markdown interpreted (see `Text.plainText`).
    var plainText: String { Text(self).plainText }
}
