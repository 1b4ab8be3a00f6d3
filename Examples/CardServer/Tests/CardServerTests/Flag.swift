import Synchronization

/// A flag one task sets and others read: a signal to stop.
final class Flag: Sendable {
    private let value = Atomic(false)

    /// Whether the flag is set.
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag.
    func set() { value.store(true, ordering: .releasing) }
}
