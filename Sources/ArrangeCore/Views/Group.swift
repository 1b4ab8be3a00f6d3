/// A type that collects multiple instances of a content type into a single unit, as in SwiftUI.
/// Transparent to layout: its children join the nearest container, and modifiers applied to the
/// group apply to each child (A1.4).
public struct Group<Content> {
    @usableFromInline let content: Content
}

nonisolated extension Group: View where Content: View {
    /// Creates a group of views.
    /// Inlinable, so user code that makes one has the group's type at hand instead of looking it
    /// up at run time.
    @inlinable public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }
}
