import Foundation

/// A type that provides a sequence of dates for use as a schedule, as in SwiftUI: a
/// `TimelineView` builds its content with the latest of these dates that has come.
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates within a schedule, in ascending order.
    associatedtype Entries: Sequence where Self.Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate (an Arrange host is always in
    /// the normal mode).
    case lowFrequency
}
