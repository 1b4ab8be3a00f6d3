import Foundation

/// A view that updates according to a schedule that you provide, as in SwiftUI.
///
/// It has no appearance or layout of its own: its content is laid out where it is, as a
/// `Group`'s is. The content is built with the date of the schedule's latest entry that has come
/// (the current date when none has), with the `.live` cadence. When the schedule's next entry
/// comes, the view is marked for update, and the host builds it again the next time it is used
/// (`HostingView.update()`), as it applies any other change.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates; slower cadences compare greater.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence
        /// The view whose body holds the timeline view, built again on request.
        private let owner: TimelineOwner?

        /// A context for `date` at `cadence`: the host makes them, and the ViewInspector module
        /// for the context a test gives. Arrange's own.
        package init(date: Date, cadence: Cadence) {
            self.init(date: date, cadence: cadence, owner: nil)
        }

        init(date: Date, cadence: Cadence, owner: TimelineOwner?) {
            self.date = date
            self.cadence = cadence
            self.owner = owner
        }

        /// Resets any pre-rendered views the system has from the timeline: Arrange renders
        /// none ahead, so the content is built again at the host's next update, with the
        /// schedule's entry then.
        public func invalidateTimelineContent() {
            owner?.record?.invalidate()
        }
    }

    /// The schedule the view updates by.
    package let schedule: Schedule
    /// Makes the content for a context (the ViewInspector module makes it for a test's).
    package let content: (TimelineViewDefaultContext) -> Content
}

/// Information passed to a timeline view's content callback: the one context type every
/// timeline view's content receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

nonisolated extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): the content's,
    /// made for the schedule's entry now, with an update due at the next entry.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let moment = TimelineMoment(view.schedule, at: Date())
        if moment.wasCut {
            builder.report("TimelineView's schedule gave more than \(TimelineMoment.entryLimit) dates before now; the content shows the last of them, and the schedule is not followed further.")
        }
        // The content is evaluated as part of the enclosing body, so its views' identities and
        // state continue from the timeline view's, as a Group's do; that body is the one built
        // again at the next entry.
        let record = builder.currentRecord
        builder.build(view.content(TimelineViewDefaultContext(date: moment.date, cadence: .live, owner: record.map(TimelineOwner.init))))
        if let next = moment.next, let record {
            TimelineWakeUps.shared.schedule(record, at: next)
        }
    }
}

/// The record of the view whose body holds a timeline view, held weakly by its contexts.
final class TimelineOwner: @unchecked Sendable {
    weak var record: ViewRecord?
    init(_ record: ViewRecord) { self.record = record }
}

/// Where a schedule stands at a date: the entry the content shows and the next one.
struct TimelineMoment {
    /// How many entries are read before giving up on reaching the date: a schedule that starts
    /// far in the past with a short interval (or never passes the date) is cut there.
    static let entryLimit = 100_000

    /// The latest entry not after the date, else the date itself.
    var date: Date
    /// The first entry after the date, if any.
    var next: Date?
    /// Whether the entries were cut at `entryLimit` before reaching the date.
    var wasCut = false

    init<Schedule: TimelineSchedule>(_ schedule: Schedule, at now: Date) {
        date = now
        var latest: Date?
        var count = 0
        for entry in schedule.entries(from: now, mode: .normal) {
            if entry > now {
                next = entry
                break
            }
            latest = entry
            count += 1
            if count >= Self.entryLimit {
                wasCut = true
                break
            }
        }
        if let latest { date = latest }
    }
}
