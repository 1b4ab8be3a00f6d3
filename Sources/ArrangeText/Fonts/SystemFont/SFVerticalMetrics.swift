import ArrangeCore
import Foundation

/// SF Pro's vertical metrics, in ems: what a line of the system font is tall on iOS. A one-line
/// body `Text` (17 pt) is (0.9521 + 0.2412) × 17 = 20.29 pt, rounded up to the pixel grid: 20.33
/// at 3×, as measured on a device (`UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391).
/// Read from SF Pro Text's `hhea` table: ascender 1950, descender 494, line gap 0 at 2048 units
/// per em; cap height 1443.
enum SFVerticalMetrics {
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048
    static let lineGap = 0.0
    static let capHeight = 1443.0 / 2048

    /// `metrics` with SF's ascender, descender, line gap and cap height, in the face's own units.
    static func applied(to metrics: FontMetrics) -> FontMetrics {
        var result = metrics
        result.ascender = ascender * metrics.unitsPerEm
        result.descender = descender * metrics.unitsPerEm
        result.lineGap = lineGap * metrics.unitsPerEm
        result.capHeight = capHeight * metrics.unitsPerEm
        return result
    }
}
