import ArrangeCore
import Foundation

/// Hosts views for tests, as ViewInspector's `ViewHosting` does on a device: a hosted view is
/// built and laid out in an Arrange host, so its `@State` lives, `onAppear` runs and its
/// `onReceive` subscriptions deliver. Hosts are kept per test function until `expel`.
public enum ViewHosting {
    /// The size views are hosted at unless told otherwise: an iPhone's screen in points
    /// (393×852, the iPhone 15's).
    public static let defaultSize = CGSize(width: 393, height: 852)

    private final class Hosted {
        let host: HostingView<AnyView>
        let medium: Content.Medium
        init(host: HostingView<AnyView>, medium: Content.Medium) {
            self.host = host
            self.medium = medium
        }
    }

    nonisolated(unsafe) private static var hosted: [String: Hosted] = [:]
    /// The media of views being hosted, set before their host is made: an `onAppear` that runs
    /// while the host first builds the view inspects it with its environment objects.
    nonisolated(unsafe) private static var hostingMedia: [String: Content.Medium] = [:]

    /// Hosts `view` for the test function `function`: builds it, lays it out at `size` (the
    /// default size when `nil`) and runs its `onAppear` actions. Inspecting from the same
    /// function then sees the environment objects given to `view`.
    public static func host<V>(view: V, size: CGSize? = nil, function: String = #function) where V: ArrangeCore.View {
        let medium = (try? Unwrapping.unwrap(view, medium: Content.Medium()).medium) ?? Content.Medium()
        var kept = medium
        kept.viewModifiers = []
        kept.transitiveViewModifiers = []
        let root = UncheckedSendable((AnyView(view), size ?? defaultSize))
        hostingMedia[function] = kept
        defer { hostingMedia[function] = nil }
        let host = assumingMainActor(root) { HostingView(rootView: $0.value.0, size: $0.value.1) }
        hosted[function] = Hosted(host: host, medium: kept)
        assumingMainActor(host) { $0.update() }
    }

    /// Hosts `view` while `whileHosted` runs, then removes it.
    @MainActor
    public static func host<V: ArrangeCore.View>(_ view: V, size: CGSize? = nil, function: String = #function,
                                                 whileHosted: @MainActor () async throws -> Void) async throws {
        host(view: view, size: size, function: function)
        defer { expel(function: function) }
        try await whileHosted()
    }

    /// Removes the view hosted for `function`: its `onDisappear` actions run as it leaves.
    public static func expel(function: String = #function) {
        guard let entry = hosted.removeValue(forKey: function) else { return }
        assumingMainActor(entry.host) { host in
            host.rootView = AnyView(EmptyView())
            host.update()
        }
    }

    /// Applies pending state changes of every hosted view: bodies evaluated again, laid out
    /// again, actions that follow (onAppear, onChange) run.
    static func update() {
        for entry in hosted.values { assumingMainActor(entry.host) { $0.update() } }
    }

    /// The host of the view hosted for `function`, for reading its geometry.
    static func host(function: String) -> HostingView<AnyView>? { hosted[function]?.host }

    /// The environment objects and changes the view hosted for `function` was given.
    static func medium(function: String) -> Content.Medium {
        hosted[function]?.medium ?? hostingMedia[function] ?? Content.Medium()
    }
}
