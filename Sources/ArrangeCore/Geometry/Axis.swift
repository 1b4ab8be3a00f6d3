/// The horizontal or vertical dimension in a 2D coordinate system, as in SwiftUI.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int8
        /// Creates a set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// A textual description, used in dumps and messages.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
