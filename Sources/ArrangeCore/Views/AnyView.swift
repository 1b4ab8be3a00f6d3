/// A type-erased view, as in SwiftUI.
nonisolated public struct AnyView: View {
    @usableFromInline let view: any View
    /// Creates a type-erased view that wraps `view`. Inlinable, so user code that erases a view
    /// boxes it knowing its type, without the generic copy through its value witnesses.
    @inlinable public init<V: View>(_ view: V) {
        // A metadata comparison, not a dynamic cast: this runs for every view user code erases.
        if V.self == AnyView.self { self.view = unsafeBitCast(view, to: AnyView.self).view } else { self.view = view }
    }
    /// Creates a type-erased view from `view`.
    @inlinable public init<V: View>(erasing view: V) { self.init(view) }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.view)
    }
}
