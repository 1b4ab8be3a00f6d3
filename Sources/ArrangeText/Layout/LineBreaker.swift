import ArrangeCore
import Foundation

extension TextMeasure {
    /// The text's lines at `maxWidth` (A3.3): greedy, breaking at the last UAX #14 opportunity
    /// that keeps the line's visible width within `maxWidth`, always at required breaks, and
    /// between graphemes inside a word that is wider than a whole line. Every line holds at least
    /// one grapheme; white space at a line's end hangs and is not measured. An infinite width
    /// breaks only at required breaks (the ideal size). A text ending in a line break ends with
    /// an empty line, and an empty text is one empty line.
    func lineRanges(maxWidth: CGFloat) -> [Range<Int>] {
        let breaks = paragraph.breaks
        var lines: [Range<Int>] = []
        var start = 0
        var hardEnd = 0
        while start < count {
            // The paragraph's end is found once per paragraph, not once per line.
            if start >= hardEnd { hardEnd = paragraphEnd(from: start) }
            if !maxWidth.isFinite || fits(visibleWidth(start, hardEnd), in: maxWidth) {
                lines.append(start..<hardEnd)
                start = hardEnd
                continue
            }
            var lastFit: Int?
            var candidate = start + 1
            while candidate <= hardEnd {
                // Past the width with no white space to hang, no later break can fit either:
                // stop, so a long word costs one pass rather than one per line.
                if !ShapedParagraph.hangs(paragraph.utf16[candidate - 1]),
                   !fits(prefix[candidate] - prefix[start], in: maxWidth) { break }
                if candidate == hardEnd || breaks[candidate] == .allowed {
                    if fits(visibleWidth(start, candidate), in: maxWidth) {
                        lastFit = candidate
                    } else {
                        break
                    }
                }
                candidate += 1
            }
            let end = lastFit ?? graphemeBreak(from: start, limit: hardEnd, maxWidth: maxWidth)
            lines.append(start..<end)
            start = end
        }
        if count == 0 || ShapedParagraph.endsParagraph(paragraph.utf16[count - 1]) {
            lines.append(count..<count)
        }
        return lines
    }

    /// Where a word wider than the line breaks: after as many graphemes as fit, at least one.
    private func graphemeBreak(from start: Int, limit: Int, maxWidth: CGFloat) -> Int {
        var end = graphemeEnd(after: start)
        while end < limit {
            let next = graphemeEnd(after: end)
            guard fits(visibleWidth(start, next), in: maxWidth) else { break }
            end = next
        }
        // White space after the break hangs on this line rather than starting the next.
        while end < limit, ShapedParagraph.hangs(paragraph.utf16[end]) { end += 1 }
        return end
    }
}

extension ShapedParagraph {
    /// Whether the code unit ends a paragraph (a hard line break).
    static func endsParagraph(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }
}
