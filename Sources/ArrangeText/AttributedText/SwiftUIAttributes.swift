import ArrangeCore
import Foundation

// SwiftUI's attributes for `AttributedString`, so `attributed.foregroundColor = .red`,
// `.font`, `.underlineStyle`, `.strikethroughStyle`, `.kern`, `.tracking`, `.baselineOffset`
// and `.backgroundColor` compile and show as with SwiftUI. Foundation on Linux has only its own
// scope (`link`, `languageIdentifier`…); this scope carries SwiftUI's names and value types.
// Arrange's own declaration of SwiftUI's `AttributeScopes.SwiftUIAttributes`.

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString`, and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (accepted; Arrange does not draw it).
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Extra space after each character, in points (ligatures off).
        public let tracking: TrackingAttribute
        /// How far the text is raised above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link` among them).
        public let foundation: FoundationAttributes

        /// The font of the text.
        public enum FontAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = Font
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.Font"
        }

        /// The colour of the text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = Color
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = Color
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A line through the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = Text.LineStyle
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under the text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = Text.LineStyle
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Extra space after each character.
        public enum KerningAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.Kern"
        }

        /// Extra space after each character, ligatures off.
        public enum TrackingAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.Tracking"
        }

        /// How far the text is raised above the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The type of the attribute's values.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope (`AttributedString(…, including: \.swiftUI)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `attributed.foregroundColor`, `container.font`…
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
