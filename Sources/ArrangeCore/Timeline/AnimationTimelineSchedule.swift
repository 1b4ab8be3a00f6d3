import Foundation

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval, as in SwiftUI.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates within a schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var date: Date?
        private let interval: TimeInterval

        init(first: Date?, interval: TimeInterval) {
            self.date = first
            self.interval = interval
        }

        /// The next date, one interval after the last.
        public mutating func next() -> Date? {
            guard let current = date else { return nil }
            date = current.addingTimeInterval(interval)
            return current
        }
    }

    /// The interval between frames when no minimum is given: a 60 Hz display's.
    static let frameInterval: TimeInterval = 1.0 / 60

    private let minimumInterval: Double?
    private let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval (a display frame's when `nil`; a minimum that is not a positive number
    /// is taken as `nil`).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule: from `start`, one every
    /// interval; none while paused or in the low-frequency mode.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        var interval = Self.frameInterval
        if let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 { interval = max(minimumInterval, Self.frameInterval) }
        return Entries(first: paused || mode == .lowFrequency ? nil : start, interval: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
