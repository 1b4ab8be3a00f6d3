import ArrangeCore
import Foundation

/// A glyph of a laid-out text, placed in the text's own coordinates: `position` is the glyph's
/// origin on its line's baseline, y down from the text's top.
struct PlacedGlyph: Equatable {
    var glyph: UInt32
    var position: CGPoint
    /// The UTF-16 offset of the character the glyph came from (for hit testing and inspection).
    var cluster: Int
    /// How far the glyph moves the pen, in points (kerning, tracking and tightening included).
    var advance: CGFloat
}

/// Glyphs of one styled run on one line, in visual (left-to-right on screen) order: what a
/// renderer draws with one face at one size.
struct PlacedGlyphRun {
    /// Index of the `StyledRun` that gives the face, size and style.
    var run: Int
    /// The point size to draw at (the run's size times the layout's scale).
    var pointSize: CGFloat
    var glyphs: [PlacedGlyph]
}

extension TextLeaf {
    /// The glyphs of `layout`, placed: each line's pieces in the paragraph's direction, each
    /// piece cut into runs of one direction (UAX #9 rule L2), each run's glyphs as the shaper
    /// returned them. The same shaped glyphs that measured the text, so a renderer draws exactly
    /// what was measured.
    func glyphRuns(in layout: TextLayout) -> [PlacedGlyphRun] {
        let paragraph = measured.paragraph
        let rightToLeftParagraph = paragraph.baseLevel % 2 == 1
        var result: [PlacedGlyphRun] = []
        for line in layout.lines {
            var x = line.x
            let stretch = layout.scale * line.tightening
            let pieces = rightToLeftParagraph ? Array(line.pieces.reversed()) : line.pieces
            for piece in pieces {
                switch piece {
                case .ellipsis(let runIndex):
                    let index = min(runIndex, text.runs.count - 1)
                    let run = text.runs[index]
                    var glyphs: [PlacedGlyph] = []
                    for glyph in run.face.shape([0x2026], range: 0..<1, rightToLeft: false, features: run.features) {
                        let advance = (CGFloat(glyph.advance) * run.scale + run.extraSpacing) * stretch
                        glyphs.append(PlacedGlyph(glyph: glyph.glyph, position: CGPoint(x: x, y: line.baseline), cluster: line.range.upperBound, advance: advance))
                        x += advance
                    }
                    result.append(PlacedGlyphRun(run: index, pointSize: run.pointSize * layout.scale, glyphs: glyphs))
                case .text(let range):
                    let visible = range.lowerBound..<measured.visibleEnd(range.lowerBound, range.upperBound)
                    for (runRange, rightToLeft) in visualRuns(levels: paragraph.levels, range: visible) {
                        var segments = paragraph.segments.filter { $0.range.overlaps(runRange) }
                        if rightToLeft { segments.reverse() }
                        for segment in segments {
                            let run = text.runs[segment.run]
                            if run.attachment != nil {
                                // An attachment is one placed "glyph" (whatever the shaper made
                                // of its U+FFFC) as wide as it was measured; renderers draw the
                                // attachment there (`attachments(size:proposal:)`).
                                let cluster = segment.range.lowerBound
                                guard runRange.contains(cluster) else { continue }
                                let advance = (measured.prefix[cluster + 1] - measured.prefix[cluster]) * stretch
                                let glyph = PlacedGlyph(glyph: 0, position: CGPoint(x: x, y: line.baseline), cluster: cluster, advance: advance)
                                result.append(PlacedGlyphRun(run: segment.run, pointSize: run.pointSize * layout.scale, glyphs: [glyph]))
                                x += advance
                                continue
                            }
                            let unitsToPoints = run.scale
                            var glyphs: [PlacedGlyph] = []
                            for glyph in segment.glyphs where runRange.contains(Int(glyph.cluster)) {
                                let cluster = Int(glyph.cluster)
                                let position = CGPoint(x: x + CGFloat(glyph.offsetX) * unitsToPoints * stretch,
                                                       y: line.baseline - (CGFloat(glyph.offsetY) * unitsToPoints + run.baselineOffset) * layout.scale)
                                var advance = ShapedParagraph.isControl(paragraph.utf16[cluster]) ? 0 : CGFloat(glyph.advance) * unitsToPoints
                                // A tab moves the pen to its tab stop, as measured (see `TextMeasure`).
                                if paragraph.utf16[cluster] == 0x09 { advance = measured.prefix[cluster + 1] - measured.prefix[cluster] }
                                if paragraph.graphemeStarts[cluster] && advance > 0 { advance += run.extraSpacing }
                                glyphs.append(PlacedGlyph(glyph: glyph.glyph, position: position, cluster: cluster, advance: advance * stretch))
                                x += advance * stretch
                            }
                            if !glyphs.isEmpty {
                                result.append(PlacedGlyphRun(run: segment.run, pointSize: run.pointSize * layout.scale, glyphs: glyphs))
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
