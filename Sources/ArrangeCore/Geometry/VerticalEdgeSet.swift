extension VerticalEdge {
    /// An efficient set of vertical edges, as in SwiftUI.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw value of the set.
        public let rawValue: Int8
        /// Creates a set of vertical edges from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 1)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// A set containing only `edge`.
        public init(_ edge: VerticalEdge) {
            self = edge == .top ? .top : .bottom
        }
    }
}
