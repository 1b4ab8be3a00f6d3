/// An alignment position along the horizontal axis, as in SwiftUI.
public struct HorizontalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey
    /// Creates a custom horizontal alignment from an `AlignmentID`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    /// The leading edge (the left in left-to-right layouts, the right in right-to-left ones).
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingID.self)

    /// A textual description, used in dumps and messages.
    public var description: String { key.description }
}
