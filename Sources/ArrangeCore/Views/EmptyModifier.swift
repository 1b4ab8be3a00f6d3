import Foundation

/// An empty, or identity, modifier, used during development to switch modifiers at compile time,
/// as in SwiftUI: the content is built as it is.
@frozen nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates an empty modifier.
    @inlinable public init() {}

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds the content as it is.
    public static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder) {
        builder.build(content)
    }
}
