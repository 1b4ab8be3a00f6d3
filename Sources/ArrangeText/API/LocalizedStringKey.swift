import ArrangeCore
import Foundation

/// The key of a localized string, as in SwiftUI: what a string literal given to `Text` becomes.
///
/// Arrange has no string tables, so the key is the text itself. The literal parts are inline
/// Markdown; interpolated values are inserted as they are (their Markdown characters escaped),
/// as SwiftUI formats them into the localized string. Interpolated images are attachments:
/// each stands in the source as one U+FFFC, matched to `attachments` in order.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as Markdown source.
    let markdownSource: String
    /// The interpolated images, in the order of the U+FFFC characters that mark their places.
    let attachments: [TextAttachmentBox]

    /// Creates a key from a string; its Markdown is interpreted.
    public init(_ value: String) {
        markdownSource = value
        attachments = []
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) {
        markdownSource = value
        attachments = []
    }

    /// Creates a key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        markdownSource = stringInterpolation.source
        attachments = stringInterpolation.attachments
    }

    /// Builds the key of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var source = ""
        var attachments: [TextAttachmentBox] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            source.reserveCapacity(literalCapacity)
        }

        /// Appends a literal part (Markdown).
        public mutating func appendLiteral(_ literal: String) { appendSource(literal) }

        /// Appends a string value, shown as it is.
        public mutating func appendInterpolation(_ string: String) {
            appendSource(LocalizedStringKey.escapingMarkdown(string))
        }

        /// Appends a value through its description, shown as it is.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendSource(LocalizedStringKey.escapingMarkdown(String(describing: value)))
        }

        /// Appends a Text's characters and images (their styles are not carried into the key).
        public mutating func appendInterpolation(_ text: Text) {
            for run in text.runs {
                switch run.source {
                case .verbatim(let string):
                    appendSource(LocalizedStringKey.escapingMarkdown(string))
                case .markdown(let string, let attachments):
                    // The run's own U+FFFC marks go back to its attachments, in order.
                    var pending = attachments[...]
                    for (index, piece) in string.unicodeScalars.split(separator: "\u{FFFC}", omittingEmptySubsequences: false).enumerated() {
                        if index > 0, let attachment = pending.popFirst() { appendAttachment(attachment.attachment) }
                        appendSource(LocalizedStringKey.escapingMarkdown(String(piece)))
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
            if attachments.isEmpty { source = source.withoutObjectReplacement }
            source += "\u{FFFC}"
            attachments.append(TextAttachmentBox(attachment: attachment))
        }

        /// Appends Markdown source; once the key has an image, without U+FFFC (see above).
        private mutating func appendSource(_ string: String) {
            source += attachments.isEmpty ? string : string.withoutObjectReplacement
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
