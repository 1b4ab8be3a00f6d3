import ArrangeCore
import Foundation

extension Text {
    /// Whether the text shows a date by style or a date range (`Text(date, style:)`,
    /// `Text(start...end)`), which the ViewInspector module does not read (as ViewInspector).
    package var showsFormattedDate: Bool {
        runs.contains { run in
            guard case .formatted(let value) = run.source else { return false }
            return value.content is DateStyleValue || String(describing: type(of: value.content)).contains("IntervalFormatStyle")
        }
    }

    /// The characters this text shows, with keys translated and values formatted for `locale`
    /// and Markdown interpreted, for the ViewInspector module's `string(locale:)`. An inline
    /// image shows no characters, or what `describingAttachment` makes of it.
    package func inspectedString(locale: Locale, describingAttachment: ((any TextAttachment) -> String?)? = nil) -> String {
        if let translated = translatedKey(locale: locale) { return translated }
        var environment = EnvironmentValues.currentForInspection
        environment.locale = locale
        return runs.flatMap { ResolvedText.pieces(of: $0, environment: environment, report: { _ in }) }.map { piece, _, box in
            // An inline image shows no characters; `describingAttachment` may name it.
            box.flatMap { describingAttachment?($0.attachment) } ?? piece
        }.joined()
    }

    /// The pieces of the text with the style each one's modifiers set, lines included (their
    /// colour and pattern), for the ViewInspector module's `attributes()`.
    package func inspectedStyledPieces(locale: Locale) -> [InspectedTextPiece] {
        var environment = EnvironmentValues.currentForInspection
        environment.locale = locale
        return runs.flatMap { run -> [(String, TextRunStyle, TextAttachmentBox?)] in
            // An empty run still carries the style its modifiers set.
            let pieces = ResolvedText.pieces(of: run, environment: environment, report: { _ in })
            return pieces.isEmpty ? [("", run.style, nil)] : pieces
        }.map { piece, style, _ in
            InspectedTextPiece(string: piece, font: style.font, weight: style.weight, isItalic: style.isItalic, foregroundColor: style.foregroundColor,
                               isStrikethrough: style.isStrikethrough, strikethroughColor: style.strikethroughColor,
                               strikethroughPattern: style.strikethroughPattern, isUnderlined: style.isUnderlined,
                               underlineColor: style.underlineColor, underlinePattern: style.underlinePattern,
                               kerning: style.kerning, tracking: style.tracking, baselineOffset: style.baselineOffset)
        }
    }
}

/// A piece of a text with the style its modifiers set (`nil`: from the environment), for the
/// ViewInspector module (Arrange's own).
package struct InspectedTextPiece {
    package let string: String
    package let font: Font?, weight: Font.Weight?, isItalic: Bool?, foregroundColor: Color?
    package let isStrikethrough: Bool?, strikethroughColor: Color?, strikethroughPattern: Text.LineStyle.Pattern?
    package let isUnderlined: Bool?, underlineColor: Color?, underlinePattern: Text.LineStyle.Pattern?
    package let kerning: CGFloat?, tracking: CGFloat?, baselineOffset: CGFloat?
}

extension Alert.Button {
    /// The button's action, for the ViewInspector module's `tap()` (closures read by
    /// reflection are not safe to call).
    package var inspectedAction: (() -> Void)? { action }
}

extension Text {
    /// The attributed string a text made with `Text(_: AttributedString)` shows (`nil` for other
    /// texts), for the ViewInspector module's `attributedString()`.
    package var inspectedAttributedString: AttributedString? {
        guard runs.count == 1, case .attributed(let string) = runs[0].source else { return nil }
        return string
    }

    /// The images of the text's inline image attachments, in order, for the ViewInspector
    /// module's `images()` (the attachments themselves; the render target's images conform).
    package var inspectedAttachments: [any TextAttachment] {
        runs.flatMap { run -> [any TextAttachment] in
            switch run.source {
            case .attachment(let box): return [box.attachment]
            case .markdown(_, let attachments): return attachments.map(\.attachment)
            default: return []
            }
        }
    }
}

extension Text {
    /// The translation of a text made with `Text(_:tableName:bundle:)` whose key has no
    /// interpolations, from the bundle's `.lproj` for `locale` (its identifier, then its
    /// language); `nil` when there is none.
    func translatedKey(locale: Locale) -> String? {
        guard let localization, runs.count == 1, case .markdown(let pieces, _) = runs[0].source else { return nil }
        var key = ""
        for piece in pieces {
            guard case .markdown(let string) = piece else { return nil }
            key += string
        }
        let bundle = localization.bundle ?? .main
        var names = [locale.identifier, locale.identifier.replacingOccurrences(of: "_", with: "-")]
        if let language = locale.language.languageCode?.identifier { names.append(language) }
        for name in names {
            guard let path = bundle.path(forResource: name, ofType: "lproj"), let localized = Bundle(path: path) else { continue }
            let value = localized.localizedString(forKey: key, value: nil, table: localization.table)
            if value != key { return value }
        }
        return nil
    }
}

extension Font {
    /// What the font was made from, for the ViewInspector module's `Font` reads: its text
    /// style, its size and family name, whether its size is fixed, and the weight, design and
    /// text style it was given.
    package var inspectedParts: (textStyle: TextStyle?, size: CGFloat?, name: String?, isFixedSize: Bool,
                                 weight: Weight?, design: Design?, scalesWith: TextStyle?) {
        switch base {
        case .textStyle(let style): return (style, nil, nil, false, weight, design, nil)
        case .system(let size): return (nil, size, nil, false, weight, design, nil)
        case .custom(let name, let size): return (nil, size, name, scalesWith == nil, weight, design, scalesWith)
        }
    }
}
