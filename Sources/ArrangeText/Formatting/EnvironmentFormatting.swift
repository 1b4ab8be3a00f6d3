import ArrangeCore
import Foundation

/// How a format meets the environment, as SwiftUI formats a Text's values: the style's locale
/// is replaced by the environment's (`format.locale(environment.locale)`), and date styles that
/// still have the process's time zone or calendar (the default of `Date.FormatStyle()` and the
/// like: the `autoupdatingCurrent` ones) take the environment's, which stands for the device's
/// settings on iOS. A time zone or calendar a style sets explicitly is kept.
enum EnvironmentFormatting {
    static func localized<F: FormatStyle>(_ format: F, in environment: EnvironmentValues) -> F {
        var format = format.locale(environment.locale)
        if var style = format as? Date.FormatStyle {
            adopt(&style.timeZone, &style.calendar, from: environment)
            format = style as? F ?? format
        } else if var style = format as? Date.VerbatimFormatStyle {
            adopt(&style.timeZone, &style.calendar, from: environment)
            format = style as? F ?? format
        } else if var style = format as? Date.IntervalFormatStyle {
            adopt(&style.timeZone, &style.calendar, from: environment)
            format = style as? F ?? format
        } else if var style = format as? Date.RelativeFormatStyle {
            if style.calendar == Calendar.autoupdatingCurrent { style.calendar = environment.formattingCalendar }
            format = style as? F ?? format
        }
        return format
    }

    private static func adopt(_ timeZone: inout TimeZone, _ calendar: inout Calendar, from environment: EnvironmentValues) {
        if timeZone == TimeZone.autoupdatingCurrent { timeZone = environment.timeZone }
        if calendar == Calendar.autoupdatingCurrent { calendar = environment.formattingCalendar }
    }

    /// A copy of `formatter` for one use in `environment`: its locale, time zone and calendar
    /// become the environment's where they are still the process's defaults (what a formatter
    /// starts with), as above. A copy, so the caller's formatter is never changed or shared
    /// between threads.
    static func localized(_ formatter: Formatter, in environment: EnvironmentValues) -> Formatter {
        let copy = formatter.copy() as? Formatter ?? formatter
        switch copy {
        case let date as DateFormatter:
            if date.locale == Locale.current || date.locale == Locale.autoupdatingCurrent { date.locale = environment.locale }
            if date.timeZone == TimeZone.current || date.timeZone == TimeZone.autoupdatingCurrent { date.timeZone = environment.timeZone }
            if date.calendar == Calendar.current || date.calendar == Calendar.autoupdatingCurrent { date.calendar = environment.formattingCalendar }
        case let number as NumberFormatter:
            if number.locale == Locale.current || number.locale == Locale.autoupdatingCurrent { number.locale = environment.locale }
        case let interval as DateIntervalFormatter:
            if interval.locale == Locale.current || interval.locale == Locale.autoupdatingCurrent { interval.locale = environment.locale }
            if interval.timeZone == TimeZone.current || interval.timeZone == TimeZone.autoupdatingCurrent { interval.timeZone = environment.timeZone }
            if interval.calendar == Calendar.current || interval.calendar == Calendar.autoupdatingCurrent { interval.calendar = environment.formattingCalendar }
        default:
            break
        }
        return copy
    }
}

extension EnvironmentValues {
    /// The environment's calendar in its time zone and locale: what date formats compute with.
    var formattingCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
