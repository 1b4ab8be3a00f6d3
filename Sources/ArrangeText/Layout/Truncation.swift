import ArrangeCore
import Foundation

extension TextMeasure {
    /// The pieces and width of the last visible line when the text from `start` on does not fit
    /// (A3.3, `truncationMode`): as many graphemes as fit beside an ellipsis of width
    /// `ellipsis`, taken from the start (tail), the end (head) or both ends (middle) of the
    /// line's paragraph. Without a width limit the paragraph is kept whole and the ellipsis
    /// follows it. If not even the ellipsis fits, the line is the ellipsis alone.
    func truncatedLine(from start: Int, maxWidth: CGFloat, ellipsis: CGFloat, ellipsisRun: Int, mode: Text.TruncationMode) -> (pieces: [LinePiece], width: CGFloat) {
        let end = visibleEnd(start, paragraphEnd(from: start))
        guard maxWidth.isFinite else {
            return ([.text(start..<end), .ellipsis(run: ellipsisRun)], visibleWidth(start, end) + ellipsis)
        }
        let room = maxWidth - ellipsis
        switch mode {
        case .tail:
            var cut = start
            while cut < end {
                let next = graphemeEnd(after: cut)
                guard fits(prefix[next] - prefix[start], in: room) else { break }
                cut = next
            }
            let kept = visibleEnd(start, cut)
            return ([.text(start..<kept), .ellipsis(run: ellipsisRun)], prefix[kept] - prefix[start] + ellipsis)
        case .head:
            var cut = end
            while cut > start {
                let previous = graphemeStart(before: cut)
                guard fits(prefix[end] - prefix[previous], in: room) else { break }
                cut = previous
            }
            return ([.ellipsis(run: ellipsisRun), .text(cut..<end)], prefix[end] - prefix[cut] + ellipsis)
        case .middle:
            // Grow whichever side is narrower, so the ellipsis sits near the middle.
            var front = start, back = end
            while front < back {
                let frontWidth = prefix[front] - prefix[start], backWidth = prefix[end] - prefix[back]
                if frontWidth <= backWidth {
                    let next = graphemeEnd(after: front)
                    guard next <= back, fits(prefix[next] - prefix[start] + backWidth, in: room) else { break }
                    front = next
                } else {
                    let previous = graphemeStart(before: back)
                    guard previous >= front, fits(frontWidth + prefix[end] - prefix[previous], in: room) else { break }
                    back = previous
                }
            }
            let kept = visibleEnd(start, front)
            let width = prefix[kept] - prefix[start] + ellipsis + prefix[end] - prefix[back]
            return ([.text(start..<kept), .ellipsis(run: ellipsisRun), .text(back..<end)], width)
        }
    }
}
