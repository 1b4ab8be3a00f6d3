import Observation
import OpenCombine

/// A scene that presents a group of identically structured windows, as in SwiftUI; on an
/// iPhone, the one full-screen window of the app. Its content is what `App.main()` and an app
/// folder's preview lay out.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let id: String?
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        id = nil
        self.content = content()
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.content = content()
    }

    /// A primitive scene has no body.
    public typealias Body = Never

    @MainActor var windowContent: AnyView? { AnyView(content) }
}

/// A scene that presents its content in a single, unique window, as in SwiftUI.
nonisolated public struct Window<Content: View>: Scene, PrimitiveScene {
    let id: String
    let content: Content

    /// Creates a window with an identifier; its title is set by the initialisers with a title.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.content = content()
    }

    /// A primitive scene has no body.
    public typealias Body = Never

    @MainActor var windowContent: AnyView? { AnyView(content) }
}

/// A scene whose windows show views changed by a scene modifier (`environmentObject`,
/// `environment`, `modelContainer`…). Arrange's own.
nonisolated public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let transform: @MainActor (AnyView) -> AnyView

    /// A primitive scene has no body.
    public typealias Body = Never

    @MainActor var windowContent: AnyView? { SceneContent.firstWindow(of: content).map(transform) }
}

extension Scene {
    /// This scene with its windows' views changed by `transform`. Arrange's own: the way scene
    /// modifiers apply view modifiers to what the windows show.
    public func _modifyingWindowContent(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: transform)
    }

    /// Supplies an observable object to the scene's views (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _modifyingWindowContent { AnyView($0.environmentObject(object)) }
    }

    /// Places an observable object in the scene's environment (`@Environment(T.self)`).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _modifyingWindowContent { AnyView($0.environment(object)) }
    }

    /// Sets an environment value for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        let box = UncheckedSceneValue(value: value)
        return _modifyingWindowContent { AnyView($0.environment(keyPath, box.value)) }
    }

    /// Adds an action performed when a value changes (on the scene's views).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        let box = UncheckedSceneValue(value: (value, action))
        return _modifyingWindowContent { AnyView($0.onChange(of: box.value.0, initial: initial, box.value.1)) }
    }

    /// Adds an action performed when a value changes (on the scene's views).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }
}

/// A value carried into a scene modifier's main-actor transform.
struct UncheckedSceneValue<T>: @unchecked Sendable {
    let value: T
}
