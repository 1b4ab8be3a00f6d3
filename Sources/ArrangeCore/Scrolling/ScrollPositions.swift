import Foundation

/// Where each scroll view of a host is scrolled to, by the scroll view's identity: kept by the
/// view graph so a position survives updates and rebuilds, as a scroll view's position does in
/// SwiftUI while the view keeps its identity. Positions change only through the interaction
/// API (`HostingView.scroll`), which has no gestures to drive, and `ScrollViewProxy`; a scroll
/// view starts at its content's start.
final class ScrollPositionTable {
    /// A scroll view's content offset, and the view whose body builds it (evaluated again so the
    /// scroll view is built with a new offset).
    private struct Entry {
        var offset: CGPoint
        weak var record: ViewRecord?
    }

    private var entries: [ViewIdentity: Entry] = [:]

    /// `ScrollViewProxy` requests not yet performed, oldest first; they may come from any
    /// thread, as state changes do.
    private var requests: [ScrollRequest] = []
    private let requestLock = NSLock()

    /// The offset of the scroll view at `identity` (zero at first), remembering `record` as the
    /// view that builds it.
    func offset(at identity: ViewIdentity, builtBy record: ViewRecord?) -> CGPoint {
        let offset = entries[identity]?.offset ?? .zero
        entries[identity] = Entry(offset: offset, record: record)
        return offset
    }

    /// Adds a proxy's request, performed at the host's next update; safe from any thread.
    func request(_ request: ScrollRequest) {
        requestLock.withLock { requests.append(request) }
    }

    /// Whether proxy requests wait (cheap: one lock).
    var hasRequests: Bool { requestLock.withLock { !requests.isEmpty } }

    /// Takes the waiting proxy requests, oldest first.
    func takeRequests() -> [ScrollRequest] {
        requestLock.withLock {
            defer { requests.removeAll() }
            return requests
        }
    }

    /// Sets the offset of the scroll view at `identity` and marks the view that builds it for
    /// the next update.
    func setOffset(_ offset: CGPoint, at identity: ViewIdentity) {
        entries[identity, default: Entry(offset: .zero, record: nil)].offset = offset
        entries[identity]?.record?.invalidate()
    }
}
