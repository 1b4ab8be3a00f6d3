import Foundation

/// What a notification says, as UserNotifications' `UNNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body.
    open internal(set) var body = ""
    /// The app icon's badge number.
    open internal(set) var badge: NSNumber?
    /// The sound.
    open internal(set) var sound: UNNotificationSound?
    /// The category's identifier (its actions).
    open internal(set) var categoryIdentifier = ""
    /// The thread that groups it.
    open internal(set) var threadIdentifier = ""
    /// Custom information.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]

    /// Empty content.
    public override init() {
        super.init()
    }
}

/// Content to fill in before scheduling, as UserNotifications' `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    open override var title: String { get { super.title } set { super.title = newValue } }
    /// The subtitle.
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The body.
    open override var body: String { get { super.body } set { super.body = newValue } }
    /// The app icon's badge number.
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound.
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// The category's identifier.
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    /// The thread that groups it.
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    /// Custom information.
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
}

/// A notification's sound, as UserNotifications' `UNNotificationSound`.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name (`nil` for the system's sound).
    public let name: String?

    init(name: String?) {
        self.name = name
        super.init()
    }

    /// The system's sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    /// The system's sound for critical alerts.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil) }
}
