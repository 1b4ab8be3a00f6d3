import Foundation

extension String {
    /// A localizable string: its key, with a format specifier where each value is interpolated
    /// (`%@` for text and other values, `%lld` for integers, `%lf` for other numbers), and the
    /// values, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Equatable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: the literal with its values' specifiers.
        public let key: String
        /// The values, formatted as the default value shows them.
        public let arguments: [String]

        /// A value from a string, which is its own key.
        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }

        /// A value from a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value from an interpolated string literal.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The text with no translation: the key with its values in place.
        public var description: String { StringTables.substitute(key, arguments) }

        /// Builds a key and its values from an interpolated string literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []

            /// Creates an empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Appends a literal part.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// Appends text (`%@`).
            public mutating func appendInterpolation(_ string: String) { append("%@", string) }
            /// Appends a substring (`%@`).
            public mutating func appendInterpolation(_ string: Substring) { append("%@", String(string)) }
            /// Appends an integer (`%lld`).
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("%lld", "\(value)") }
            /// Appends a number (`%lf`).
            public mutating func appendInterpolation(_ value: Double) { append("%lf", value.formatted()) }
            /// Appends a number (`%f`).
            public mutating func appendInterpolation(_ value: Float) { append("%f", Double(value).formatted()) }
            /// Appends another localizable value (`%@`).
            public mutating func appendInterpolation(_ value: String.LocalizationValue) { append("%@", value.description) }
            /// Appends a value formatted with a format style (`%@`).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", format.format(value))
            }
            /// Appends a date in a style (`%@`).
            public mutating func appendInterpolation(_ date: Date, style: Date.FormatStyle) { append("%@", style.format(date)) }
            /// Appends any other value through its description (`%@`).
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", String(describing: value)) }

            private mutating func append(_ specifier: String, _ value: String) {
                key += specifier
                arguments.append(value)
            }
        }
    }
}
