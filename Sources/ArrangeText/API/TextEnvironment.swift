import ArrangeCore
import Foundation

/// An alignment position for text along the horizontal axis, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (the right in a right-to-left paragraph).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit, as in SwiftUI.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line ("…of the line").
        case head
        /// Truncate at the end of the line ("Brevity is t…").
        case tail
        /// Truncate in the middle of the line ("Brev…of wit.").
        case middle
    }

    /// A scheme for transforming the capitalization of characters within text, as in SwiftUI.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }
}

/// The text settings views write to the environment; a Text reads them when it is built.
struct TextEnvironment: Sendable {
    var font: Font?
    var defaultFontFamily: String?
    /// What draws the system font; nil for what this machine has (`FontLibrary.systemTypeface`).
    var systemTypeface: SystemTypeface?
    var fontWeight: Font.Weight?
    var isItalic = false
    var isMonospaced = false
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var lineLimit: Int?
    /// The range form of `lineLimit`: at least `lowerBound` lines are reserved (with
    /// `reservesSpace` or a closed range), at most `upperBound` shown.
    var minimumLines = 0
    var lineSpacing: CGFloat = 0
    var multilineTextAlignment = TextAlignment.leading
    var truncationMode = Text.TruncationMode.tail
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false
    var textCase: Text.Case?
    var foregroundColor: Color?
    /// The environment's Dynamic Type size, copied in when a Text is resolved.
    var dynamicTypeSize = DynamicTypeSize.large
    /// Set by `fontDesign(_:)`, `fontWidth(_:)`, `monospacedDigit()` and `baselineOffset(_:)`.
    var fontDesign: Font.Design?
    var fontWidth: Font.Width?
    var hasMonospacedDigits = false
    var baselineOffset: CGFloat = 0
    /// Set by `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)` on a view.
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
}

private struct TextEnvironmentKey: EnvironmentKey {
    static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
    var text: TextEnvironment {
        get {
            // Text in a system container's part (a section header, a bar title) takes that
            // part's default font and case when nothing inside sets its own.
            guard let role = containerTextRole else { return self[TextEnvironmentKey.self] }
            return self[TextEnvironmentKey.self].withDefaults(of: role)
        }
        set { self[TextEnvironmentKey.self] = newValue }
    }

    /// The default font of this environment; `nil` means `.body`.
    public var font: Font? {
        get { text.font }
        set { text.font = newValue }
    }

    /// The family that system fonts (text styles and `.system`) resolve to. `nil`, the default,
    /// means the platform's sans-serif family as fontconfig resolves it (DejaVu Sans on Debian).
    /// Set it to `Font.testFontFamily` for exact, machine-independent layout tests. Arrange's
    /// own: SwiftUI always uses San Francisco.
    public var defaultFontFamily: String? {
        get { text.defaultFontFamily }
        set { text.defaultFontFamily = newValue }
    }

    /// What draws the system font in this environment; `nil`, the default, means what this
    /// machine has (`FontLibrary.systemTypeface`). Set by the text calibration to compare
    /// typefaces in one process.
    package var systemTypeface: SystemTypeface? {
        get { text.systemTypeface }
        set { text.systemTypeface = newValue }
    }

    /// The maximum number of lines that text can occupy; `nil` means no limit.
    public var lineLimit: Int? {
        get { text.lineLimit }
        set { text.lineLimit = newValue }
    }

    /// The distance in points between the bottom of one line and the top of the next.
    public var lineSpacing: CGFloat {
        get { text.lineSpacing }
        set { text.lineSpacing = newValue }
    }

    /// How lines of multiline text align to each other.
    public var multilineTextAlignment: TextAlignment {
        get { text.multilineTextAlignment }
        set { text.multilineTextAlignment = newValue }
    }

    /// Where a line that is too long is truncated.
    public var truncationMode: Text.TruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }

    /// The smallest fraction of its size that text may shrink to before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { text.minimumScaleFactor }
        set { text.minimumScaleFactor = newValue }
    }

    /// Whether text may compress the space between characters to fit a line.
    public var allowsTightening: Bool {
        get { text.allowsTightening }
        set { text.allowsTightening = newValue }
    }

    /// A stylistic override to transform the case of strings.
    public var textCase: Text.Case? {
        get { text.textCase }
        set { text.textCase = newValue }
    }
}
