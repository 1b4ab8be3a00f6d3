import ArrangeCore
import Foundation

extension Text {
    /// A predefined style used to display a `Date`, as in SwiftUI.
    ///
    /// SwiftUI's relative, offset and timer styles update as time passes; Arrange draws a
    /// static picture, so they are computed against the current date when the Text is built.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// A style displaying only the time component for a date ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now ("2 hours, 23 minutes"): its two
        /// largest units, without a sign.
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now ("+2 hours", "-3 hours"): its largest
        /// unit, positive for a date in the future.
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as a timer counting from now ("2:32", "36:59:01").
        public static let timer = DateStyle(kind: .timer)
    }
}

/// A date shown in a `Text.DateStyle`.
struct DateStyleValue: TextFormattable, Equatable {
    let date: Date
    let style: Text.DateStyle

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        string(in: environment, now: Date())
    }

    /// The date in this style, with `now` as the current date (tests fix it).
    func string(in environment: EnvironmentValues, now: Date) -> String {
        let locale = environment.locale
        switch style.kind {
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale,
                                    calendar: environment.formattingCalendar, timeZone: environment.timeZone).format(date)
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: locale,
                                    calendar: environment.formattingCalendar, timeZone: environment.timeZone).format(date)
        case .relative:
            return DateStyleValue.units(of: date.timeIntervalSince(now), maximumUnitCount: 2, locale: locale)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let magnitude = DateStyleValue.units(of: seconds, maximumUnitCount: 1, locale: locale)
            // Whole seconds decide the sign, as they decide the units ("0 seconds" has none).
            let whole = DateStyleValue.wholeSeconds(seconds)
            return whole > 0 ? "+" + magnitude : whole < 0 ? "-" + magnitude : magnitude
        case .timer:
            let seconds = abs(DateStyleValue.wholeSeconds(date.timeIntervalSince(now)))
            let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
            return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
        }
    }

    /// `seconds` rounded toward zero, limited to what `Duration` and `Int64` hold.
    static func wholeSeconds(_ seconds: TimeInterval) -> Int64 {
        guard seconds.isFinite else { return 0 }
        return Int64(max(min(seconds, 1e15), -1e15).rounded(.towardZero))
    }

    /// The magnitude of `seconds` in its largest units, weeks down to seconds ("2 hours,
    /// 23 minutes"), in `locale`. SwiftUI counts months and years from the calendar ("1 year,
    /// 1 month"); Foundation on Linux has no formatter for those units, so long spans are weeks.
    static func units(of seconds: TimeInterval, maximumUnitCount: Int, locale: Locale) -> String {
        let magnitude = abs(wholeSeconds(seconds))
        let style = Duration.UnitsFormatStyle(allowedUnits: [.weeks, .days, .hours, .minutes, .seconds],
                                              width: .wide, maximumUnitCount: maximumUnitCount).locale(locale)
        return Duration.seconds(magnitude).formatted(style)
    }
}
