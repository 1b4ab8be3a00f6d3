import ArrangeCore
import ArrangeText
import ArrangeRender
import Foundation
import UIKit

extension Locale {
    /// The locale `string()` and `find(text:)` use unless told otherwise (English).
    nonisolated(unsafe) public static var testsDefault: Locale = Locale(identifier: "en")
}

extension InspectableView where View == ViewType.Text {
    /// The characters the text shows in `locale` (keys, interpolations and concatenations
    /// resolved, Markdown interpreted).
    public func string(locale: Locale = .testsDefault) throws -> String {
        let text = try textValue()
        if text.showsFormattedDate { throw InspectionError.notSupported("Inspection of formatted Date is currently not supported") }
        // An inline image reads as `Image('name')`, as ViewInspector reads it.
        return text.inspectedString(locale: locale) { attachment in
            attachment.inspectedImage.map { "Image('\($0.inspectedName ?? "")')" }
        }
    }

    /// The styles the text's modifiers set, by range of its characters.
    public func attributes() throws -> ViewType.Text.Attributes {
        let pieces = try textValue().inspectedStyledPieces(locale: .testsDefault)
        let environmentFont = content.medium.environment.font
        var environmentColor: Color?
        for case .color(let color) in foregroundRecords where environmentColor == nil { environmentColor = color }
        return ViewType.Text.Attributes(pieces: pieces.map { ViewType.Text.Attributes.Piece(length: $0.string.count, style: $0) },
                                        environmentFont: environmentFont, environmentForegroundColor: environmentColor,
                                        string: pieces.map(\.string).joined())
    }

    /// The attributed string of a text made with `Text(_: AttributedString)`.
    public func attributedString() throws -> AttributedString {
        guard let string = try textValue().inspectedAttributedString else {
            throw InspectionError.notSupported("Please use attributes() for accessing the text styles on this view")
        }
        return string
    }

    /// The images the text shows inline (`Text(Image(…))`, interpolated images).
    public func images() throws -> [Image] {
        try textValue().inspectedAttachments.compactMap { $0.inspectedImage }
    }

    private func textValue() throws -> Text { try Inspector.cast(content.view, to: Text.self) }
}

extension InspectableView {
    /// The font set on this view with `.font(_:)` (not on a `Text`: use `attributes().font()`).
    public func font() throws -> Font? {
        if content.view is Text {
            throw InspectionError.notSupported("Please use .attributes().font() for inspecting Font on a Text")
        }
        guard let font = ownEnvironment.font else { throw modifierNotFound("font") }
        return font
    }
}

extension ViewType.Text {
    /// The styles a `Text`'s modifiers set on its characters, readable over a range.
    public struct Attributes {
        struct Piece {
            let length: Int
            let style: InspectedTextPiece
            var font: Font? { style.font }
            var weight: Font.Weight? { style.weight }
            var isItalic: Bool? { style.isItalic }
            var foregroundColor: Color? { style.foregroundColor }
            var isStrikethrough: Bool? { style.isStrikethrough }
            var isUnderlined: Bool? { style.isUnderlined }
            var kerning: CGFloat? { style.kerning }
            var tracking: CGFloat? { style.tracking }
            var baselineOffset: CGFloat? { style.baselineOffset }
        }
        let pieces: [Piece]
        let range: Range<Int>
        /// The font the text's environment sets (`.font` on it or a view it is inside).
        let environmentFont: Font?
        /// The colour `.foregroundColor(_:)` on the text or a view it is inside sets.
        let environmentForegroundColor: Color?
        /// The characters, for ranges of `String.Index`.
        let string: String

        init(pieces: [Piece], range: Range<Int>? = nil, environmentFont: Font? = nil, environmentForegroundColor: Color? = nil, string: String = "") {
            self.pieces = pieces
            self.range = range ?? 0..<pieces.reduce(0) { $0 + $1.length }
            self.environmentFont = environmentFont
            self.environmentForegroundColor = environmentForegroundColor
            self.string = string
        }

