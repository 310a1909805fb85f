import BookMetadata
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock with a condition variable (`pthread_cond_t`), for threads that wait
/// until another changes the state the lock guards; what Foundation's
/// `NSCondition` does, without Foundation.
///
/// Hold the lock (``lock()``) around every read and change of that state,
/// and wait in a loop that checks it again: a wait may end without a signal.
///
/// ```swift
/// condition.lock()
/// while queue.isEmpty { condition.wait() }
/// let next = queue.removeLast()
/// condition.unlock()
/// ```
package final class Condition: @unchecked Sendable {
    private let mutex = Lock()
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// An unlocked condition nobody waits on.
    package init() {
        condition = UnsafeMutablePointer.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        #if os(Linux) || os(Android) || os(FreeBSD)
        // Timed waits measure on the monotonic clock, which setting the system time does not move.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        let status = pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        #else
        let status = pthread_cond_init(condition, nil)
        #endif
        precondition(status == 0, "pthread_cond_init failed (\(status))")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// Takes the lock.
    package func lock() { mutex.lock() }

    /// Releases the lock, which the calling thread must hold.
    package func unlock() { mutex.unlock() }

    /// Releases the lock, waits for a ``signal()`` or ``broadcast()`` (or a
    /// spurious wake-up), and takes the lock again before returning.
    package func wait() {
        let status = pthread_cond_wait(condition, mutex.mutex)
        precondition(status == 0, "pthread_cond_wait failed (\(status))")
    }

    /// Like ``wait()``, but gives up after `timeout`.
    ///
    /// - Returns: `false` when the time ran out, `true` when woken before
    ///   (which may be spurious: check the state either way).
    package func wait(timeout: Duration) -> Bool {
        let (seconds, attoseconds) = max(timeout, .zero).components
        #if os(Linux) || os(Android) || os(FreeBSD)
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        var nanoseconds = Int(deadline.tv_nsec) + Int(attoseconds / 1_000_000_000)
        var wholeSeconds = Int(deadline.tv_sec) + Int(min(seconds, Int64(Int32.max)))
        if nanoseconds >= 1_000_000_000 {
            nanoseconds -= 1_000_000_000
            wholeSeconds += 1
        }
        deadline.tv_sec = time_t(wholeSeconds)
        deadline.tv_nsec = numericCast(nanoseconds)
        let status = pthread_cond_timedwait(condition, mutex.mutex, &deadline)
        #else
        var relative = timespec(tv_sec: time_t(min(seconds, Int64(Int32.max))),
                                tv_nsec: numericCast(attoseconds / 1_000_000_000))
        let status = pthread_cond_timedwait_relative_np(condition, mutex.mutex, &relative)
        #endif
        precondition(status == 0 || status == ETIMEDOUT, "pthread_cond_timedwait failed (\(status))")
        return status == 0
    }

    /// Wakes one waiting thread, if any.
    package func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
