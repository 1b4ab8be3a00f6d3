import ArrangeCore
import Foundation

extension TextLeaf {
    /// What the text draws at `size` when proposed `proposal`: the outlines of the same shaped,
    /// placed glyphs that measured it (`glyphRuns(in:)`), in the text's coordinates, filled with
    /// each run's colour (`nil`: the environment's foreground style), plus underline and
    /// strikethrough bars. Renderers draw these outlines as paths, so an SVG looks the same on a
    /// machine without the font.
    func drawing(size: CGSize, proposal: ProposedViewSize) -> LeafDrawing? {
        let layout = layout(for: proposal)
        if text.isRedacted { return LeafDrawing(outlines: redactionBars(in: layout)) }
        var outlines: [FilledOutline] = []
        var pictures: [LeafPicture] = []
        let units = measured.paragraph.utf16
        for run in glyphRuns(in: layout) {
            let styled = text.runs[run.run]
            // An attachment's character is not drawn: renderers draw the attachment in its place
            // (an ellipsis in the attachment's style is drawn: its cluster is the line's end).
            if styled.attachment != nil, let first = run.glyphs.first, styled.range.contains(first.cluster) { continue }
            let face = styled.face
            let scale = run.pointSize / CGFloat(face.metrics.unitsPerEm)
            var segments: [PathSegment] = []
            for glyph in run.glyphs {
                // Tabs, line breaks and other controls are white space: whatever glyph the font
                // maps them to (often .notdef, a box) is never drawn.
                if glyph.cluster < units.count, ShapedParagraph.isControl(units[glyph.cluster]) { continue }
                let origin = glyph.position
                // A colour bitmap glyph (emoji) has no outline: its picture is drawn in its box.
                if let picture = face.colorGlyphImage(of: glyph.glyph) {
                    let box = picture.box
                    pictures.append(LeafPicture(png: picture.png, frame: CGRect(
                        x: origin.x + box.minX * scale, y: origin.y - box.maxY * scale,
                        width: box.width * scale, height: box.height * scale)))
                    continue
                }
                // Font units, y up from the baseline, to the text's points, y down.
                func place(_ point: CGPoint) -> CGPoint {
                    CGPoint(x: origin.x + point.x * scale, y: origin.y - point.y * scale)
                }
                for segment in face.outline(of: glyph.glyph) {
                    switch segment {
                    case .move(let to): segments.append(.move(to: place(to)))
                    case .line(let to): segments.append(.line(to: place(to)))
                    case .quadCurve(let to, let control): segments.append(.quadCurve(to: place(to), control: place(control)))
                    case .curve(let to, let c1, let c2): segments.append(.curve(to: place(to), control1: place(c1), control2: place(c2)))
                    case .close: segments.append(.close)
                    }
                }
            }
            // Links without a colour of their own are drawn in the accent colour, as SwiftUI
            // draws them (iOS's default accent, system blue).
            let color = styled.style.foregroundColor ?? (styled.style.link != nil ? Color.blue : nil)
            if !segments.isEmpty { outlines.append(FilledOutline(segments: segments, color: color)) }
            outlines.append(contentsOf: decorations(of: run, style: styled.style, color: color))
        }
        return LeafDrawing(outlines: outlines, pictures: pictures)
    }

    /// Underline and strikethrough bars under or through a run's glyphs: a twelfth of the point
    /// size thick, the underline a tenth of the size below the baseline, the strikethrough at
    /// three tenths above it (the usual typographic positions; fonts' own post/OS2 values are
    /// not read).
    private func decorations(of run: PlacedGlyphRun, style: TextRunStyle, color: Color?) -> [FilledOutline] {
        guard style.isUnderlined == true || style.isStrikethrough == true, let first = run.glyphs.first else { return [] }
        let minX = run.glyphs.map(\.position.x).min() ?? first.position.x
        let maxX = run.glyphs.map { $0.position.x + $0.advance }.max() ?? first.position.x
        let thickness = run.pointSize / 12
        func bar(_ y: CGFloat, pattern: Text.LineStyle.Pattern?, color: Color?) -> FilledOutline {
            var segments: [PathSegment] = []
            func piece(_ start: CGFloat, _ end: CGFloat) {
                segments += [.move(to: CGPoint(x: start, y: y)), .line(to: CGPoint(x: end, y: y)),
                             .line(to: CGPoint(x: end, y: y + thickness)), .line(to: CGPoint(x: start, y: y + thickness)), .close]
            }
            let lengths = (pattern ?? .solid).dashLengths.map { $0 * thickness }
            if lengths.isEmpty || !(thickness > 0) {
                piece(minX, maxX)
            } else {
                // Dashes and gaps in turn, from the run's start; the last dash is cut at its end.
                var x = minX
                var index = 0
                var pieces = 0
                while x < maxX, pieces < 10_000 {
                    let length = lengths[index % lengths.count]
                    if index % 2 == 0 { piece(x, min(x + length, maxX)); pieces += 1 }
                    x += length
                    index += 1
                }
            }
            return FilledOutline(segments: segments, color: color)
        }
        var bars: [FilledOutline] = []
        if style.isUnderlined == true {
            bars.append(bar(first.position.y + run.pointSize / 10, pattern: style.underlinePattern, color: style.underlineColor ?? color))
        }
        if style.isStrikethrough == true {
            bars.append(bar(first.position.y - run.pointSize * 0.3, pattern: style.strikethroughPattern, color: style.strikethroughColor ?? color))
        }
        return bars
    }

    /// What redacted text draws instead of its glyphs, as SwiftUI's placeholders: one rounded
    /// bar per line, as wide as the line's characters and as tall as its ascent and descent
    /// less `RedactionMetrics.verticalInset` above and below, in the colour of the line's first
    /// run (else the foreground style) at `RedactionMetrics.barOpacity`.
    func redactionBars(in layout: TextLayout) -> [FilledOutline] {
        var bars: [FilledOutline] = []
        for line in layout.lines where line.width > 0 {
            let height = line.ascent + line.descent
            let inset = height * RedactionMetrics.verticalInset
            let rect = CGRect(x: line.x, y: line.baseline - line.ascent + inset, width: line.width, height: height - 2 * inset)
            guard rect.height > 0 else { continue }
            let position = line.range.lowerBound
            let color = text.runs.first { $0.range.contains(position) }?.style.foregroundColor
            let path = Path(roundedRect: rect, cornerRadius: rect.height * RedactionMetrics.cornerRadiusFraction, style: .circular)
            bars.append(FilledOutline(segments: path.segments, color: color, opacity: RedactionMetrics.barOpacity))
        }
        return bars
    }
}
