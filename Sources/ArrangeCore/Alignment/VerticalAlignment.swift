/// An alignment position along the vertical axis, as in SwiftUI.
public struct VerticalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey
    /// Creates a custom vertical alignment from an `AlignmentID`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    /// The top edge.
    public static let top = VerticalAlignment(TopID.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VerticalCenterID.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The top-most text baseline; the bottom of a view without text. Composites report the
    /// top-most explicit value of their children (A14.4).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The bottom-most text baseline; the bottom of a view without text. Composites report the
    /// bottom-most explicit value of their children (A14.4, Decisions).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    /// A textual description, used in dumps and messages.
    public var description: String { key.description }
}
