import Foundation

/// The updates timeline views have due: at a schedule's next entry, the record of the view whose
/// body holds the timeline view is marked for update, as a state change marks it. One wake-up
/// is kept per record, the earliest; it holds the record weakly, so a view that is gone is not
/// kept, and the host is not waited for (`settle()` does not wait for the clock).
final class TimelineWakeUps: @unchecked Sendable {
    static let shared = TimelineWakeUps()

    /// A record held weakly, read from the waking task.
    private final class WeakRecord: @unchecked Sendable {
        weak var record: ViewRecord?
        init(_ record: ViewRecord) { self.record = record }
    }

    private let lock = NSLock()
    /// The due wake-up of each record, by the record's identity.
    private var due: [ObjectIdentifier: (date: Date, record: WeakRecord)] = [:]

    /// Marks `record` for update at `date`, unless an earlier wake-up for it is due.
    func schedule(_ record: ViewRecord, at date: Date) {
        let key = ObjectIdentifier(record)
        let weak: WeakRecord? = lock.withLock {
            // A wake-up of another record that had this address is replaced.
            if let existing = due[key], existing.record.record === record, existing.date <= date { return nil }
            let weak = WeakRecord(record)
            due[key] = (date, weak)
            return weak
        }
        guard let weak else { return }
        // At most about 31 years away, which a sleep's nanoseconds hold.
        let delay = min(max(0, date.timeIntervalSinceNow), 1e9)
        Task.detached {
            try? await Task.sleep(nanoseconds: UInt64(delay * 1e9))
            self.wake(key, weak, date)
        }
    }

    private func wake(_ key: ObjectIdentifier, _ weak: WeakRecord, _ date: Date) {
        let isCurrent = lock.withLock {
            guard let existing = due[key], existing.record === weak else { return false }
            due[key] = nil
            return true
        }
        if isCurrent { weak.record?.invalidate() }
    }
}
