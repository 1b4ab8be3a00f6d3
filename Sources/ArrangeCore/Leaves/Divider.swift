import Foundation

/// A visual element that can be used to separate other content, as in SwiftUI (A3.5, R14). In a
/// stack it extends across the stack's minor axis; elsewhere it is horizontal. It is one pixel
/// thick: `1 / displayScale` points.
public struct Divider: View, Sendable {
    /// Creates a divider.
    public init() {}

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Divider, in builder: _LayoutTreeBuilder) {
        let lineAxis: Axis = builder.stackAxis == .horizontal ? .vertical : .horizontal
        builder.addLeaf(.divider(thickness: builder.environment.pixelLength, lineAxis: lineAxis), name: "Divider")
    }
}
