import ArrangeCore
import Foundation

/// A text shaped once, independent of point size and width: each code unit's advance in ems,
/// where lines may break, the bidirectional levels, and the glyphs of each shaped segment.
/// Immutable and shared through `ShapingCache`, so probing a Text at many widths or sizes
/// reuses one shaping.
final class ShapedParagraph: Sendable {
    let utf16: [UInt16]
    /// Advance of each code unit in ems: a glyph's advance counts at the first code unit of its
    /// cluster; the cluster's other code units have 0.
    let emAdvances: [Double]
    /// Whether a grapheme (a user-perceived character) starts at each code unit, plus one entry
    /// for the end of the text.
    let graphemeStarts: [Bool]
    /// UAX #14 break opportunities, "before code unit i".
    let breaks: [LineBreakKind]
    let levels: [UInt8]
    let baseLevel: UInt8
    /// Runs cut at direction changes, with their glyphs in visual order (for drawing).
    let segments: [ShapedSegment]

    /// How many glyphs shaping produced, across all segments (what `ResourceLimits.glyphCount`
    /// counts).
    var glyphCount: Int { segments.reduce(0) { $0 + $1.glyphs.count } }

    /// One run of one face in one direction.
    struct ShapedSegment: Sendable {
        var range: Range<Int>
        /// Index of the `StyledRun` this segment belongs to.
        var run: Int
        var rightToLeft: Bool
        var glyphs: [ShapedGlyph]
    }

    init(text: ResolvedText) {
        let utf16 = text.utf16
        self.utf16 = utf16
        breaks = lineBreakOpportunities(utf16)
        let base: BidiBase = .firstStrong(fallbackRightToLeft: text.layoutDirection == .rightToLeft)
        let bidi = bidiLevels(utf16, base: base)
        levels = bidi.levels.count == utf16.count ? bidi.levels : Array(repeating: bidi.baseLevel, count: utf16.count)
        baseLevel = bidi.baseLevel

        var starts = Array(repeating: false, count: utf16.count + 1)
        var offset = 0
        for character in text.string {
            starts[offset] = true
            offset += character.utf16.count
        }
        starts[utf16.count] = true
        graphemeStarts = starts

        var advances = Array(repeating: 0.0, count: utf16.count)
        var segments: [ShapedSegment] = []
        for (runIndex, run) in text.runs.enumerated() where !run.range.isEmpty {
            var start = run.range.lowerBound
            while start < run.range.upperBound {
                var end = start + 1
                while end < run.range.upperBound, levels[end] == levels[start] { end += 1 }
                let rightToLeft = levels[start] % 2 == 1
                let glyphs = run.face.shape(utf16, range: start..<end, rightToLeft: rightToLeft, features: run.features)
                let unitsPerEm = run.face.metrics.unitsPerEm
                for glyph in glyphs {
                    let cluster = Int(glyph.cluster)
                    if cluster >= start && cluster < end { advances[cluster] += Double(glyph.advance) / unitsPerEm }
                }
                segments.append(ShapedSegment(range: start..<end, run: runIndex, rightToLeft: rightToLeft, glyphs: glyphs))
                start = end
            }
        }
        // Line breaks and other control characters take no room, whatever glyph a font maps
        // them to. A tab's width depends on where it stands, so `TextMeasure` gives it one.
        for i in utf16.indices where ShapedParagraph.isControl(utf16[i]) { advances[i] = 0 }
        emAdvances = advances
        self.segments = segments
    }

    static func isControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (unit >= 0x7F && unit < 0xA0) || unit == 0x2028 || unit == 0x2029
    }

    /// Whether the code unit is white space that hangs past the end of a line (not counted in
    /// the line's width).
    static func hangs(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C
            || unit == 0x85 || unit == 0x2028 || unit == 0x2029 || unit == 0x3000 || (unit >= 0x2000 && unit <= 0x200A && unit != 0x2007)
    }
}

/// Shaped paragraphs by text and styles, shared by every host in the process (guarded by a
/// read-write lock: hosts may lay out on different threads, and lookups of known paragraphs
/// share the lock, so concurrent renders of the same texts do not wait for each other). Sizes do not matter, since shaping is at the
/// font's own scale.
final class ShapingCache: @unchecked Sendable {
    static let shared = ShapingCache()

    struct Key: Hashable {
        var string: String
        var runs: [RunKey]
        var rightToLeftDefault: Bool
    }

    struct RunKey: Hashable {
        var range: Range<Int>
        var face: String
        var features: [FontFeature]
    }

    private let lock = ReadWriteLock()
    private var entries: [Key: ShapedParagraph] = [:]
    /// Beyond this many paragraphs the cache starts again, so huge runs of distinct strings
    /// cannot grow memory without bound.
    private let capacity = 4096

    func paragraph(for text: ResolvedText) -> ShapedParagraph {
        let key = Key(string: text.string,
                      runs: text.runs.map { RunKey(range: $0.range, face: $0.face.identity, features: $0.features) },
                      rightToLeftDefault: text.layoutDirection == .rightToLeft)
        if let known = lock.reading({ entries[key] }) { return known }
        // Shaped outside the lock: two threads may both shape a new paragraph; both are the same.
        let shaped = ShapedParagraph(text: text)
        lock.writing {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = shaped
        }
        return shaped
    }
}
