/// A view type that compares itself against its previous value and prevents its child updating
/// if its new value is the same as its old value, as in SwiftUI. Arrange's host already keeps a
/// view whose value is unchanged (`==` for equatable views), so the wrapper lays out as its
/// content.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// The view it wraps.
    public var content: Content

    /// Creates a view that compares `content` with its previous value.
    public init(content: Content) {
        self.content = content
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): its content's.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its
    /// old value.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
