import ArrangeCore
import Foundation

/// What draws the system font (SF Pro on iOS: text styles and `Font.system`) on this machine.
/// `FontLibrary.systemTypeface` finds it once per process.
package enum SystemTypeface: Sendable, Hashable {
    /// Apple's SF Pro files, which a user may install or point Arrange at with
    /// `ARRANGE_SF_PRO_FONTS` (they are not redistributable): SF Pro Text below 20 points, SF Pro
    /// Display from 20, SF Pro Rounded for the rounded design when present, with Apple's tracking
    /// for the size. Text then measures exactly as on iOS.
    case sfPro(hasRounded: Bool)
    /// Inter (Debian's `fonts-inter`), calibrated to SF's widths (`InterCalibration`,
    /// `SFAdvanceWidths`) and given SF's line height (`SFVerticalMetrics`).
    case inter
    /// The platform's sans-serif family as fontconfig resolves it (DejaVu Sans on Debian), as it
    /// is: what remains when neither SF Pro nor Inter is installed.
    case platformDefault

    /// What draws the system font in this process (`FontLibrary.systemTypeface`).
    package static var current: SystemTypeface { FontLibrary.shared.systemTypeface }

    /// How this typeface draws the system font at a size, weight, slant, design and width.
    func choice(pointSize size: CGFloat, weight: Int, design: FontDesign, width: Int) -> SystemFontChoice {
        // Serif (New York) and monospaced (SF Mono) designs, and widths other than normal, have
        // no stand-in here: the platform's families for them serve as they are.
        let sansDesign = design == .default || design == .rounded
        guard sansDesign, width == 100 else { return SystemFontChoice() }
        switch self {
        case .sfPro(let hasRounded):
            let family: String
            if design == .rounded, hasRounded { family = "SF Pro Rounded" }
            else { family = size < SystemFontChoice.displayDesignSize ? "SF Pro Text" : "SF Pro Display" }
            return SystemFontChoice(family: family, tracking: SystemFontTracking.tracking(atPointSize: size))
        case .inter:
            return SystemFontChoice(family: InterCalibration.family(atPointSize: size),
                                    tracking: InterCalibration.tracking(weight: weight, pointSize: size),
                                    standsInForSF: true)
        case .platformDefault:
            return SystemFontChoice()
        }
    }
}

/// The system font at one size and weight, as `SystemTypeface.choice` resolves it.
struct SystemFontChoice: Equatable {
    /// The family that draws it; nil for the platform's family of the design.
    var family: String?
    /// Points added after every character, as the system font's own tracking.
    var tracking: CGFloat = 0
    /// Whether the face stands in for SF: its lines take SF's height (`SFVerticalMetrics`) and its
    /// ASCII characters SF's advance widths (`SFAdvanceWidths`).
    var standsInForSF = false

    /// The size from which SF Pro draws its display design.
    static let displayDesignSize: CGFloat = 20
}
