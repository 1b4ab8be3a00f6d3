/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value, as in SwiftUI.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content) -> Body

    /// Builds the layout nodes of `content` modified by `modifier`. Modifiers with a body use the
    /// default; Arrange's layout modifiers build their own nodes.
    nonisolated static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder)
}

nonisolated extension ViewModifier {
    /// Builds the modified content's nodes (see `ViewModifier`).
    public static func _makeModifiedNodes<C: View>(modifier: Self, content: C, in builder: _LayoutTreeBuilder) {
        builder.buildModifierBody(modifier, content: content)
    }
}

nonisolated extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; asking for one stops the program, as in SwiftUI.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a `ViewModifier`'s body receives: the view the modifier was applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The placeholder a modifier's body is evaluated with outside a host (the ViewInspector
    /// module's `viewModifierContent()`).
    package init() {}
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildModifierContent()
    }
}

/// A value with a modifier applied to it, as in SwiftUI.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier
    /// A structure that the defines the content and modifier needed to produce a new view.
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which is handed `Self`'s metadata: reading the
    // fields of a generic type elsewhere looks its metadata up in the runtime's cache first, a
    // few hundred instructions for every modified view built (7% of building a row of framed
    // colours from data).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        Modifier._makeModifiedNodes(modifier: view.modifier, content: view.content, in: builder)
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
