import Foundation

/// A lock that protects a value of its own, as Apple's `os.OSAllocatedUnfairLock` (Arrange's
/// stand-in over `NSLock`).
///
/// `withLock` runs its body holding the lock, with the protected state `inout`; the lock is not
/// recursive, as Apple's is not.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// Creates a lock protecting `initialState`.
    public init(initialState: State) {
        storage = Storage(initialState)
    }

    /// Runs `body` with the protected state while holding the lock; O(1) besides `body`.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the protected state while holding the lock, for a body that is not
    /// `Sendable` (the caller vouches that nothing escapes).
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock; pair with `unlock()`.
    public func lock() { storage.lock.lock() }

    /// Gives the lock back.
    public func unlock() { storage.lock.unlock() }

    /// Takes the lock if no one holds it; `true` when it did.
    public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
    /// Creates a lock that protects no value.
    public init() {
        self.init(initialState: ())
    }

    /// Runs `body` while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
