import CArrangeICU

/// How a paragraph's base direction is chosen (UAX #9 rules P2–P3, or an explicit level).
enum BidiBase: Sendable, Equatable {
    /// Paragraph level 0, whatever the text.
    case leftToRight
    /// Paragraph level 1, whatever the text.
    case rightToLeft
    /// The direction of the first strong character; `fallbackRightToLeft` when there is none.
    case firstStrong(fallbackRightToLeft: Bool)
}

/// The resolved embedding levels of one paragraph: even levels run left to right, odd levels
/// right to left.
struct BidiParagraph: Sendable, Equatable {
    /// One level per UTF-16 code unit.
    var levels: [UInt8]
    /// The paragraph's own level (0 or 1 unless an explicit higher base was given).
    var baseLevel: UInt8
}

/// Resolves the bidirectional embedding levels of `utf16` (UAX #9 up to rule L1 at the end of
/// the text) with ICU. On failure every code unit gets the base level, which shows the text in
/// logical order rather than not at all.
func bidiLevels(_ utf16: [UInt16], base: BidiBase) -> BidiParagraph {
    let code: UInt8
    let fallbackLevel: UInt8
    switch base {
    case .leftToRight: (code, fallbackLevel) = (0, 0)
    case .rightToLeft: (code, fallbackLevel) = (1, 1)
    case .firstStrong(let rtl): (code, fallbackLevel) = rtl ? (0xFF, 1) : (0xFE, 0)
    }
    guard utf16.count <= Int(Int32.max) else {
        return BidiParagraph(levels: [UInt8](repeating: fallbackLevel, count: utf16.count), baseLevel: fallbackLevel)
    }
    var levels = [UInt8](repeating: fallbackLevel, count: utf16.count)
    let result = utf16.withUnsafeBufferPointer { text in
        levels.withUnsafeMutableBufferPointer { out in
            arrange_bidi_levels(text.baseAddress, Int32(text.count), code, out.baseAddress)
        }
    }
    guard result >= 0, result <= 125 else {
        return BidiParagraph(levels: [UInt8](repeating: fallbackLevel, count: utf16.count), baseLevel: fallbackLevel)
    }
    return BidiParagraph(levels: levels, baseLevel: UInt8(result))
}

/// The runs of one line in visual order, left to right on screen (UAX #9 rule L2).
///
/// `levels` holds the paragraph's levels indexed like the text (an `ArraySlice` keeps the
/// original indices); `range` is the line's logical range of code units. Each run is a maximal
/// logical range of one level; `rightToLeft` is true for odd levels, whose glyphs the caller
/// lays out reversed. Rule L1 (trailing whitespace of a line at the paragraph level) is the
/// caller's to apply to `levels` first, since it depends on where the line ends.
func visualRuns<Levels: RandomAccessCollection>(
    levels: Levels, range: Range<Int>
) -> [(range: Range<Int>, rightToLeft: Bool)] where Levels.Element == UInt8, Levels.Index == Int {
    let lower = max(range.lowerBound, levels.startIndex)
    let upper = min(range.upperBound, levels.endIndex)
    guard lower < upper else { return [] }

    // Maximal same-level runs, in logical order.
    var runs: [(range: Range<Int>, level: UInt8)] = []
    var start = lower
    for index in (lower + 1)..<(upper + 1) {
        if index == upper || levels[index] != levels[start] {
            runs.append((start..<index, levels[start]))
            start = index
        }
    }

    // L2: from the highest level down to the lowest odd one, reverse every maximal sequence of
    // runs at that level or above.
    let highest = runs.map(\.level).max() ?? 0
    let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min()
    if let lowestOdd {
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < runs.count {
                guard runs[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < runs.count, runs[end].level >= level { end += 1 }
                runs[index..<end].reverse()
                index = end
            }
            if level == 0 { break }
            level -= 1
        }
    }
    return runs.map { (range: $0.range, rightToLeft: $0.level % 2 == 1) }
}
