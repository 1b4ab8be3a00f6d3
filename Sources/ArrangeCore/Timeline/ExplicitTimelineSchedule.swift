import Foundation

/// A schedule for updating a timeline view at explicit points in time, as in SwiftUI.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// Provides the sequence of dates with which you initialized the schedule (the start date
    /// and the mode are ignored).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
