/// A result builder for composing a collection of scenes into a single composite scene, as in
/// SwiftUI.
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Combines several scenes into one.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// Passes a scene written as an expression through.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// An optional scene (`if` without `else`); absent, it shows no window.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }

    /// A scene that depends on availability.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes written one after another in a `SceneBuilder`. Arrange's own name for
/// SwiftUI's tuple scene; the first window is the first scene's that has one.
nonisolated public struct _TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// A primitive scene has no body.
    public typealias Body = Never

    @MainActor var windowContent: AnyView? {
        for scene in repeat each content {
            if let found = SceneContent.firstWindow(of: scene) { return found }
        }
        return nil
    }
}

/// A scene that may be absent (`if` in a `SceneBuilder`). Arrange's own.
nonisolated public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?
    /// A primitive scene has no body.
    public typealias Body = Never
    @MainActor var windowContent: AnyView? { content.flatMap { SceneContent.firstWindow(of: $0) } }
}
