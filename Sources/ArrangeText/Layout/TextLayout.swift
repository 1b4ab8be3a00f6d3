import ArrangeCore
import Foundation

/// A text laid out for one proposal: its lines, its size on the pixel grid, and its baselines.
struct TextLayout {
    var lines: [TextLine]
    /// The size the Text answers: the widest line by the lines' height, rounded up to pixels.
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    /// The font scale `minimumScaleFactor` chose (1 when the text fits at its size).
    var scale: CGFloat
    /// Whether some text was left out behind an ellipsis.
    var isTruncated: Bool
}

/// One line of a laid-out text, in the text's own coordinates (y down from its top).
struct TextLine {
    /// The code units the line holds (with hanging white space), before any truncation.
    var range: Range<Int>
    /// What a truncated line shows instead of `range`, in logical order; `nil` for the common
    /// untruncated line, which so costs no array.
    var truncatedPieces: [LinePiece]?
    /// What the line shows, in logical order.
    var pieces: [LinePiece] { truncatedPieces ?? [.text(range)] }
    /// Width of the visible content (trailing white space hangs outside it).
    var width: CGFloat
    /// Left edge of the line inside the text's frame (set by `multilineTextAlignment`).
    var x: CGFloat = 0
    var top: CGFloat = 0
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    var leading: CGFloat = 0
    /// Horizontal compression applied by `allowsTightening` (1 = none).
    var tightening: CGFloat = 1

    var height: CGFloat { ascent + descent + leading }
    var baseline: CGFloat { top + ascent }
}

/// A part of a line: a range of the text's UTF-16 code units, or the ellipsis that stands for
/// text left out (drawn in the face of run `run`).
enum LinePiece: Equatable {
    case text(Range<Int>)
    case ellipsis(run: Int)
}
