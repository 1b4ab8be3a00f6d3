/// A set of view types that may be pinned to the bounds of a scroll view, as in SwiftUI.
///
/// The lazy stacks and grids accept it for source compatibility. In SwiftUI pinning only moves
/// section headers and footers while scrolling; Arrange has no `Section` and does not scroll, so
/// the value has no effect on layout.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view of each `Section` is pinned (no layout effect in Arrange).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` is pinned (no layout effect in Arrange).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
