import ArrangeCore
import Foundation

/// A face's vertical metrics, in font units (design units of its em square).
struct FontMetrics: Sendable, Equatable {
    var unitsPerEm: Double
    /// Distance from the baseline up to the top of the line (positive).
    var ascender: Double
    /// Distance from the baseline down to the bottom of the line (positive).
    var descender: Double
    /// Extra space the font asks for between lines (hhea line gap; 0 for most fonts).
    var lineGap: Double
    /// Height of capital letters above the baseline (OS/2 `sCapHeight`, or an estimate).
    var capHeight: Double
}

/// One glyph of a shaped run, in font units. `cluster` is the UTF-16 offset, in the string that
/// was shaped, of the first code unit the glyph came from.
struct ShapedGlyph: Sendable, Equatable {
    var glyph: UInt32
    var cluster: Int32
    var advance: Int32
    var offsetX: Int32
    var offsetY: Int32
}

/// An OpenType feature switched on or off for a run (`kern`, `liga`, `tnum`…).
struct FontFeature: Hashable, Sendable {
    /// Four-character tag, such as "kern".
    var tag: String
    var value: UInt32
}

/// A loaded font face: its metrics, and shaping of text into glyphs. Faces are immutable once
/// loaded and shared between threads; each font file is parsed once (see `FontLibrary`).
protocol FontFace: AnyObject, Sendable {
    /// Family name as the font names it ("DejaVu Sans").
    var familyName: String { get }
    /// Style name ("Book", "Bold Oblique").
    var styleName: String { get }
    /// Where the face came from, for messages and cache keys ("/usr/share/…/DejaVuSans.ttf#0").
    var identity: String { get }
    var metrics: FontMetrics { get }
    /// Whether the face is bold by design (so synthesis is not needed), and its OS/2 weight
    /// class (100–900).
    var weightClass: Int { get }
    var isItalic: Bool { get }

    /// Shapes `text[range]` (UTF-16) as one run in one direction, with `text` around it as
    /// context. Glyphs come in visual order (right-to-left runs reversed, as HarfBuzz returns
    /// them); advances and offsets are in font units, clusters index into `text`.
    func shape(_ text: [UInt16], range: Range<Int>, rightToLeft: Bool, features: [FontFeature]) -> [ShapedGlyph]

    /// Whether the face has a glyph for `scalar` (used to pick fallback fonts).
    func covers(_ scalar: Unicode.Scalar) -> Bool

    /// The outline of `glyph` in font units, y up from the baseline (empty for blank glyphs).
    func outline(of glyph: UInt32) -> [PathSegment]

    /// The colour picture of `glyph` (an emoji of a bitmap font), or nil for outline glyphs.
    func colorGlyphImage(of glyph: UInt32) -> ColorGlyphImage?

    /// `glyph`'s advance in font units before kerning (its `hmtx` entry), or nil when unknown.
    func nominalAdvance(of glyph: UInt32) -> Int32?
}

extension FontFace {
    /// Faces without colour glyphs have no pictures.
    func colorGlyphImage(of glyph: UInt32) -> ColorGlyphImage? { nil }

    /// Faces that do not say have no nominal advances.
    func nominalAdvance(of glyph: UInt32) -> Int32? { nil }
}

/// A colour glyph's picture: PNG bytes, and the box it fills in font units, y up from the
/// baseline (minX, minY is its bottom-left corner).
struct ColorGlyphImage: Sendable {
    var png: Data
    var box: CGRect
}