        /// These attributes over `range`.
        private func over(_ range: Range<Int>) -> Self {
            Attributes(pieces: pieces, range: range, environmentFont: environmentFont,
                       environmentForegroundColor: environmentForegroundColor, string: string)
        }

        /// The attributes of the characters in `range`.
        public subscript<R>(_ range: R) -> Self where R: RangeExpression, R.Bound == Int {
            let whole = 0..<pieces.reduce(0) { $0 + $1.length }
            return over(range.relative(to: whole).clamped(to: whole))
        }

        /// The attributes of the characters in `range` of the text's string (`string()`).
        public subscript<R>(_ range: R) -> Self where R: RangeExpression, R.Bound == String.Index {
            let indices = range.relative(to: string)
            let lower = string.distance(from: string.startIndex, to: indices.lowerBound)
            let upper = string.distance(from: string.startIndex, to: indices.upperBound)
            return self[lower..<upper]
        }

        /// The value `read` gives every character in range, as ViewInspector reads a modifier of
        /// a `Text`: none set it (`modifierNotFound`), only some do, or they differ, all throw.
        private func value<T: Equatable>(_ name: String, _ read: (Piece) -> T?) throws -> T {
            var offset = 0
            var chunks: [T?] = []
            if pieces.allSatisfy({ $0.length == 0 }) {
                // An empty text: its pieces (none, or empty ones) are all there is to read.
                chunks = pieces.map(read)
                if chunks.isEmpty { chunks = [nil] }
            }
            for piece in pieces {
                defer { offset += piece.length }
                guard piece.length > 0, offset < range.upperBound, offset + piece.length > range.lowerBound else { continue }
                chunks.append(read(piece))
            }
            guard !chunks.isEmpty else { throw InspectionError.textAttribute("Invalid text range") }
            let values = chunks.compactMap { $0 }
            guard let first = values.first else { throw InspectionError.modifierNotFound(parent: "Text", modifier: name, index: 0) }
            guard values.count == chunks.count else {
                throw InspectionError.textAttribute("Modifier '\(name)' is applied only to a subrange")
            }
            guard values.allSatisfy({ $0 == first }) else {
                throw InspectionError.textAttribute("Modifier '\(name)' has different values in subranges")
            }
            return first
        }

        /// Whether a flag modifier (`bold`, `italic`…) applies to every character in range.
        private func flag(_ name: String, _ read: (Piece) -> Bool) throws -> Bool {
            try value(name) { read($0) ? true : nil }
        }

        /// The font set with `.font(_:)`.
        public func font() throws -> Font { try value("font", inheriting: environmentFont) { $0.font } }
        /// The weight set with `.fontWeight(_:)` or `.bold()`.
        public func fontWeight() throws -> Font.Weight { try value("fontWeight") { $0.weight } }
        /// Whether `.bold()` applies.
        public func isBold() throws -> Bool { try flag("bold") { $0.weight == .bold } }
        /// Whether `.italic()` applies.
        public func isItalic() throws -> Bool { try flag("italic") { $0.isItalic == true } }
        /// The colour set with `.foregroundColor(_:)` (on the text, else on a view it is inside).
        public func foregroundColor() throws -> Color {
            try value("foregroundColor", inheriting: environmentForegroundColor) { $0.foregroundColor }
        }

