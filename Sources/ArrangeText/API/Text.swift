import ArrangeCore
import Foundation

/// A view that displays one or more lines of read-only text, as in SwiftUI.
///
/// Its ideal size is the whole string on one line; given a width it wraps at Unicode line-break
/// opportunities (UAX #14), breaking a word that is longer than a line between graphemes, and
/// is as wide as its widest line. A proposed height or `lineLimit` that leaves too few lines
/// truncates the last line with "…" (A3.3). Sizes round up to the pixel grid of `displayScale`.
/// It reports explicit `firstTextBaseline` and `lastTextBaseline` guides and spaces itself from
/// neighbours by its font's metrics (U13).
nonisolated public struct Text: View, Equatable, Sendable {
    /// Where a run's characters come from: taken as they are, inline Markdown (a key's pieces,
    /// whose U+FFFC characters mark the places of `attachments`, in order), one inline
    /// attachment, a value formatted when the Text is built, or an attributed string.
    enum Source: Equatable {
        case verbatim(String)
        case markdown([LocalizedStringKey.Piece], attachments: [TextAttachmentBox])
        case attachment(TextAttachmentBox)
        case formatted(FormattedValue)
        case attributed(AttributedString)
    }

    struct Run: Equatable {
        var source: Source
        var style = TextRunStyle()
    }

    var runs: [Run]
    /// The table and bundle a key was given with (`Text(_:tableName:bundle:)`), kept for the
    /// ViewInspector module's `string(locale:)`, which looks the key up there.
    var localization: TextLocalization?
    /// The label `accessibilityLabel(_:)` on the text set (plain text); `nil`, its characters.
    var accessibilityLabelText: String?

    /// Creates a text view that displays a string literal (or localized key), interpreting inline
    /// Markdown (bold, italic, code, strikethrough, links) as SwiftUI does. Arrange does not look
    /// strings up in tables when it lays out and draws: the key is the text.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(source: .markdown(key.pieces, attachments: key.attachments))]
        if tableName != nil || bundle != nil {
            localization = TextLocalization(table: tableName, bundle: bundle)
        }
    }

    /// Creates a text view that shows one attachment (for the rendering target's
    /// `Text.init(_ image: Image)`).
    package init(attachment: any TextAttachment) {
        runs = [Run(source: .attachment(TextAttachmentBox(attachment: attachment)))]
    }

    /// Creates a text view that displays a stored string without localization or Markdown.
    /// Disfavoured, as in SwiftUI, so that string literals pick the Markdown-reading key form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(source: .verbatim(String(content)))]
    }

    /// Creates a text view that displays a string literal without localization or Markdown.
    public init(verbatim content: String) {
        runs = [Run(source: .verbatim(content))]
    }

    /// Concatenates the text in two text views, keeping each one's style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs.append(contentsOf: rhs.runs)
        result.accessibilityLabelText = lhs.accessibilityLabelText ?? rhs.accessibilityLabelText
        return result
    }

    /// This text with `change` applied to the style of every run that has not set it already:
    /// modifiers closer to a run win, as in SwiftUI.
    func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var result = self
        for i in result.runs.indices { change(&result.runs[i].style) }
        return result
    }

    /// The characters of all runs, before Markdown is interpreted (for names in dumps); an
    /// attachment is its U+FFFC, the character that stands for an object in text. Formatted
    /// values are formatted in the default environment.
    var plainDescription: String { plainDescription(locale: nil) }

    /// The characters of all runs as `plainDescription` gives them, with keys translated and
    /// values formatted for `locale` (the default environment's when `nil`).
    func plainDescription(locale: Locale?) -> String {
        var environment = EnvironmentValues()
        if let locale { environment.locale = locale }
        return runs.map { run -> String in
            switch run.source {
            case .verbatim(let string): return string
            case .markdown(let pieces, _):
                return LocalizedStringKey.markdownSource(of: pieces, in: environment, report: { _ in })
            case .attachment: return "\u{FFFC}"
            case .formatted(let value): return value.string(in: environment, report: { _ in })
            case .attributed(let string): return String(string.characters)
            }
        }.joined()
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout node: a leaf measured by the text engine.
    public static func _makeLayoutNodes(of view: Text, in builder: _LayoutTreeBuilder) {
        if let label = view.accessibilityLabelText {
            // A label set on the text: the text as it is, labelled as the view modifier labels it.
            var unlabelled = view
            unlabelled.accessibilityLabelText = nil
            let labelled = ModifiedContent(content: unlabelled, modifier: AccessibilityAttachmentModifier(.accessibilityLabel(label)))
            return ModifiedContent<Text, AccessibilityAttachmentModifier>._makeLayoutNodes(of: labelled, in: builder)
        }
        let environment = builder.currentEnvironment
        let content = ResolvedText(view, environment: environment) { builder.reportDiagnostic($0) }
        let leaf = TextLeaf.withinGlyphLimit(content, builder: builder)
        leaf.source = view
        leaf.sourceLocale = environment.locale
        builder.addMeasuredLeaf(leaf)
    }

    /// The text's name in dumps and the inspector: `Text("…")` with its characters. Long strings
    /// are cut in the label, outside the quotes so it does not read as the text's own truncation.
    var layoutName: String { layoutName(locale: nil) }

    /// The name with keys translated and values formatted for `locale` (the text's own, in a tree).
    func layoutName(locale: Locale?) -> String {
        let description = plainDescription(locale: locale)
        var name = "\"" + description.prefix(40).replacingOccurrences(of: "\n", with: "\\n") + "\""
        if description.count > 40 { name += "…" }
        return "Text(\(name))"
    }
}

