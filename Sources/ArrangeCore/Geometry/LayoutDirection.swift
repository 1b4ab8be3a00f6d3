/// A direction in which SwiftUI can lay out content, as in SwiftUI (A17).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
