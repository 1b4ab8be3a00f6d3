import Foundation

/// A view that overlays its subviews, aligning them in both axes, as in SwiftUI (A13.2).
nonisolated public struct ZStack<Content: View>: View {
    /// First, so code that is generic over the content finds it at offset 0, without looking up
    /// the container's metadata to learn where it is (a hash lookup per container built).
    @usableFromInline let content: Content
    @usableFromInline let layout: ZStackLayout

    /// Creates a stack with the given alignment.
    /// Inlinable, so user code that makes one has the stack's type at hand instead of looking it up
    /// at run time.
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildContainer(layout: view.layout) { builder.build(view.content) }
    }
}

/// An overlaying container that you can use in conditional layouts, as in SwiftUI.
public struct ZStackLayout: Layout, BuiltinLayout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the given alignment.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var algorithm: ZStackRule { ZStackRule(alignment: alignment) }
    var rule: ZStackRule { algorithm }
    var stackAxis: Axis? { nil }

    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews: subviews)
    }
    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeAll(algorithm.placements(in: bounds.size, proposal: proposal, subviews: subviews), in: bounds, subviews: subviews)
    }
}
