import ArrangeCore
import Foundation

extension Font {
    /// A width to use for fonts that have multiple widths, as in SwiftUI.
    ///
    /// Arrange asks fontconfig for the nearest width the family has (DejaVu Sans has a
    /// condensed face, used for `.condensed` and `.compressed`; it has no expanded one, so
    /// `.expanded` draws at the standard width).
    public struct Width: Hashable, Sendable {
        /// The width: 0 is standard, negative values narrower, positive wider.
        public var value: CGFloat

        /// Creates a font width with the given value.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// A narrower width than condensed (-0.3).
        public static let compressed = Width(-0.3)
        /// A narrower width (-0.2).
        public static let condensed = Width(-0.2)
        /// The standard width (0).
        public static let standard = Width(0)
        /// A wider width (0.2).
        public static let expanded = Width(0.2)

        /// fontconfig's width (100 normal, 75 condensed, 125 expanded): 125 per unit of `value`
        /// around 100, so condensed is fontconfig's condensed and expanded its expanded.
        var fontconfigWidth: Int {
            guard value.isFinite else { return 100 }
            return Int((100 + max(min(value, 0.8), -0.4) * 125).rounded())
        }
    }

    /// This font with the given width.
    public func width(_ width: Font.Width) -> Font {
        var copy = self
        copy.width = width
        return copy
    }
}
