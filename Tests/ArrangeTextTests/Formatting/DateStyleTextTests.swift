import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

@Suite("Text(_:style:): date, time, relative, offset and timer")
@MainActor struct DateStyleTextTests: FormattingFixtures {
    /// A date style's output with `now` fixed (the view computes against the current date).
    private func styled(_ date: Date, _ style: Text.DateStyle, now: Date = epoch, locale: String = "en_US") -> String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return DateStyleValue(date: date, style: style).string(in: environment, now: now)
    }

    @Test(".date is a long date in the environment's locale")
    func dateStyle() {
        #expect(shown(Text(epoch, style: .date)) == "January 1, 1970")
        #expect(shown(Text(epoch, style: .date), locale: "de_DE") == "1. Januar 1970")
        #expect(shown(Text(epoch, style: .date), locale: "fr_FR") == "1 janvier 1970")
        #expect(shown(Text(epoch, style: .date), locale: "ja_JP") == "1970年1月1日")
        // The day in the environment's time zone: still 31 December in New York.
        #expect(shown(Text(epoch, style: .date), timeZone: "America/New_York") == "December 31, 1969")
    }

    @Test(".time is a short time in the environment's locale and time zone")
    func timeStyle() {
        #expect(shown(Text(epoch, style: .time)) == "12:00\(narrowSpace)AM")
        #expect(shown(Text(epoch, style: .time), timeZone: "Asia/Tokyo") == "9:00\(narrowSpace)AM")
        #expect(shown(Text(epoch, style: .time), locale: "de_DE") == "0:00")
        #expect(shown(Text(epoch, style: .time), locale: "ja_JP") == "0:00")
    }

    @Test(".relative is the two largest units without a sign (\"2 hours, 23 minutes\")")
    func relativeStyle() {
        let later = epoch.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(styled(later, .relative) == "2 hours, 23 minutes")
        #expect(styled(epoch, .relative, now: later) == "2 hours, 23 minutes")
        #expect(styled(later, .relative, locale: "de_DE") == "2 Stunden und 23 Minuten")
        #expect(styled(epoch, .relative) == "0 seconds")
        #expect(styled(epoch.addingTimeInterval(65), .relative) == "1 minute, 5 seconds")
    }

    @Test(".offset is the largest unit with a sign: + for the future, - for the past")
    func offsetStyle() {
        #expect(styled(epoch.addingTimeInterval(2 * 3600 + 60), .offset) == "+2 hours")
        #expect(styled(epoch, .offset, now: epoch.addingTimeInterval(3 * 86400)) == "-3 days")
        #expect(styled(epoch, .offset) == "0 seconds")
    }

    @Test(".timer counts minutes and seconds, hours past an hour (\"2:32\", \"36:59:01\")")
    func timerStyle() {
        #expect(styled(epoch.addingTimeInterval(152), .timer) == "2:32")
        #expect(styled(epoch, .timer, now: epoch.addingTimeInterval(152)) == "2:32")
        #expect(styled(epoch.addingTimeInterval(36 * 3600 + 59 * 60 + 1), .timer) == "36:59:01")
        #expect(styled(epoch, .timer) == "0:00")
    }

    @Test("Relative styles are computed against the current date when the Text is built")
    func relativeToNow() {
        #expect(shown(Text(Date().addingTimeInterval(3 * 86400 + 7200 + 30), style: .relative)) == "3 days, 2 hours")
        #expect(shown(Text(Date().addingTimeInterval(-(3 * 86400 + 7200 + 30)), style: .offset)) == "-3 days")
    }

    @Test("A date style interpolated into a key")
    func interpolated() {
        #expect(shown(Text("Since \(epoch, style: .date)")) == "Since January 1, 1970")
        #expect(shown(Text("Since \(epoch, style: .date)"), locale: "de_DE") == "Since 1. Januar 1970")
    }
}

@Suite("Text(timerInterval:): a timer through an interval, as a static picture")
@MainActor struct TimerIntervalTextTests: FormattingFixtures {
    private func timer(_ range: ClosedRange<Date>, now: Date, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) -> String {
        TimerIntervalValue(interval: range, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
            .string(in: EnvironmentValues(), now: now)
    }

    @Test("Counts down to the end, or up from the start, clamped to the interval")
    func counting() {
        let range = epoch...epoch.addingTimeInterval(5400)
        #expect(timer(range, now: epoch.addingTimeInterval(60)) == "1:29:00")
        #expect(timer(range, now: epoch.addingTimeInterval(60), countsDown: false) == "1:00")
        #expect(timer(range, now: epoch.addingTimeInterval(-100)) == "1:30:00")
        #expect(timer(range, now: epoch.addingTimeInterval(9000)) == "0:00")
    }

    @Test("pauseTime holds the timer; without showsHours minutes pass 59")
    func pauseAndHours() {
        let range = epoch...epoch.addingTimeInterval(5400)
        #expect(timer(range, now: epoch.addingTimeInterval(3000), pauseTime: epoch.addingTimeInterval(600)) == "1:20:00")
        #expect(timer(range, now: epoch, showsHours: false) == "90:00")
    }

    @Test("The view shows the timer in its size: a running five-minute timer is \"4:59\" or \"5:00\", four characters")
    func view() {
        let now = Date()
        let text = Text(timerInterval: now...now.addingTimeInterval(300))
        #expect(["5:00", "4:59"].contains(shown(text)))
        #expect(measure(text, .unspecified) == CGSize(width: 40, height: 10))
    }
}
