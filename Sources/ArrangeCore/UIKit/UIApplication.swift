import Foundation

/// The running app, as UIKit's `UIApplication`, for SwiftUI code that opens URLs or watches the
/// app's life cycle. Arrange's stand-in has no system to hand URLs to: `open(_:)` records them
/// (`openedURLs`, Arrange's own, so tests can check what a button opened) and reports success.
@MainActor @preconcurrency
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    private init() {}

    /// The URLs `open(_:options:completionHandler:)` was given, oldest first. Arrange's own.
    public private(set) var openedURLs: [URL] = []

    /// The badge on the app's icon.
    public var applicationIconBadgeNumber = 0
    /// Whether the idle timer may lock the screen.
    public var isIdleTimerDisabled = false
    /// Whether the app may change its icon: `false` here.
    public var supportsAlternateIcons: Bool { false }
    /// The alternate icon's name: none here.
    public var alternateIconName: String? { nil }

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public var rawValue: String
        /// A key with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only when an app handles it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens a URL: recorded in `openedURLs`; the completion handler is told it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completionHandler?(true)
    }

    /// Opens a URL (recorded in `openedURLs`) and says whether it opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openedURLs.append(url)
        return true
    }

    /// Whether an app can open the URL: any URL with a scheme.
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// Changes the app's icon: not supported here; the handler gets an error.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }

    /// The URL of the app's page in the Settings app.
    public nonisolated static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings.
    public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Posted when the app becomes active.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app is low on memory.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
