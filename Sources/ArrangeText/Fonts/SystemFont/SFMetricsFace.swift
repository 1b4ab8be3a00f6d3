import ArrangeCore
import Foundation

/// A face that draws with another face's glyphs but has SF's vertical metrics
/// (`SFVerticalMetrics`) and SF's advance widths for ASCII (`SFAdvanceWidths`), so the system
/// font's lines are as tall as on iOS and its words as wide, whatever face stands in for SF Pro.
/// Immutable, hence safely shared.
final class SFMetricsFace: FontFace, @unchecked Sendable {
    /// The face whose glyphs are drawn.
    let base: any FontFace
    let metrics: FontMetrics
    let identity: String
    /// SF's advances in this face's units, by Unicode scalar value.
    private let advances: [UInt32: Int32]

    /// `base` standing in for SF's display design (`display`, from 20 points) or its text design.
    init(_ base: any FontFace, display: Bool) {
        self.base = base
        metrics = SFVerticalMetrics.applied(to: base.metrics)
        identity = base.identity + (display ? "+sf-display" : "+sf-text")
        let unitsPerEm = base.metrics.unitsPerEm
        advances = SFAdvanceWidths.table(forWeight: base.weightClass, display: display).mapValues { Int32(($0 / 1000 * unitsPerEm).rounded()) }
    }

    var familyName: String { base.familyName }
    var styleName: String { base.styleName }
    var weightClass: Int { base.weightClass }
    var isItalic: Bool { base.isItalic }

    /// The base face's glyphs, each of a character `SFAdvanceWidths` lists given SF's advance
    /// with its glyph centred in it and its kerning kept (one glyph for one character only: a
    /// ligature or a mark keeps its own advance).
    func shape(_ text: [UInt16], range: Range<Int>, rightToLeft: Bool, features: [FontFeature]) -> [ShapedGlyph] {
        var glyphs = base.shape(text, range: range, rightToLeft: rightToLeft, features: features)
        var glyphsPerCluster = [UInt8](repeating: 0, count: text.count)
        for glyph in glyphs where text.indices.contains(Int(glyph.cluster)) {
            glyphsPerCluster[Int(glyph.cluster)] &+= 1
        }
        for index in glyphs.indices {
            let cluster = Int(glyphs[index].cluster)
            guard text.indices.contains(cluster), glyphsPerCluster[cluster] == 1,
                  let advance = advances[UInt32(text[cluster])] else { continue }
            // The face's kerning of this glyph (shaped advance less nominal advance) is kept.
            let nominal = base.nominalAdvance(of: glyphs[index].glyph) ?? glyphs[index].advance
            glyphs[index].offsetX += (advance - nominal) / 2
            glyphs[index].advance = advance + (glyphs[index].advance - nominal)
        }
        return glyphs
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool { base.covers(scalar) }

    func outline(of glyph: UInt32) -> [PathSegment] { base.outline(of: glyph) }

    func colorGlyphImage(of glyph: UInt32) -> ColorGlyphImage? { base.colorGlyphImage(of: glyph) }

    func nominalAdvance(of glyph: UInt32) -> Int32? { base.nominalAdvance(of: glyph) }
}
