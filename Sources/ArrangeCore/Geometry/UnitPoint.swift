import Foundation

/// A normalized 2D point in a view's coordinate space, as in SwiftUI.
public struct UnitPoint: Equatable, Hashable, Sendable {
    /// The normalized x coordinate.
    public var x: CGFloat
    /// The normalized y coordinate.
    public var y: CGFloat
    /// The point (0, 0).
    public init() { self.init(x: 0, y: 0) }
    /// The point (x, y).
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// The zero point.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center point.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading point.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing point.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top point.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom point.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading point.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing point.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading point.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing point.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
