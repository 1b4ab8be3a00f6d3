/// A direction in which SwiftUI can lay out content, as in SwiftUI (A17).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Text and stacks run from left to right: leading is the left edge.
    case leftToRight
    /// Text and stacks run from right to left: leading is the right edge.
    case rightToLeft
}
