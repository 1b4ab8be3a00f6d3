import Foundation

/// One spacing preference on one edge: a plain distance, or a text's font metrics, which only
/// turn into a distance when they meet another text's metrics (U13).
enum SpacingValue: Equatable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    case distance(CGFloat)
    /// On a text's bottom edge: its metrics, as the upper of two texts.
    case textAbove(TextSpacingMetrics)
    /// On a text's top edge: its metrics, as the lower of two texts.
    case textBelow(TextSpacingMetrics)

    init(integerLiteral value: Int) { self = .distance(CGFloat(value)) }

    var distance: CGFloat? {
        if case .distance(let value) = self { return value }
        return nil
    }

    /// The distance two facing entries of the same category ask for: plain distances add up,
    /// a plain distance beats metrics, and an upper text's metrics meet a lower text's by U13.
    func combined(with other: SpacingValue) -> CGFloat? {
        switch (self, other) {
        case (.distance(let a), .distance(let b)): return a + b
        case (.distance(let a), _): return a
        case (_, .distance(let b)): return b
        case (.textAbove(let upper), .textBelow(let lower)), (.textBelow(let lower), .textAbove(let upper)):
            return TextSpacingMetrics.distance(upper: upper, lower: lower)
        default: return nil
        }
    }

    /// The larger of two entries for one key, when spacings are merged: distances by value,
    /// metrics by line height; a distance counts as smaller than metrics.
    static func larger(_ a: SpacingValue, _ b: SpacingValue) -> SpacingValue {
        switch (a, b) {
        case (.distance(let x), .distance(let y)): return .distance(max(x, y))
        case (.distance, _): return b
        case (_, .distance): return a
        case (.textAbove(let x), .textAbove(let y)): return x.lineHeight >= y.lineHeight ? a : b
        case (.textBelow(let x), .textBelow(let y)): return x.lineHeight >= y.lineHeight ? a : b
        default: return a
        }
    }

    var description: String {
        switch self {
        case .distance(let value): return formatLength(value)
        case .textAbove(let m), .textBelow(let m): return "\(m)"
        }
    }
}

/// The font metrics a text offers to its text neighbours for spacing (U13): ascent and descent
/// of its largest font, that font's leading (line gap), and the pixel length to round to.
public struct TextSpacingMetrics: Equatable, Sendable, CustomStringConvertible {
    /// Distance from the baseline to the top of the line.
    public var ascent: CGFloat
    /// Distance from the baseline to the bottom of the line (positive).
    public var descent: CGFloat
    /// The font's leading (line gap).
    public var leading: CGFloat
    /// The size of a pixel; distances round up to whole pixels.
    public var pixelLength: CGFloat

    /// Creates text spacing metrics.
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, pixelLength: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.pixelLength = pixelLength
    }

    var lineHeight: CGFloat { ascent + descent + leading }

    /// U13: the gap between an upper and a lower text is the lower text's leading, rounded up to
    /// the upper text's pixel grid ((2,3,5,13) above (7,11,17,23) gives 26; reversed, 23).
    static func distance(upper: TextSpacingMetrics, lower: TextSpacingMetrics) -> CGFloat {
        lower.leading.roundedUp(toMultipleOf: upper.pixelLength)
    }

    /// A textual description, used in dumps.
    public var description: String {
        "text(ascent \(formatLength(ascent)), descent \(formatLength(descent)), leading \(formatLength(leading)))"
    }
}
