/// A type-erased view, as in SwiftUI.
public struct AnyView: View {
    let view: any View
    /// Creates a type-erased view that wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }
    /// Creates a type-erased view from `view`.
    public init<V: View>(erasing view: V) { self.init(view) }

    public typealias Body = Never
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.view)
    }
}
