@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Keeps the contexts a timeline view's content was made with.
private final class ContextLog: @unchecked Sendable {
    var contexts: [TimelineViewDefaultContext] = []
    func keep(_ context: TimelineViewDefaultContext) { contexts.append(context) }
}

@Suite("TimelineView and its schedules")
@MainActor struct TimelineViewTests {
    /// The first `count` entries of `schedule` from `start`.
    private func entries<S: TimelineSchedule>(_ schedule: S, from start: Date, mode: TimelineScheduleMode = .normal, count: Int = 3) -> [Date] {
        Array(schedule.entries(from: start, mode: mode).prefix(count))
    }

    @Test("A periodic schedule's entries start at the latest date of its phase not after the start")
    func periodicEntries() {
        // Phase at :30 of each minute; asked from 10:34:45, the first entry is 10:34:30.
        let phase = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60 + 30)
        let asked = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 34 * 60 + 45)
        let first = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 34 * 60 + 30)
        #expect(entries(.periodic(from: phase, by: 60), from: asked) == [first, first + 60, first + 120])
        // Asked before the schedule starts: its start comes first.
        #expect(entries(.periodic(from: asked, by: 60), from: phase, count: 2) == [asked, asked + 60])
        // An interval that is not positive gives the start only.
        #expect(entries(.periodic(from: phase, by: 0), from: asked) == [phase])
    }

    @Test("An every-minute schedule's entries are the starts of minutes, from the one the start is in")
    func everyMinuteEntries() {
        let asked = Date(timeIntervalSinceReferenceDate: 600 + 59.5)
        let minute = Date(timeIntervalSinceReferenceDate: 600)
        #expect(entries(.everyMinute, from: asked) == [minute, minute + 60, minute + 120])
    }

    @Test("An animation schedule's entries start at the start, a frame or the minimum interval apart; none while paused")
    func animationEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(entries(.animation, from: start) == [start, start + 1.0 / 60, start + 2.0 / 60])
        #expect(entries(.animation(minimumInterval: 0.5), from: start) == [start, start + 0.5, start + 1])
        #expect(entries(.animation(minimumInterval: 0.5, paused: true), from: start).isEmpty)
        #expect(entries(.animation, from: start, mode: .lowFrequency).isEmpty)
    }

    @Test("An explicit schedule's entries are its dates, whatever the start")
    func explicitEntries() {
        let dates = [Date(timeIntervalSinceReferenceDate: 5), Date(timeIntervalSinceReferenceDate: 7)]
        #expect(entries(.explicit(dates), from: Date(timeIntervalSinceReferenceDate: 1_000)) == dates)
    }

    @Test("Cadences compare slower as greater")
    func cadenceOrder() {
        #expect(TimelineViewDefaultContext.Cadence.live < .seconds)
        #expect(TimelineViewDefaultContext.Cadence.seconds < .minutes)
    }

    @Test("The content is made with the schedule's latest entry that has come, at the live cadence")
    func contentDateIsLatestEntry() throws {
        let log = ContextLog()
        let start = Date().addingTimeInterval(-1_000.5)
        _ = controlHost(TimelineView(.periodic(from: start, by: 100)) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        let context = try #require(log.contexts.last)
        #expect(context.date == start + 1_000)
        #expect(context.cadence == .live)
    }

    @Test("An explicit schedule shows its last date that has come")
    func explicitContentDate() throws {
        let log = ContextLog()
        let now = Date()
        _ = controlHost(TimelineView(.explicit([now - 300, now - 200, now + 3_600])) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        #expect(try #require(log.contexts.last).date == now - 200)
    }

    @Test("With no entry come yet, the content is made with the current date")
    func noEntryYetShowsNow() throws {
        let log = ContextLog()
        let before = Date()
        _ = controlHost(TimelineView(.explicit([before + 3_600])) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        let after = Date()
        let date = try #require(log.contexts.last).date
        #expect(date >= before && date <= after)
    }

    @Test("An every-minute timeline shows the start of the current minute")
    func everyMinuteContentDate() throws {
        let log = ContextLog()
        let before = Date()
        _ = controlHost(TimelineView(.everyMinute) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        let date = try #require(log.contexts.last).date.timeIntervalSinceReferenceDate
        #expect(date.truncatingRemainder(dividingBy: 60) == 0)
        #expect(date <= before.timeIntervalSinceReferenceDate + 60)
        #expect(date > before.timeIntervalSinceReferenceDate - 60)
    }

    @Test("A timeline view lays out its content where it is, as a Group's")
    func timelineIsLayoutNeutral() {
        let host = controlHost(VStack(spacing: 0) {
            TimelineView(.everyMinute) { _ in
                Color.red.frame(height: 40).id("a")
                Color.blue.frame(height: 40).id("b")
            }
        })
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 160, width: 300, height: 40))
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 200, width: 300, height: 40))
    }

    @Test("When the next entry comes, the host's next update builds the content with it")
    func nextEntryUpdatesContent() async throws {
        let log = ContextLog()
        // The last entry 0.1 s away: however late the test wakes, it is the one shown then.
        let now = Date()
        let host = controlHost(TimelineView(.explicit([now - 1, now + 0.1])) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        #expect(log.contexts.last?.date == now - 1)
        try await Task.sleep(nanoseconds: 1_000_000_000)
        host.update()
        #expect(log.contexts.last?.date == now + 0.1)
    }

    @Test("A schedule with too many entries before now is cut and reported")
    func tooManyEntriesReported() throws {
        let log = ContextLog()
        let start = Date().addingTimeInterval(-1_000_000)
        let host = controlHost(TimelineView(.explicit(stride(from: 0.0, to: 200_000, by: 1).map { start + $0 })) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        #expect(try #require(log.contexts.last).date == start + Double(TimelineMoment.entryLimit - 1))
        #expect(host.diagnostics.contains { $0.contains("TimelineView's schedule gave more than 100000 dates before now") })
    }

    @Test("invalidateTimelineContent builds the content again at the host's next update")
    func invalidateRebuildsContent() throws {
        let log = ContextLog()
        let host = controlHost(TimelineView(.explicit([Date(timeIntervalSinceReferenceDate: 0)])) { context in
            let _ = log.keep(context)
            Text("tick")
        })
        let built = log.contexts.count
        host.update()
        #expect(log.contexts.count == built)
        try #require(log.contexts.last).invalidateTimelineContent()
        host.update()
        #expect(log.contexts.count == built + 1)
        #expect(log.contexts.last?.date == Date(timeIntervalSinceReferenceDate: 0))
    }
}
