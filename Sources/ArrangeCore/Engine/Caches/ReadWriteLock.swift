import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A lock many readers hold at once and a writer holds alone (POSIX's `pthread_rwlock_t`), for
/// caches shared by every thread that are read far more often than written — glyph outlines,
/// emoji pictures, decoded images: concurrent renders read them without waiting for each other.
package final class ReadWriteLock: @unchecked Sendable {
    // @unchecked: the lock is the synchronisation; its storage has a fixed address for life.
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    package init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(lock, nil)
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` holding the lock for reading (other readers may too).
    package func reading<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// Runs `body` holding the lock alone.
    package func writing<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
