import ArrangeCore
import Foundation

/// A Text's node in the layout tree: answers proposals with laid-out lines (A3.3), reports its
/// baselines (A14.4) and its spacing (U13). It shapes its text once (through `ShapingCache`),
/// and remembers its line breaks per width and its layouts per proposal, so a stack probing it
/// at several sizes does not repeat work.
final class TextLeaf: MeasuredLeaf {
    let text: ResolvedText
    /// The view the leaf was made for, kept for its name (made only when a dump asks).
    var source: Text?
    /// The locale the text was built in: its name is translated and formatted for it.
    var sourceLocale: Locale?
    /// The leaf's name in dumps and the inspector.
    var layoutName: String { source?.layoutName(locale: sourceLocale) ?? "Text" }
    private var measure: TextMeasure?
    private var lineBreaks: [CGFloat: [Range<Int>]] = [:]
    private var layouts: [ProposalKey: TextLayout] = [:]
    private var ellipsisWidths: [Int: CGFloat] = [:]
    private var cachedSpacing: ViewSpacing?
    /// Work counters for tests and the inspector.
    private(set) var statistics = TextStatistics()

    struct ProposalKey: Hashable {
        var width: CGFloat?
        var height: CGFloat?
    }

    /// Each run's ascent, descent and leading in points, and its range: what line metrics need,
    /// kept apart from the runs so measuring copies no faces or styles.
    private let runMetrics: [RunMetrics]

    struct RunMetrics {
        var range: Range<Int>
        var ascent: CGFloat
        var descent: CGFloat
        var leading: CGFloat
    }

    init(_ text: ResolvedText) {
        self.text = text
        runMetrics = text.runs.map { run in
            let m = run.face.metrics
            // An attachment sits on the baseline: all of its height is above it, and raises
            // the line's ascent where it is taller than the font's.
            // A baseline offset moves the run's glyphs, and the line grows to hold them.
            let ascent = max(CGFloat(m.ascender) * run.scale + max(run.baselineOffset, 0), run.attachment?.size.height ?? 0)
            return RunMetrics(range: run.range, ascent: ascent,
                              descent: CGFloat(m.descender) * run.scale + max(-run.baselineOffset, 0),
                              leading: CGFloat(m.lineGap) * run.scale)
        }
    }

    /// Glyphs shaped by the texts of this host's tree up to and including this one: the running
    /// total `ResourceLimits.glyphCount` is checked against. It lives in the leaves because the
    /// tree (one per build of a host) is what every Text of a host shares; a new build starts
    /// again from 0.
    private(set) var glyphsInHost = 0
    /// Whether this text, or one built before it in the same tree, passed the glyph limit: no
    /// later text of the tree is shaped.
    private(set) var isPastGlyphLimit = false

    /// The leaf of `text`, shaped now so its glyphs count against the host's
    /// `ResourceLimits.glyphCount` (from the environment the Text is built in). A text whose
    /// glyphs would take the total past the limit, and every text after it, lays out empty,
    /// with a diagnostic.
    static func withinGlyphLimit(_ text: ResolvedText, builder: _LayoutTreeBuilder) -> TextLeaf {
        let limit = builder.currentEnvironment.resourceLimits.glyphCount
        let previous = builder.lastMeasuredLeaf(of: TextLeaf.self)
        let before = previous?.glyphsInHost ?? 0
        if previous?.isPastGlyphLimit != true {
            let leaf = TextLeaf(text)
            let total = before + leaf.measured.paragraph.glyphCount
            if total <= limit {
                leaf.glyphsInHost = total
                return leaf
            }
        }
        // Past the limit: the leaf keeps the total (and the flag), so later texts are not shaped.
        if previous?.isPastGlyphLimit != true {
            builder.reportDiagnostic("The texts of this host would shape more than ResourceLimits.glyphCount (\(limit) glyphs); this Text and the texts after it are laid out empty.")
        }
        let empty = TextLeaf(text.emptied())
        empty.glyphsInHost = before
        empty.isPastGlyphLimit = true
        return empty
    }

    /// The shaped text at its sizes, made on first use.
    var measured: TextMeasure {
        if let measure { return measure }
        statistics.shapings += 1
        let made = TextMeasure(paragraph: ShapingCache.shared.paragraph(for: text), runs: text.runs)
        measure = made
        return made
    }

