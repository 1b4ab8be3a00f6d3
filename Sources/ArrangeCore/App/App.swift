import Foundation

/// A type that represents the structure and behaviour of an app, as in SwiftUI: `@main struct
/// MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
///
/// An app folder given to `arrange render`, `preview` or `explain` compiles with its `@main` app
/// as it is: the preview program takes over the entry point and shows the files' previews. Run as
/// a program of its own on Linux (`main()`), an app has no windows to open: its first window's
/// content is laid out once on the preview device's screen (`UIScreen.main`), and the program says
/// so and ends.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behaviour of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app: on Linux, lays its first window's content out once on the
    /// device's screen and reports the size. Arrange's own behaviour (there is no window server).
    @MainActor @preconcurrency public static func main() {
        let app = Self()
        guard let content = SceneContent.firstWindow(of: app.body) else {
            FileHandle.standardError.write(Data("\(Self.self) has no window to show.\n".utf8))
            return
        }
        let size = UIScreen.main.bounds.size
        let host = HostingView(rootView: content, size: size)
        let laidOut = host.rootFrame
        print("\(Self.self): the first window laid out on a \(Int(size.width))×\(Int(size.height)) screen (its root view \(laidOut.width)×\(laidOut.height)); Linux has no windows to open — use `arrange preview` to see and use it.")
    }
}

/// An indication of a scene's operational state, as in SwiftUI. Previews and renders are always
/// `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The current phase of the scene (`.active` in Arrange's hosts).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
