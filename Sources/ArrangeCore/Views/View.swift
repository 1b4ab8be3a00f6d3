/// A type that represents part of your app's user interface, as in SwiftUI.
///
/// A view with a `body` is layout-neutral: it lays out as its body does (A1.2). Primitive views
/// (shapes, stacks, modifiers) have `Never` as their body and build layout nodes directly.
/// Unlike SwiftUI, `View` and its `body` are not isolated to the main actor: servers lay out many
/// documents concurrently, each in its own `HostingView` on its own thread. (With an isolated
/// `body`, Swift 6 puts run-time checks in a body's closures that stop the program off the main
/// thread.) A body reads main-actor state through `MainActor.assumeIsolated`, on a host used
/// on the main thread.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }

    /// Builds this view's layout nodes. Arrange's counterpart of SwiftUI's `_makeView`; views
    /// with a body use the default, which builds the body.
    static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder)
}

extension View {
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildBody(of: view)
    }
}

/// Views whose body is `Never` are primitives: they build their own nodes.
extension View where Body == Never {
    /// Primitive views have no body; asking for one stops the program, as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
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
