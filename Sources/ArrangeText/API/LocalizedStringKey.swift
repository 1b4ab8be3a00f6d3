import ArrangeCore
import Foundation

/// The key of a localized string, as in SwiftUI: what a string literal given to `Text` becomes.
///
/// Arrange has no string tables, so the key is the text itself. The literal parts are inline
/// Markdown; interpolated values are inserted as they are (their Markdown characters escaped),
/// as SwiftUI formats them into the localized string.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as Markdown source.
    let markdownSource: String

    /// Creates a key from a string; its Markdown is interpreted.
    public init(_ value: String) { markdownSource = value }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { markdownSource = value }

    /// Creates a key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        markdownSource = stringInterpolation.source
    }

    /// Builds the key of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var source = ""

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            source.reserveCapacity(literalCapacity)
        }

        /// Appends a literal part (Markdown).
        public mutating func appendLiteral(_ literal: String) { source += literal }

        /// Appends a string value, shown as it is.
        public mutating func appendInterpolation(_ string: String) {
            source += LocalizedStringKey.escapingMarkdown(string)
        }

        /// Appends a value through its description, shown as it is.
        public mutating func appendInterpolation<T>(_ value: T) {
            source += LocalizedStringKey.escapingMarkdown(String(describing: value))
        }

        /// Appends a Text's characters (their styles are not carried into the key).
        public mutating func appendInterpolation(_ text: Text) {
            source += LocalizedStringKey.escapingMarkdown(text.plainDescription)
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
