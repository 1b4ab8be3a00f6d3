import Foundation

/// A view that arranges its subviews in a vertical line, as in SwiftUI (A4).
nonisolated public struct VStack<Content: View>: View {
    /// First, so code that is generic over the content finds it at offset 0, without looking up
    /// the container's metadata to learn where it is (a hash lookup per container built).
    @usableFromInline let content: Content
    @usableFromInline let layout: VStackLayout

    /// Creates a vertical stack with the given spacing and horizontal alignment. `nil` spacing
    /// uses the children's spacing preferences (8 between ordinary views, 0 next to a Spacer).
    /// Inlinable, so user code that makes one has the stack's type at hand instead of looking it up
    /// at run time.
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
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

/// A vertical container that you can use in conditional layouts, as in SwiftUI.
public struct VStackLayout: Layout, BuiltinLayout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack: Spacers and Dividers inside follow its axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackRule { StackRule(axis: .vertical, alignment: alignment.key, spacing: validSpacing(spacing)) }
    var rule: StackRule { algorithm }
    var stackAxis: Axis? { .vertical }
    func diagnose(_ report: (String) -> Void) { diagnoseSpacing(spacing, of: "VStack", report) }

    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews: subviews)
    }
    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeAll(algorithm.placements(in: bounds.size, proposal: proposal, subviews: subviews), in: bounds, subviews: subviews)
    }
    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}
