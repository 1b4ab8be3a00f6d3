import ArrangeCore
import Foundation

/// Arrange's built-in test font, in the spirit of the Ahem font web engines test with: every
/// grapheme cluster is one glyph exactly 1 em wide, the ascent is 0.8 em and the descent 0.2 em,
/// with no line gap and no kerning. Control and format characters are zero-width. Layout with it
/// is exact on any machine, whatever fonts are installed.
///
/// Select it with `Font.custom(TestFontFace.family, size:)`, or for every system font of a
/// subtree with `.environment(\.defaultFontFamily, TestFontFace.family)`.
final class TestFontFace: FontFace {
    static let family = "Arrange Test"
    static let shared = TestFontFace()

    let familyName = TestFontFace.family
    let styleName = "Regular"
    let identity = "builtin:Arrange Test"
    let metrics = FontMetrics(unitsPerEm: 1000, ascender: 800, descender: 200, lineGap: 0, capHeight: 700)
    let weightClass = 400
    let isItalic = false

    func shape(_ text: [UInt16], range: Range<Int>, rightToLeft: Bool, features: [FontFeature]) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        var offset = range.lowerBound
        let string = String(decoding: text[range], as: UTF16.self)
        for character in string {
            let width: Int32 = character.unicodeScalars.allSatisfy(TestFontFace.isInvisible) ? 0 : 1000
            let scalar = character.unicodeScalars.first.map { $0.value } ?? 0
            glyphs.append(ShapedGlyph(glyph: scalar, cluster: Int32(offset), advance: width, offsetX: 0, offsetY: 0))
            offset += character.utf16.count
        }
        return rightToLeft ? glyphs.reversed() : glyphs
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool { true }

    /// Every visible glyph is a solid em box from the descent to the ascent, as in Ahem; the
    /// space and invisible characters (glyph id = scalar value) are blank.
    func outline(of glyph: UInt32) -> [PathSegment] {
        guard let scalar = Unicode.Scalar(glyph), scalar != " ", !TestFontFace.isInvisible(scalar),
              !scalar.properties.isWhitespace else { return [] }
        return [.move(to: CGPoint(x: 0, y: -200)), .line(to: CGPoint(x: 1000, y: -200)),
                .line(to: CGPoint(x: 1000, y: 800)), .line(to: CGPoint(x: 0, y: 800)), .close]
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
