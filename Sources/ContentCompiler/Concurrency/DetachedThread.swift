#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts system threads (`pthread_create`) that nobody joins; what
/// Foundation's `Thread { ... }.start()` does, without Foundation.
///
/// For work that blocks for long (waiting for the disk or for file
/// notifications), which must not hold a thread of Swift concurrency's or
/// Dispatch's shared pools.
package enum DetachedThread {
    /// Runs `body` on a new thread, which ends when `body` returns.
    ///
    /// The thread has no name: Glibc declares `pthread_setname_np` only to C
    /// code built with `_GNU_SOURCE`, which Swift's import of it is not.
    ///
    /// - Returns: `false` when the system could not start a thread (too many
    ///   threads or too little memory); `body` is then never run.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body: body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { argument in
            #if canImport(Darwin)
            let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
            #else
            let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
            #endif
            work.run()
            return nil
        }, work)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        #if canImport(Darwin)
        pthread_detach(thread!)
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    /// What a new thread runs, handed to it through `pthread_create`'s argument.
    private final class Work {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }

        func run() {
            body()
        }
    }
}
