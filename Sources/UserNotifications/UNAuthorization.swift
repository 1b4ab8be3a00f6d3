/// Whether the app may post notifications, as UserNotifications' `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user has not chosen (a preview's status).
    case notDetermined = 0
    /// The user refused.
    case denied = 1
    /// The user allowed notifications.
    case authorized = 2
    /// Quiet notifications, without asking.
    case provisional = 3
    /// For a while, for an App Clip.
    case ephemeral = 4
}

/// What the app asks to do, as UserNotifications' `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Badges on the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// In CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button for the app's notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Provisional authorisation.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether one kind of notification is on, as UserNotifications' `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable {
    /// The setting does not apply.
    case notSupported = 0
    /// Off.
    case disabled = 1
    /// On.
    case enabled = 2
}

/// How a notification is shown while the app is in front, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// The sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// An alert (deprecated in iOS 14 for `banner` and `list`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// In Notification Centre.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// As a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
