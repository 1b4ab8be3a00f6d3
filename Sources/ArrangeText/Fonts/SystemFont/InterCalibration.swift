import ArrangeCore
import Foundation

/// How Inter is brought to SF Pro's widths: ASCII characters take SF's advance widths
/// (`SFAdvanceWidths`, interpolated between Regular and Bold), and on top of Apple's tracking for
/// the size (`SystemFontTracking`) every character gets a constant per weight, in thousandths of
/// an em: what remains between the interpolated widths and SF's (largest at the lightest and
/// heaviest weights, where the interpolation is furthest from a measured face). Fitted with
/// `arrange-text-calibration --sf-fonts DIR --fit` against SF Pro's own files on the corpus of
/// `docs/text-calibration.md`, with Debian 12's Inter 4.0 beta 7 (`fonts-inter`
/// 4.0~beta7+ds-1): each constant makes the median width ratio 1.
///
/// SF Pro's files have a text design, drawn below 20 points, and a display design, drawn from 20
/// points; Inter has a text cut ("Inter") and a display cut ("Inter Display"), which stand in for
/// them on the same sides of 20 points. (iOS's own system font is variable and blends the two
/// designs between 17 and 28 points; the static files cannot show that blend, so it is not
/// modelled: from 20 points the display design's values apply.)
package enum InterCalibration {
    /// The family of Inter's text cut.
    static let textFamily = "Inter"
    /// The family of Inter's display cut.
    static let displayFamily = "Inter Display"
    /// `textFamily`, for the calibration tool.
    package static var textFamilyName: String { textFamily }
    /// `displayFamily`, for the calibration tool.
    package static var displayFamilyName: String { displayFamily }

    /// Constants for the text cut below 20 points: (OpenType weight 100…900, constant in 1/1000 em).
    static let textDeltas: [(x: CGFloat, y: CGFloat)] = [
        (100, 15.6), (200, 8.0), (300, 5.3), (400, 0.3), (500, 1.2), (600, -0.9), (700, 0.3), (800, 7.2), (900, 12.3),
    ]
    /// Constants for the display cut from 20 points: (weight, constant in 1/1000 em).
    static let displayDeltas: [(x: CGFloat, y: CGFloat)] = [
        (100, 6.4), (200, 0.9), (300, 2.3), (400, 0.4), (500, 1.6), (600, -0.7), (700, 0.6), (800, 8.8), (900, 14.7),
    ]

    /// The family that draws the system font at `size` points.
    static func family(atPointSize size: CGFloat) -> String {
        size < SystemFontChoice.displayDesignSize ? textFamily : displayFamily
    }

    /// The constant for `weight` at `size` points, in 1/1000 em: the text cut's below
    /// `SystemFontChoice.displayDesignSize`, the display cut's from there.
    static func delta(weight: Int, pointSize size: CGFloat) -> CGFloat {
        piecewiseLinear(size < SystemFontChoice.displayDesignSize ? textDeltas : displayDeltas, at: CGFloat(weight))
    }

    /// The extra tracking Inter gets at `size` points and `weight`, in points: Apple's tracking
    /// for the size plus the weight's constant.
    package static func tracking(weight: Int, pointSize size: CGFloat) -> CGFloat {
        SystemFontTracking.tracking(atPointSize: size) + delta(weight: weight, pointSize: size) / 1000 * size
    }
}
