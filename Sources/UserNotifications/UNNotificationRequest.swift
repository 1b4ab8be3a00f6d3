import Foundation

/// When a notification is delivered, as UserNotifications' `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it fires again after it fires.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// A trigger after an interval, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval, in seconds.
    public let timeInterval: TimeInterval

    /// A trigger `timeInterval` seconds from now (repeating needs at least 60 seconds, as on iOS).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it fires next.
    open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// A trigger at a date, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date's components.
    public let dateComponents: DateComponents

    /// A trigger when the date's components next match.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// When it fires next.
    open func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification to schedule, as UserNotifications' `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The request's identifier (a request with the same one replaces it).
    public let identifier: String
    /// What it says.
    public let content: UNNotificationContent
    /// When it is delivered (`nil` for now).
    public let trigger: UNNotificationTrigger?

    /// A request of content and a trigger.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification, as UserNotifications' `UNNotification`.
open class UNNotification: NSObject, @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// The request that made it.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}

/// The user's answer to a notification, as UserNotifications' `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification answered.
    public let notification: UNNotification
    /// The action chosen.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The action identifier of opening the app from a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