    // MARK: MeasuredLeaf

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout(for: proposal).size
    }

    func baseline(last: Bool, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let layout = layout(for: proposal)
        return last ? layout.lastBaseline : layout.firstBaseline
    }

    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let ideal = layout(for: .unspecified)
        // The largest font's metrics stand for the text (U13).
        var best = text.runs[0]
        for run in text.runs where lineHeight(of: run) > lineHeight(of: best) { best = run }
        let metrics = TextSpacingMetrics(ascent: CGFloat(best.face.metrics.ascender) * best.scale,
                                         descent: CGFloat(best.face.metrics.descender) * best.scale,
                                         leading: CGFloat(best.face.metrics.lineGap) * best.scale,
                                         pixelLength: text.pixelLength)
        let spacing = ViewSpacing.text(metrics: metrics, capHeight: CGFloat(best.face.metrics.capHeight) * best.scale,
                                       firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline, height: ideal.size.height)
        cachedSpacing = spacing
        return spacing
    }

    private func lineHeight(of run: StyledRun) -> CGFloat {
        let m = run.face.metrics
        return CGFloat(m.ascender + m.descender + m.lineGap) * run.scale
    }

    /// Forgets layouts and line breaks; the shaped text stays (it does not depend on sizes).
    func invalidate() {
        layouts.removeAll(keepingCapacity: true)
        lineBreaks.removeAll(keepingCapacity: true)
        cachedSpacing = nil
    }

    // MARK: Layout

    /// The layout for `proposal`, remembered per proposal.
    func layout(for proposal: ProposedViewSize) -> TextLayout {
        let key = ProposalKey(width: TextLeaf.sanitized(proposal.width), height: TextLeaf.sanitized(proposal.height))
        if let known = layouts[key] { return known }
        // Most proposed heights do not limit the text: the layout with no height limit answers
        // every height it fits in, so stacks probing many heights lay the text out once.
        if key.height != nil {
            let unlimited = layout(for: ProposedViewSize(width: key.width, height: nil))
            // A single line stays a single line however short the height (A3.3: never less
            // than one line).
            if let height = key.height, fits(unlimited.size.height, in: height) || unlimited.lines.count == 1 {
                return unlimited
            }
        }
        let maxWidth = key.width ?? .infinity
        let maxHeight = key.height ?? .infinity
        var result = layout(scale: 1, maxWidth: maxWidth, maxHeight: maxHeight)
        let minimumScale = min(max(text.settings.minimumScaleFactor, 0.01), 1)
        if result.isTruncated && minimumScale < 1 {
            // The largest scale at or above the minimum at which nothing is truncated.
            let smallest = layout(scale: minimumScale, maxWidth: maxWidth, maxHeight: maxHeight)
            if smallest.isTruncated {
                result = smallest
            } else {
                var low = minimumScale, high: CGFloat = 1
                result = smallest
                for _ in 0..<16 {
                    let middle = (low + high) / 2
                    let attempt = layout(scale: middle, maxWidth: maxWidth, maxHeight: maxHeight)
                    if attempt.isTruncated { high = middle } else { low = middle; result = attempt }
                }
            }
        }
        if layouts.count >= 64 { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = result
        return result
    }

    /// A proposed dimension as layout uses it: infinite means unlimited, NaN is treated as
    /// unspecified and negative as 0 (the engine reports bad proposals where they arise).
    private static func sanitized(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN, value.isFinite else { return nil }
        return max(value, 0)
    }

    /// Lines at `maxWidth` (in unscaled points), remembered per width.
    private func lineRanges(maxWidth: CGFloat) -> [Range<Int>] {
        if let known = lineBreaks[maxWidth] { return known }
        statistics.lineBreakings += 1
        let lines = measured.lineRanges(maxWidth: maxWidth)
        if lineBreaks.count >= 64 { lineBreaks.removeAll(keepingCapacity: true) }
        lineBreaks[maxWidth] = lines
        return lines
    }

    private func layout(scale: CGFloat, maxWidth: CGFloat, maxHeight: CGFloat) -> TextLayout {
        let measure = measured
        let settings = text.settings
        let unscaledWidth = maxWidth / scale
        let ranges = lineRanges(maxWidth: unscaledWidth)
        let lineSpacing = settings.lineSpacing.isFinite ? settings.lineSpacing : 0

        var lines = ranges.map { range in
            TextLine(range: range, width: measure.visibleWidth(range.lowerBound, range.upperBound))
        }
        for i in lines.indices { applyMetrics(&lines[i], scale: scale) }

        // How many lines are shown: the line limit, and as many as the proposed height holds,
        // but always one (A3.3).
        var shown = min(lines.count, max(settings.lineLimit ?? .max, 1))
        if maxHeight.isFinite {
            var used: CGFloat = 0
            var fitting = 0
            for (i, line) in lines.prefix(shown).enumerated() {
                used += line.height + (i > 0 ? lineSpacing : 0)
                guard fits(used, in: maxHeight) else { break }
                fitting += 1
            }
            shown = max(min(shown, fitting), 1)
        }
        var isTruncated = false
        if shown < lines.count {
            let start = ranges[shown - 1].lowerBound
            lines.removeSubrange(shown...)
            let ellipsisRun = Int(measure.runOfUnit.isEmpty ? 0 : measure.runOfUnit[min(start, measure.count - 1)])
            let ellipsis = ellipsisWidth(run: ellipsisRun)
            let whole = measure.visibleWidth(start, measure.paragraphEnd(from: start))
            let isLastParagraph = measure.paragraphEnd(from: start) >= measure.count
            // Tightening helps only a line that is too wide; lines cut by a line limit or the
            // proposed height (or with no width limit at all) are truncated as they are.
            if settings.allowsTightening && isLastParagraph && unscaledWidth.isFinite && whole > unscaledWidth
                && whole * TextLeaf.tighteningLimit <= unscaledWidth + 1e-9 {
                // Tightening squeezes the rest of the text into the last line instead.
                lines[shown - 1] = TextLine(range: start..<measure.count, width: unscaledWidth, tightening: unscaledWidth / max(whole, 1e-9))
            } else {
                let truncated = measure.truncatedLine(from: start, maxWidth: unscaledWidth, ellipsis: ellipsis, ellipsisRun: ellipsisRun, mode: settings.truncationMode)
                lines[shown - 1] = TextLine(range: start..<measure.count, truncatedPieces: truncated.pieces, width: truncated.width)
                isTruncated = true
            }
            applyMetrics(&lines[shown - 1], scale: scale)
        }

        // Scale widths, stack the lines, and size the text on the pixel grid.
        var top: CGFloat = 0
        var width: CGFloat = 0
        for i in lines.indices {
            lines[i].width *= scale
            lines[i].top = top
            top += lines[i].height + lineSpacing
            width = max(width, lines[i].width)
        }
        // From the last line's bottom rather than `top - lineSpacing`: adding and then removing
        // a large spacing loses the line heights to rounding.
        var height = lines.last.map { $0.top + $0.height } ?? top - lineSpacing
        if settings.minimumLines > lines.count, let last = lines.last {
            // `lineLimit(_:reservesSpace:)` keeps room for the lines that are not there.
            height += CGFloat(settings.minimumLines - lines.count) * (last.height + lineSpacing)
        }
        let pixel = text.pixelLength
        let size = CGSize(width: width.roundedUp(toMultipleOf: pixel), height: height.roundedUp(toMultipleOf: pixel))
        // `.leading` is the leading edge of the layout direction, as for every other alignment
        // (A14.6; UIKit's natural alignment follows the interface's direction, not the
        // characters'). The characters' own direction orders the glyphs (see GlyphPlacement).
        let rightToLeft = text.layoutDirection == .rightToLeft
        for i in lines.indices {
            let free = size.width - lines[i].width
            switch settings.multilineTextAlignment {
            case .leading: lines[i].x = rightToLeft ? free : 0
            case .center: lines[i].x = free / 2
            case .trailing: lines[i].x = rightToLeft ? 0 : free
            }
        }
        return TextLayout(lines: lines, size: size, firstBaseline: lines.first?.baseline ?? 0,
                          lastBaseline: lines.last?.baseline ?? 0, scale: scale, isTruncated: isTruncated)
    }

    /// How far `allowsTightening` may squeeze a line: to 95% of its natural width. SwiftUI does
    /// not document the amount; this is Arrange's choice.
    static let tighteningLimit: CGFloat = 0.95

    /// A line's ascent, descent and leading: the largest of the runs it shows (at `scale`).
    private func applyMetrics(_ line: inout TextLine, scale: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        var found = false
        func include(_ run: RunMetrics) {
            ascent = max(ascent, run.ascent)
            descent = max(descent, run.descent)
            leading = max(leading, run.leading)
            found = true
        }
        if runMetrics.count == 1 {
            include(runMetrics[0])
        } else if let pieces = line.truncatedPieces {
            for piece in pieces {
                switch piece {
                case .text(let range):
                    for run in runMetrics where run.range.overlaps(range) { include(run) }
                case .ellipsis(let run):
                    include(runMetrics[min(run, runMetrics.count - 1)])
                }
            }
        } else {
            for run in runMetrics where run.range.overlaps(line.range) { include(run) }
        }
        if !found {
            // An empty line takes the font of the text at its position (or the last run).
            let position = line.range.lowerBound
            include(runMetrics.first { $0.range.contains(position) } ?? runMetrics[runMetrics.count - 1])
        }
        line.ascent = ascent * scale
        line.descent = descent * scale
        line.leading = leading * scale
    }

    /// Width of "…" in the face and size of run `run` (unscaled points).
    private func ellipsisWidth(run index: Int) -> CGFloat {
        if let known = ellipsisWidths[index] { return known }
        let run = text.runs[min(index, text.runs.count - 1)]
        let glyphs = run.face.shape([0x2026], range: 0..<1, rightToLeft: false, features: run.features)
        let units = glyphs.reduce(0) { $0 + Int($1.advance) }
        let width = CGFloat(units) * run.scale + run.extraSpacing
        ellipsisWidths[index] = width
        return width
    }
}

/// Work a Text did, counted for tests: shapings of its string (at most one per text), and line
/// breakings (one per distinct width it was proposed).
public struct TextStatistics: Equatable, Sendable {
    /// How many times the text was shaped (or fetched from the shaping cache).
    public var shapings = 0
    /// How many times lines were broken for a new width.
    public var lineBreakings = 0
}

extension HostingView {
    /// The work the Text views of this host did: shapings and line breakings, summed. Arrange's
    /// own (SwiftUI has no such counters); tests use it to check that probing a Text at many
    /// sizes shapes it once.
    public var textStatistics: TextStatistics {
        var total = TextStatistics()
        for case let leaf as TextLeaf in measuredLeaves {
            total.shapings += leaf.statistics.shapings
            total.lineBreakings += leaf.statistics.lineBreakings
        }
        return total
    }
}
