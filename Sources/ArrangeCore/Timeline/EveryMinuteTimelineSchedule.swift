import Foundation

/// A schedule for updating a timeline view at the start of every minute, as in SwiftUI.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var date: Date

        init(first: Date) {
            date = first
        }

        /// The start of the next minute.
        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(60) }
            return date
        }
    }

    /// Creates a per-minute update schedule.
    public init() {}

    /// Provides a sequence of per-minute dates starting from the start of the minute that
    /// `startDate` is in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        // The reference date is on a whole minute, and minutes are 60 seconds in every time zone
        // that offsets by whole minutes.
        let minutes = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
        return Entries(first: Date(timeIntervalSinceReferenceDate: minutes * 60))
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
