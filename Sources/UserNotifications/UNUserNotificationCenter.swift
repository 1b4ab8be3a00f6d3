import Foundation

/// The app's notification settings, as UserNotifications' `UNNotificationSettings`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may post notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether alerts are on.
    public let alertSetting: UNNotificationSetting
    /// Whether badges are on.
    public let badgeSetting: UNNotificationSetting
    /// Whether sounds are on.
    public let soundSetting: UNNotificationSetting
    /// Whether notifications show in Notification Centre.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the lock screen.
    public let lockScreenSetting: UNNotificationSetting

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        let setting: UNNotificationSetting = authorizationStatus == .authorized ? .enabled : .disabled
        alertSetting = setting
        badgeSetting = setting
        soundSetting = setting
        notificationCenterSetting = setting
        lockScreenSetting = setting
        super.init()
    }
}

/// What the notification centre tells its delegate, as `UNUserNotificationCenterDelegate`;
/// every method is optional on iOS and has an empty default here.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrives while the app is in front.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// The user answered a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing, as an unimplemented optional method.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    /// Does nothing, as an unimplemented optional method.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }
}

/// The app's notifications, as UserNotifications' `UNUserNotificationCenter`.
///
/// Arrange's stand-in: authorisation stays `.notDetermined` and a request for it is not granted
/// (nobody answers a preview); scheduled requests are kept (`pendingNotificationRequests`) and
/// never delivered.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // @unchecked: `pending` is only touched while `lock` is held.
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var badge = 0

    /// The object told of notifications (held weakly, as on iOS).
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    private static let shared = UNUserNotificationCenter()

    /// The app's notification centre.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks for authorisation: not granted, without an error.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(false, nil) }
    }

    /// Asks for authorisation: not granted.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The app's settings: not determined.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.main.async { completionHandler(UNNotificationSettings(authorizationStatus: .notDetermined)) }
    }

    /// The app's settings: not determined.
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: .notDetermined)
    }

    /// Schedules a request (kept, not delivered); one with the same identifier is replaced.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        if let completionHandler { DispatchQueue.main.async { completionHandler(nil) } }
    }

    /// Schedules a request.
    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    /// The scheduled requests.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = pendingNotificationRequestsNow()
        DispatchQueue.main.async { completionHandler(requests) }
    }

    /// The scheduled requests.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingNotificationRequestsNow() }

    private func pendingNotificationRequestsNow() -> [UNNotificationRequest] { lock.withLock { pending } }

    /// Unschedules the requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Unschedules every request.
    open func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// The delivered notifications: none.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        DispatchQueue.main.async { completionHandler([]) }
    }

    /// The delivered notifications: none.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes delivered notifications (there are none).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification (there are none).
    open func removeAllDeliveredNotifications() {}

    /// Sets the app icon's badge number.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { badge = newBadgeCount }
        completionHandler?(nil)
    }

    /// Sets the app icon's badge number.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        lock.withLock { badge = newBadgeCount }
    }
}
