/// A part of an app's user interface with a life cycle managed by the system, as in SwiftUI.
///
/// On Linux there are no windows: an app's scenes matter for what their windows show, which
/// `App.main()` lays out (see `App`). `WindowGroup` and `Window` are the scenes that show views;
/// scene modifiers (`environmentObject`, `environment`, `modelContainer`…) apply to the views
/// their windows show.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behaviour of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene Arrange knows without a body: it says which view its window shows, if any.
@MainActor protocol PrimitiveScene {
    /// The view the scene's first window shows.
    var windowContent: AnyView? { get }
}

/// Finds what a scene's first window shows, through custom scenes' bodies.
@MainActor enum SceneContent {
    static func firstWindow<S: Scene>(of scene: S) -> AnyView? {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowContent }
        if S.Body.self == Never.self { return nil }
        return firstWindow(of: scene.body)
    }
}

extension Scene {
    /// The view this scene's first window shows (through custom scenes' bodies and scene
    /// modifiers), or `nil` when it has no window. Arrange's own: host it to test an app's
    /// content, `HostingView(rootView: MyApp().body._firstWindowContent!, size: …)`.
    public var _firstWindowContent: AnyView? { SceneContent.firstWindow(of: self) }
}

extension Scene where Body == Never {
    /// A primitive scene has no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive scene; it has no body.")
    }
}
