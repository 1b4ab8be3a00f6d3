import Foundation

/// A visual element that can be used to separate other content, as in SwiftUI (A3.5, R14). In a
/// stack it extends across the stack's minor axis; elsewhere it is horizontal. It is one pixel
/// thick: `1 / displayScale` points, filled across its frame with the separator colour of the
/// environment's colour scheme.
nonisolated public struct Divider: View, Sendable {
    /// Creates a divider.
    public init() {}

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Divider, in builder: _LayoutTreeBuilder) {
        let lineAxis: Axis = builder.stackAxis == .horizontal ? .vertical : .horizontal
        builder.addLeaf(.divider(thickness: builder.environment.pixelLength, lineAxis: lineAxis))
        // The hairline is its whole frame filled, so renderers draw it like any colour leaf.
        guard let node = builder.output.last else { return }
        builder.engine.tree.renderAttributes[node, default: RenderAttributes()].drawing =
            ShapeDrawing(shape: Rectangle(), paint: .color(Color.separator.resolved(for: builder.environment.colorScheme)))
    }
}

extension Color {
    /// The colour SwiftUI draws a divider in: iOS's `UIColor.separator`, RGBA(60, 60, 67, 0.29),
    /// dark RGBA(84, 84, 88, 0.6). Not public: SwiftUI has no `Color.separator` of its own.
    static let separator = SemanticColors.separator
}
