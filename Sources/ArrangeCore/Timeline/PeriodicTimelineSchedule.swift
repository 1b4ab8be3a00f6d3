import Foundation

/// A schedule for updating a timeline view at regular intervals, as in SwiftUI.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var date: Date?
        private let interval: TimeInterval

        init(first: Date, interval: TimeInterval) {
            self.date = first
            self.interval = interval
        }

        /// The next date, one interval after the last; a schedule whose interval is not
        /// positive has only its first date.
        public mutating func next() -> Date? {
            guard let current = date else { return nil }
            date = interval > 0 && interval.isFinite ? current.addingTimeInterval(interval) : nil
            return current
        }
    }

    private let startDate: Date
    private let interval: TimeInterval

    /// Creates a periodic update schedule: dates `interval` seconds apart, in phase with
    /// `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// Provides a sequence of periodic dates starting from around a given date: the latest date
    /// of the schedule's phase not after `startDate` (the schedule's start when that is later),
    /// then one every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        guard interval > 0, interval.isFinite, startDate > self.startDate else {
            return Entries(first: self.startDate, interval: interval)
        }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(first: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
