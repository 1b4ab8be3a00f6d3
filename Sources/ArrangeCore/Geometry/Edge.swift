/// An enumeration to indicate one edge of a rectangle, as in SwiftUI.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge, the leading edge (left in left-to-right layouts), the bottom edge and the
    /// trailing edge.
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int8
        /// Creates a set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set containing only `e`.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        /// The set containing the top edge.
        public static let top = Set(.top)
        /// The set containing the leading edge.
        public static let leading = Set(.leading)
        /// The set containing the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set containing the trailing edge.
        public static let trailing = Set(.trailing)
        /// The all edge set.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The horizontal edge set.
        public static let horizontal: Set = [.leading, .trailing]
        /// The vertical edge set.
        public static let vertical: Set = [.top, .bottom]
    }
}
