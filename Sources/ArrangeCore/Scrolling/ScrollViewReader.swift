import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views, as in SwiftUI.
///
/// The reader has no layout of its own: its content is laid out where the reader is, as a
/// `Group`'s is. Its content closure receives a `ScrollViewProxy`, whose
/// `scrollTo(_:anchor:)` the content's actions (buttons, `onAppear`, `onChange`…) call.
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The content builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the content's,
    /// made with a proxy that scrolls in this host.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        // The content is evaluated as part of the enclosing body, so its views' identities and
        // state continue from the reader's, as a Group's do.
        builder.build(view.content(ScrollViewProxy(positions: builder.graph.scrollPositions)))
    }
}
