import ArrangeCore
import Foundation

/// The tracking SF Pro gets at each point size on iOS: Apple's published table (Human Interface
/// Guidelines, Typography › Specifications, the iOS/iPadOS table), in points added after every
/// character. The system font applies it by itself, so `Text("Hello").font(.body)` is drawn 0.43
/// points tighter per character than the font's own advances.
///
/// Between the table's sizes the value is interpolated linearly (the running system font varies
/// it smoothly between 17 and 28 points); below 6 points it is the 6-point value, and from 80
/// points on it is 0.
package enum SystemFontTracking {
    /// (point size, tracking in points), by size.
    static let table: [(x: CGFloat, y: CGFloat)] = [
        (6, 0.24), (8, 0.21), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (26, 0.22), (28, 0.38), (30, 0.40),
        (32, 0.41), (34, 0.40), (36, 0.37), (48, 0.35), (72, 0.14), (80, 0),
    ]

    /// The tracking in points at `size` points.
    ///
    /// Complexity: O(*n*) in the table's 26 rows.
    package static func tracking(atPointSize size: CGFloat) -> CGFloat {
        guard size.isFinite else { return 0 }
        return piecewiseLinear(table, at: size)
    }
}
