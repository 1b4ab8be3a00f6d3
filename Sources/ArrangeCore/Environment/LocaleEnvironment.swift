import Foundation

// The locale, calendar and time zone views format dates, numbers and money with, as in SwiftUI.
//
// SwiftUI's defaults are the device's settings. Arrange runs on servers and in tests, where the
// process's settings (the machine's LANG and TZ) would make the same view render differently on
// two machines: "US$9.00" under Debian's en_001 where an iPhone set to the US shows "$9.00".
// So Arrange's defaults are fixed, those of an iPhone in the United States with its clock on
// UTC: `Locale(identifier: "en_US")`, the Gregorian calendar and UTC. Set them with
// `.environment(\.locale, …)` (or on a host's root) to render for another place.

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.gmt
}

extension EnvironmentValues {
    /// The current locale that views should use: what `Text` formats numbers, money and dates
    /// with. Arrange's default is `en_US` (not the process's locale), so output is the same on
    /// every machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates. Arrange's default is the
    /// Gregorian calendar (not the process's), so output is the same on every machine.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates. Arrange's default is
    /// UTC (not the machine's time zone), so output is the same on every machine.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
