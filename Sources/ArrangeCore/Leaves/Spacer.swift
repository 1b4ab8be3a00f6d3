import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on both
/// axes if not contained in a stack, as in SwiftUI (A3.4). Its layout priority is −∞, so stacks
/// size it after every other child, and stacks put no spacing next to it.
nonisolated public struct Spacer: View, Sendable {
    /// The minimum length this spacer can shrink to; `nil` means the default spacing (8).
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Spacer, in builder: _LayoutTreeBuilder) {
        var minLength = view.minLength
        if let given = minLength, !given.isFinite || given < 0 {
            builder.report("Spacer(minLength: \(formatLength(given))) is invalid (negative or non-finite); using the default.")
            minLength = nil
        } else if let given = minLength, given > absurdLength {
            // A length past the engine's limit would make the stack's frames infinite.
            builder.report("Spacer(minLength: \(formatLength(given))) is beyond \(formatLength(absurdLength)) points; using \(formatLength(absurdLength)).")
            minLength = absurdLength
        }
        builder.addLeaf(.spacer(minLength: minLength, axis: builder.stackAxis))
    }
}
