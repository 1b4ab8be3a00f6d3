import Dispatch
import Foundation

/// The label of `queue`, or of the queue the caller runs on when `queue` is `nil`: Darwin's
/// libdispatch function, which apps call as `String(cString: __dispatch_queue_get_label(nil))`
/// to log where they are. Arrange's own: Linux's Dispatch does not export it, and cannot name the
/// current queue, so `nil` answers the main queue's label on the main thread and `""` elsewhere.
///
/// The C string of each distinct label is kept for the program's life, as Darwin's is for the
/// queue's.
public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    let label = queue?.label ?? (Thread.isMainThread ? "com.apple.main-thread" : "")
    return QueueLabels.shared.cString(for: label)
}

/// The C strings handed out for queue labels, one per distinct label.
private final class QueueLabels: @unchecked Sendable {
    static let shared = QueueLabels()
    private let lock = NSLock()
    private var strings: [String: UnsafeMutablePointer<CChar>] = [:]

    func cString(for label: String) -> UnsafePointer<CChar> {
        lock.lock()
        defer { lock.unlock() }
        if let known = strings[label] { return UnsafePointer(known) }
        let bytes = Array(label.utf8CString)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        strings[label] = copy
        return UnsafePointer(copy)
    }
}
