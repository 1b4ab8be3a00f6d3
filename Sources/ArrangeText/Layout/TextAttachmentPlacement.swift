import ArrangeCore
import Foundation

/// An inline attachment where a laid-out text put it, for renderers.
package struct PlacedTextAttachment {
    /// What the attachment's target draws (see `ResolvedTextAttachment.payload`).
    package var payload: AnyObject
    /// Where it is drawn, in the text's coordinates: its bottom on its line's baseline, its left
    /// edge where the pen stood.
    package var frame: CGRect
    /// The colour of its run (`foregroundColor` on the Text); `nil`: the foreground style.
    package var color: Color?
}

/// A leaf that shows inline attachments (the Text leaf): renderers draw them after its outlines.
package protocol TextAttachmentLeaf: MeasuredLeaf {
    /// The attachments of the text laid out for `proposal` at `size`, where they stand.
    func attachments(size: CGSize, proposal: ProposedViewSize) -> [PlacedTextAttachment]
}

extension TextLeaf: TextAttachmentLeaf {
    /// Each attachment at the glyph position layout gave its U+FFFC, scaled with the text (by
    /// `minimumScaleFactor`); none when the text has none, without laying it out again.
    package func attachments(size: CGSize, proposal: ProposedViewSize) -> [PlacedTextAttachment] {
        // Redacted text draws its placeholder bars only.
        guard !text.isRedacted, text.runs.contains(where: { $0.attachment != nil }) else { return [] }
        let layout = layout(for: proposal)
        var placed: [PlacedTextAttachment] = []
        for run in glyphRuns(in: layout) {
            let styled = text.runs[run.run]
            guard let attachment = styled.attachment else { continue }
            for glyph in run.glyphs where styled.range.contains(glyph.cluster) {
                let width = attachment.size.width * layout.scale
                let height = attachment.size.height * layout.scale
                placed.append(PlacedTextAttachment(
                    payload: attachment.payload,
                    frame: CGRect(x: glyph.position.x, y: glyph.position.y - height, width: width, height: height),
                    color: styled.style.foregroundColor))
            }
        }
        return placed
    }
}
