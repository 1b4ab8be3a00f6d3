import ArrangeCore
import Foundation

/// A shaped paragraph at its runs' point sizes: running sums of advances in points, so the width
/// of any range is one subtraction. Kerning and tracking count after every grapheme.
///
/// A tab advances to the next tab stop. SwiftUI's text takes `NSParagraphStyle.default`'s stops,
/// one every 28 points; here a tab's advance is the distance to the next multiple of 28 points
/// after the pen (a tab exactly on a stop goes to the next one, so it always moves the pen),
/// counted from the start of the tab's paragraph (the text's start or its last hard line
/// break). Widths are running sums, so on a line that wrapped the stops stay where the
/// paragraph's first line put them rather than restarting at the wrapped line's start.
///
/// An inline attachment (an image) advances by its width.
struct TextMeasure {
    /// The distance between tab stops, in points (`NSParagraphStyle.default`'s interval).
    static let tabInterval: CGFloat = 28

    let paragraph: ShapedParagraph
    /// `prefix[i]` is the width of code units `0..<i`.
    let prefix: [CGFloat]
    /// Index of the run each code unit belongs to.
    let runOfUnit: [Int32]

    init(paragraph: ShapedParagraph, runs: [StyledRun]) {
        self.paragraph = paragraph
        let count = paragraph.utf16.count
        var prefix = Array(repeating: CGFloat(0), count: count + 1)
        var runOfUnit = Array(repeating: Int32(max(runs.count - 1, 0)), count: count)
        var sum: CGFloat = 0
        var paragraphStart: CGFloat = 0
        for (index, run) in runs.enumerated() {
            for i in run.range where i < count {
                runOfUnit[i] = Int32(index)
                let unit = paragraph.utf16[i]
                var advance = CGFloat(paragraph.emAdvances[i]) * run.pointSize
                if paragraph.graphemeStarts[i] && !ShapedParagraph.isControl(unit) { advance += run.extraSpacing }
                if let attachment = run.attachment {
                    // An attachment's U+FFFC is as wide as the attachment, whatever glyph the
                    // face has for it (the shaped advance is cached per face, not per image).
                    advance = i == run.range.lowerBound ? attachment.size.width : 0
                } else if unit == 0x09 {
                    let pen = sum - paragraphStart
                    let stop = ((pen / Self.tabInterval).rounded(.down) + 1) * Self.tabInterval
                    advance = stop - pen
                }
                sum += advance
                prefix[i + 1] = sum
                if ShapedParagraph.endsParagraph(unit) { paragraphStart = sum }
            }
        }
        self.prefix = prefix
        self.runOfUnit = runOfUnit
    }

    var count: Int { paragraph.utf16.count }

    /// Width of `start..<end` without the white space that hangs at its end.
    func visibleWidth(_ start: Int, _ end: Int) -> CGFloat {
        prefix[visibleEnd(start, end)] - prefix[start]
    }

    /// End of `start..<end` once hanging white space at its end is dropped.
    func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, ShapedParagraph.hangs(paragraph.utf16[end - 1]) { end -= 1 }
        return end
    }

    /// End of the grapheme that starts at `index`.
    func graphemeEnd(after index: Int) -> Int {
        var end = index + 1
        while end < count, !paragraph.graphemeStarts[end] { end += 1 }
        return min(end, count)
    }

    /// Start of the grapheme that ends at `index`.
    func graphemeStart(before index: Int) -> Int {
        var start = index - 1
        while start > 0, !paragraph.graphemeStarts[start] { start -= 1 }
        return max(start, 0)
    }

    /// The first required break after `start`, or the end of the text.
    func paragraphEnd(from start: Int) -> Int {
        var end = start + 1
        while end < count, paragraph.breaks[end] != .required { end += 1 }
        return min(end, count)
    }
}

/// `width` fits in `available`, allowing for floating-point noise in sums of advances.
@inline(__always)
func fits(_ width: CGFloat, in available: CGFloat) -> Bool {
    width <= available + 1e-9 * max(1, abs(available))
}
