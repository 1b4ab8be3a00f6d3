import ArrangeCore
import Foundation

extension Text {
    /// The style of a line drawn under (underline) or through (strikethrough) text, as in
    /// SwiftUI: what the `underlineStyle` and `strikethroughStyle` attributes of an
    /// `AttributedString` hold.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public let pattern: Pattern
        /// The colour of the line; `nil`, the text's colour.
        public let color: Color?

        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()

        /// The pattern that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// An alternating dashed and dotted line.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash followed by two dots, repeated.
            public static let dashDotDot = Pattern(name: "dashDotDot")

            /// Dash and gap lengths in turn, in line thicknesses; empty for a solid line
            /// (estimated; see docs/ios-metrics.md, "Text formatting and redaction").
            var dashLengths: [CGFloat] {
                switch name {
                case "dot": return [1, 1]
                case "dash": return [3, 2]
                case "dashDot": return [3, 2, 1, 2]
                case "dashDotDot": return [3, 2, 1, 2, 1, 2]
                default: return []
                }
            }
        }
    }
}