/// The style a Text's modifiers set on its runs; `nil` means "from the environment".
struct TextRunStyle: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var foregroundColor: Color?
    var isStrikethrough: Bool?
    var isUnderlined: Bool?
    /// The colours of the lines; `nil`, the text's colour.
    var strikethroughColor: Color?
    var underlineColor: Color?
    /// The patterns of the lines; `nil`, solid.
    var strikethroughPattern: Text.LineStyle.Pattern?
    var underlinePattern: Text.LineStyle.Pattern?
    var link: String?
    /// Points the glyphs are raised above the baseline (negative: lowered).
    var baselineOffset: CGFloat?
    var design: Font.Design?
    var width: Font.Width?
    var hasMonospacedDigits: Bool?
}

extension Text {
    /// Sets the font of this text (where a part of it has none of its own).
    public func font(_ font: Font?) -> Text {
        styled { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of this text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled { if $0.weight == nil { $0.weight = weight } }
    }

    /// Applies a bold font weight to this text.
    public func bold() -> Text { bold(true) }

    /// Applies a bold font weight to this text when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// Applies italics to this text.
    public func italic() -> Text { italic(true) }

    /// Applies italics to this text when `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        styled { if $0.isItalic == nil { $0.isItalic = isActive } }
    }

    /// Uses the monospaced family for this text when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        styled { if $0.isMonospaced == nil { $0.isMonospaced = isActive } }
    }

    /// Adds `kerning` points of space after each character.
    public func kerning(_ kerning: CGFloat) -> Text {
        styled { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// Adds `tracking` points of space after each character (and turns off ligatures).
    public func tracking(_ tracking: CGFloat) -> Text {
        styled { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// Sets the colour of this text (drawn by renderers; no effect on layout).
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.foregroundColor == nil { $0.foregroundColor = color } }
    }

    /// Sets the style of this text (iOS 17), so that text concatenated with `+` keeps it: a
    /// colour, a hierarchical style (`.secondary`, drawn as that level's colour in the text's
    /// appearance) or `.tint`. A text run holds one colour, so a gradient draws with its first
    /// stop's colour here (use the view modifier `foregroundStyle(_:)` on the whole text to
    /// fill it with the gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let color: Color
        switch style.dynamicPaint(in: EnvironmentValues()) {
        case .color(let c): color = c
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _), .ellipticalGradient(let g, _, _, _):
            color = g.stops.first?.color ?? .primary
        case .meshGradient: color = .primary
        }
        return foregroundColor(color)
    }

    /// Draws a line through this text (no effect on layout).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled {
            if $0.isStrikethrough == nil {
                $0.isStrikethrough = isActive
                $0.strikethroughColor = color
            }
        }
    }

    /// Underlines this text (no effect on layout); `color` colours the line (`nil`: the text's).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled {
            if $0.isUnderlined == nil {
                $0.isUnderlined = isActive
                $0.underlineColor = color
            }
        }
    }
}

/// Where a text's key is looked up: a strings table and the bundle it is in (the main bundle when
/// `nil`).
struct TextLocalization: Equatable, @unchecked Sendable {
    let table: String?
    let bundle: Bundle?
}
