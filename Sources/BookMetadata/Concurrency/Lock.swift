#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over the system's `pthread_mutex_t`, on Linux and
/// Apple platforms alike, so that neither the command line nor the compiler
/// needs Foundation's `NSLock` for it.
///
/// `Synchronization.Mutex` would do, but needs macOS 15 / iOS 18, above the
/// package's platforms. It lives in this, the lowest layer that needs a lock
/// (the XML reader counts refused entity loads); the compiler and the command
/// line use the same one.
///
/// ```swift
/// let lock = Lock()
/// let count = lock.withLock { counter += 1; return counter }
/// ```
///
/// Not recursive: locking it again on the thread that holds it is a
/// programming error (it deadlocks).
package final class Lock: @unchecked Sendable {
    /// The mutex, allocated once so that its address never moves; ``Condition`` waits on it.
    @usableFromInline package let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    package init() {
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed (\(status))")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits until the lock is free and takes it.
    @inlinable
    package func lock() {
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, "pthread_mutex_lock failed (\(status))")
    }

    /// Releases the lock, which the calling thread must hold.
    @inlinable
    package func unlock() {
        let status = pthread_mutex_unlock(mutex)
        precondition(status == 0, "pthread_mutex_unlock failed (\(status))")
    }

    /// Runs `body` holding the lock, and returns what it returns.
    @inlinable
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
