/// Options that control how adding a gesture to a view affects other gestures recognised by
/// the view and its subviews, as in SwiftUI. Recorded with the gesture.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a mask from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all: GestureMask = [.gesture, .subviews]
}
