/// A view that doesn't contain any content, as in SwiftUI: it produces no layout node.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {}
}
