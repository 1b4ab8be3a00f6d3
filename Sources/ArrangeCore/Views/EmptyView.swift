/// A view that doesn't contain any content, as in SwiftUI: it produces no layout node.
nonisolated public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    public init() {}
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {}
}