        /// The value `read` finds in range, else `inherited` (what an enclosing view sets).
        private func value<T: Equatable>(_ name: String, inheriting inherited: T?, _ read: (Piece) -> T?) throws -> T {
            do {
                return try value(name, read)
            } catch InspectionError.modifierNotFound {
                guard let inherited else { throw InspectionError.modifierNotFound(parent: "Text", modifier: name, index: 0) }
                return inherited
            }
        }
        /// Whether `.strikethrough()` applies.
        public func isStrikethrough() throws -> Bool { try flag("strikethrough") { $0.isStrikethrough == true } }
        /// The colour of the line `.strikethrough(_:color:)` draws (`nil`: the text's colour).
        public func strikethroughColor() throws -> Color? {
            try value("strikethrough") { $0.isStrikethrough == true ? .some($0.style.strikethroughColor) : nil }
        }
        /// The style of the line `.strikethrough(_:pattern:color:)` draws.
        public func strikethroughStyle() throws -> NSUnderlineStyle {
            try value("strikethrough") { $0.isStrikethrough == true ? NSUnderlineStyle(pattern: $0.style.strikethroughPattern) : nil }
        }
        /// Whether `.underline()` applies.
        public func isUnderline() throws -> Bool { try flag("underline") { $0.isUnderlined == true } }
        /// The colour of the line `.underline(_:color:)` draws (`nil`: the text's colour).
        public func underlineColor() throws -> Color? {
            try value("underline") { $0.isUnderlined == true ? .some($0.style.underlineColor) : nil }
        }
        /// The style of the line `.underline(_:pattern:color:)` draws.
        public func underlineStyle() throws -> NSUnderlineStyle {
            try value("underline") { $0.isUnderlined == true ? NSUnderlineStyle(pattern: $0.style.underlinePattern) : nil }
        }
        /// The kerning set with `.kerning(_:)`.
        public func kerning() throws -> CGFloat { try value("kerning") { $0.kerning } }
        /// The tracking set with `.tracking(_:)`.
        public func tracking() throws -> CGFloat { try value("tracking") { $0.tracking } }
        /// The offset set with `.baselineOffset(_:)`.
        public func baselineOffset() throws -> CGFloat { try value("baselineOffset") { $0.baselineOffset } }
    }
}

extension NSUnderlineStyle {
    /// A single line of `pattern`, as SwiftUI's line styles read as UIKit's.
    init(pattern: Text.LineStyle.Pattern?) {
        switch pattern {
        case .dot?: self = [.single, .patternDot]
        case .dash?: self = [.single, .patternDash]
        case .dashDot?: self = [.single, .patternDashDot]
        case .dashDotDot?: self = [.single, .patternDashDotDot]
        default: self = .single
        }
    }
}

extension Font {
    private func missing(_ label: String) -> InspectionError { .attributeNotFound(label: label, type: "Font") }

    /// The font's point size (a system font's or a custom one's).
    public func size() throws -> CGFloat {
        guard let size = inspectedParts.size else { throw missing("size") }
        return size
    }

    /// Whether the font keeps its size under Dynamic Type (`custom(_:fixedSize:)`).
    public func isFixedSize() -> Bool { inspectedParts.isFixedSize }

    /// A custom font's family or font name.
    public func name() throws -> String {
        guard let name = inspectedParts.name else { throw missing("name") }
        return name
    }

    /// A system font's weight.
    public func weight() throws -> Font.Weight {
        guard inspectedParts.name == nil else { throw missing("weight") }
        return inspectedParts.weight ?? .regular
    }

    /// A system font's design.
    public func design() throws -> Font.Design {
        guard inspectedParts.name == nil else { throw missing("design") }
        return inspectedParts.design ?? .default
    }

    /// The text style the font is, or scales with.
    public func style() throws -> Font.TextStyle {
        guard let style = inspectedParts.textStyle ?? inspectedParts.scalesWith else { throw missing("style") }
        return style
    }
}

extension InspectableView where View == ViewType.DatePicker {
    /// Picks `date`, as a person would.
    public func select(date: Date) throws {
        try guardIsResponsive()
        try binding("selection", Date.self).wrappedValue = date
    }

    /// The picker's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}

extension InspectableView where View == ViewType.ColorPicker {
    /// Picks `color`, as a person would.
    public func select(color: Color) throws {
        try guardIsResponsive()
        try binding("selection", Color.self).wrappedValue = color
    }

    /// The picker's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }
}
