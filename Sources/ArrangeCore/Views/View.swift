/// A type that represents part of your app's user interface, as in SwiftUI.
///
/// A view with a `body` is layout-neutral: it lays out as its body does (A1.2). Primitive views
/// (shapes, stacks, modifiers) have `Never` as their body and build layout nodes directly.
/// As in SwiftUI, views are isolated to the main actor (`@preconcurrency`, so Swift 5-mode code
/// sees no difference): a type that declares its conformance in its own declaration is
/// main-actor isolated, its `body` may read main-actor state, and hosts that evaluate bodies
/// (`HostingView`, `ImageRenderer`) are used on the main actor. Arrange's own views, modifiers
/// and the modifier methods of `View` are `nonisolated`, as SwiftUI's are, so they can be made
/// anywhere; servers build and lay out on the main actor and draw and encode in parallel (see
/// `ImageRenderer.render(_:options:maximumConcurrency:)`).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }

    /// Builds this view's layout nodes. Arrange's counterpart of SwiftUI's `_makeView`; views
    /// with a body use the default, which builds the body.
    nonisolated static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder)
}

nonisolated extension View {
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildBody(of: view)
    }
}

/// Views whose body is `Never` are primitives: they build their own nodes.
nonisolated extension View where Body == Never {
    /// Primitive views have no body; asking for one stops the program, as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body")
    }
}

nonisolated extension Never: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Never, in builder: _LayoutTreeBuilder) {}

    /// `Never` has no values, so it has no body either. This one declaration serves every
    /// protocol `Never` adopts with a `body` (`View`, `Gesture`, `ToolbarContent`), whose
    /// defaults for primitives would otherwise all match.
    public var body: Never {
        self
    }
}
