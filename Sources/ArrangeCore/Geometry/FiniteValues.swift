import Foundation

extension CGFloat {
    /// Non-finite values (bad input) become 0.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }

    /// This value limited to ±`absurdLength` (NaN stays NaN, for the caller to treat).
    package var limitedToAbsurdLength: CGFloat { Swift.min(Swift.max(self, -absurdLength), absurdLength) }
}

/// Lengths beyond this many points (a billion: far beyond any screen or page) are bad input.
/// Host sizes, positions, offsets and line spacing are limited to it, with a diagnostic, so
/// that sums of a few of them (nested positions, stacked lines) stay finite instead of
/// overflowing to infinity.
package let absurdLength: CGFloat = 1e9
