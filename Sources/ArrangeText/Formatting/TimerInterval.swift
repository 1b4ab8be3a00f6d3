import ArrangeCore
import Foundation

extension Text {
    /// Creates a text view that shows a timer running through `timerInterval`, as in SwiftUI:
    /// counting down to its end (or up from its start), held at `pauseTime` when one is given,
    /// "m:ss" under an hour, "h:mm:ss" after, or minutes past 59 without `showsHours`. Computed
    /// against the current date when the Text is built (a static picture; SwiftUI's runs).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let value = TimerIntervalValue(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        runs = [Run(source: .formatted(FormattedValue(value)))]
    }
}

/// A timer through an interval (see `Text.init(timerInterval:pauseTime:countsDown:showsHours:)`).
struct TimerIntervalValue: TextFormattable, Equatable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        string(in: environment, now: Date())
    }

    /// The timer at `now` (tests fix it).
    func string(in environment: EnvironmentValues, now: Date) -> String {
        // The time shown stays within the interval: before it the timer has not started, after
        // it the timer has run out.
        let time = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(time) : time.timeIntervalSince(interval.lowerBound)
        let whole = abs(DateStyleValue.wholeSeconds(seconds))
        if whole >= 3600, showsHours {
            return Duration.seconds(whole).formatted(Duration.TimeFormatStyle(pattern: .hourMinuteSecond).locale(environment.locale))
        }
        return Duration.seconds(whole).formatted(Duration.TimeFormatStyle(pattern: .minuteSecond).locale(environment.locale))
    }
}
