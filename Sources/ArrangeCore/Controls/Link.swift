import Foundation

/// A control for navigating to a URL, as in SwiftUI: its label in the tint colour. The control
/// action hands the destination to the environment's `openURL` action.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.self) private var environment

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label in the tint colour (grey when disabled).
    public var body: some View {
        let openURL = self.openURL, destination = self.destination
        label
            .foregroundStyle(environment.controlTint)
            .controlAction(ControlAction(.link, activate: { openURL(destination) }, value: { destination }))
    }
}

/// An action that opens a URL, as in SwiftUI (`\.openURL`). Arrange opens nothing itself: the
/// default action discards the URL; set your own with `.environment(\.openURL, OpenURLAction
/// { url in … })` to see what a `Link` would open.
public struct OpenURLAction: Sendable {
    /// The result of a custom open URL action, as in SwiftUI.
    public struct Result: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The handler asks the system to open the given URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: @Sendable (URL) -> Result

    /// Creates an action that opens a URL with `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL, following the user's preferences.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Asynchronously opens a URL; `completion` says whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url) != .discarded)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// An action that opens a URL (the default discards it: Arrange has no system to open it).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
