import ArrangeCore
import FoundationAdditions
import Foundation

/// The key of a localized string, as in SwiftUI: what a string literal given to `Text` becomes.
///
/// Arrange has no string tables, so the key is the text itself. The literal parts are inline
/// Markdown; interpolated values are inserted as they are (their Markdown characters escaped),
/// as SwiftUI formats them into the localized string. Values interpolated with a format style,
/// a formatter, a format specifier or a date style are formatted when the Text is built, with
/// the environment's `locale`, `calendar` and `timeZone`. Interpolated images are attachments:
/// each stands in the source as one U+FFFC, matched to `attachments` in order.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A part of the key: Markdown source, or a value formatted when the Text is built.
    enum Piece: Equatable, Sendable {
        case markdown(String)
        case value(FormattedValue)
    }

    /// The key's parts, in order.
    let pieces: [Piece]
    /// The interpolated images, in the order of the U+FFFC characters that mark their places.
    let attachments: [TextAttachmentBox]

    /// Creates a key from a string; its Markdown is interpreted.
    public init(_ value: String) {
        pieces = [.markdown(value)]
        attachments = []
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) {
        pieces = [.markdown(value)]
        attachments = []
    }

    /// Creates a key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
        attachments = stringInterpolation.attachments
    }

    /// The key as Markdown source in `environment`: formatted values are formatted there and
    /// escaped, so their characters are shown as they are (and never take an image's place).
    static func markdownSource(of pieces: [Piece], in environment: EnvironmentValues, report: (String) -> Void) -> String {
        // The app's translation of the key, when its string tables have one (`StringTables`);
        // programs without tables skip building the key, so values are formatted once.
        if StringTables.mainHasTables {
            var key = ""
            var arguments: [String] = []
            for piece in pieces {
                switch piece {
                case .markdown(let string): key += string
                case .value(let value):
                    key += value.content.keySpecifier
                    arguments.append(escapingMarkdown(value.string(in: environment, report: report).withoutObjectReplacement))
                }
            }
            if let translation = StringTables.shared.translation(of: key, locale: environment.locale) {
                return StringTables.substitute(translation, arguments)
            }
        }
        var source = ""
        for piece in pieces {
            switch piece {
            case .markdown(let string): source += string
            case .value(let value):
                source += escapingMarkdown(value.string(in: environment, report: report).withoutObjectReplacement)
            }
        }
        return source
    }

    /// Builds the key of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        var attachments: [TextAttachmentBox] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Appends a literal part (Markdown).
        public mutating func appendLiteral(_ literal: String) { appendSource(literal) }

        /// Appends a string value, shown as it is.
        public mutating func appendInterpolation(_ string: String) {
            appendSource(LocalizedStringKey.escapingMarkdown(string))
        }

        /// Appends a value through its description, shown as it is. Arrange's own: SwiftUI
        /// accepts only the kinds of values that have an overload below (strings, numbers,
        /// formatted values, images, texts, objects with a formatter).
        public mutating func appendInterpolation<T>(_ value: T) {
            appendSource(LocalizedStringKey.escapingMarkdown(String(describing: value)))
        }

        /// Appends a Text's characters, formatted values and images (their styles are not
        /// carried into the key).
        public mutating func appendInterpolation(_ text: Text) {
            for run in text.runs {
                switch run.source {
                case .verbatim(let string):
                    appendSource(LocalizedStringKey.escapingMarkdown(string))
                case .attributed(let string):
                    appendSource(LocalizedStringKey.escapingMarkdown(String(string.characters)))
                case .formatted(let value):
                    appendValue(value)
                case .markdown(let keyPieces, let attachments):
                    // The run's own U+FFFC marks go back to its attachments, in order.
                    var pending = attachments[...]
                    for keyPiece in keyPieces {
                        guard case .markdown(let string) = keyPiece else {
                            if case .value(let value) = keyPiece { appendValue(value) }
                            continue
                        }
                        for (index, piece) in string.unicodeScalars.split(separator: "\u{FFFC}", omittingEmptySubsequences: false).enumerated() {
                            if index > 0, let attachment = pending.popFirst() { appendAttachment(attachment.attachment) }
                            appendSource(LocalizedStringKey.escapingMarkdown(String(piece)))
                        }
                    }
                case .attachment(let box):
                    appendAttachment(box.attachment)
                }
            }
        }

        /// Appends an inline attachment (an interpolated `Image`, through the rendering target).
        package mutating func appendAttachment(_ attachment: any TextAttachment) {
            // U+FFFC marks an attachment's place, so one the caller wrote would take an image's
            // place: before the first image every U+FFFC was the caller's, and it is dropped
            // (it stands for an object, and the key's only objects are its images).
            if attachments.isEmpty {
                pieces = pieces.map { piece in
                    if case .markdown(let string) = piece { return .markdown(string.withoutObjectReplacement) }
                    return piece
                }
            }
            appendMarkdown("\u{FFFC}")
            attachments.append(TextAttachmentBox(attachment: attachment))
        }

        /// Appends a value formatted when the Text is built.
        mutating func appendValue(_ value: FormattedValue) {
            pieces.append(.value(value))
        }

        /// Appends Markdown source; once the key has an image, without U+FFFC (see above).
        private mutating func appendSource(_ string: String) {
            appendMarkdown(attachments.isEmpty ? string : string.withoutObjectReplacement)
        }

        private mutating func appendMarkdown(_ string: String) {
            if case .markdown(let last)? = pieces.last {
                pieces[pieces.count - 1] = .markdown(last + string)
            } else {
                pieces.append(.markdown(string))
            }
        }
    }

    /// `string` with the characters inline Markdown gives meaning to escaped by a backslash.
    static func escapingMarkdown(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string {
            if "\\`*_~[]()<>!".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
