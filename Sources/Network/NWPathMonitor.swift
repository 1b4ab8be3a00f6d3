import Foundation

/// Watches the network path, as Network's `NWPathMonitor`: after `start(queue:)`, its
/// `pathUpdateHandler` hears the current path on the queue; iterated (iOS 17), it yields the
/// current path. Arrange's stand-in: a preview's path is always satisfied over Wi-Fi, and never
/// changes.
public final class NWPathMonitor: @unchecked Sendable {
    // @unchecked: the handler and queue are set before `start` and read on the queue, as with
    // Network's monitor.

    /// Called with each new path, on the monitor's queue.
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)?
    /// The queue given to `start(queue:)`.
    public private(set) var queue: DispatchQueue?
    /// The path now.
    public var currentPath: NWPath { NWPath.online }

    /// A monitor of every interface.
    public init() {}

    /// A monitor of interfaces of one type.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}

    /// A monitor of every interface but those of the types given.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

    /// Starts watching: the handler hears the current path on `queue`.
    public func start(queue: DispatchQueue) {
        self.queue = queue
        let handler = pathUpdateHandler
        queue.async { handler?(NWPath.online) }
    }

    /// Stops watching.
    public func cancel() {
        pathUpdateHandler = nil
    }
}

extension NWPathMonitor: AsyncSequence {
    /// The paths, as they change: the current one, then the end, as a preview's path never
    /// changes (so a `for await` loop in a view's task ends instead of holding the preview).
    public struct AsyncIterator: AsyncIteratorProtocol {
        var delivered = false

        /// The current path the first time; then `nil`.
        public mutating func next() async -> NWPath? {
            guard !delivered else { return nil }
            delivered = true
            return NWPath.online
        }
    }

    /// An iterator over the monitor's paths.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
