import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM turned into a call, so that a watch loop or
/// the preview server finishes what it is doing and exits cleanly instead of
/// dying mid-write. A second Ctrl-C ends the process at once, as usual.
public final class InterruptSignal: @unchecked Sendable {
    private var sources: [any DispatchSourceSignal] = []

    private init() {}

    /// Routes SIGINT and SIGTERM to `onInterrupt`, called once, on a
    /// background queue. Keep the returned value alive while it applies.
    public static func install(_ onInterrupt: @escaping @Sendable () -> Void) -> InterruptSignal {
        let handler = InterruptSignal()
        let queue = DispatchQueue(label: "contentc.interrupt")
        let state = Counter()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if state.increment() == 1 {
                    onInterrupt()
                } else {
                    // Asked twice: stop waiting, as an unhandled signal would.
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            source.resume()
            handler.sources.append(source)
        }
        return handler
    }

    /// Gives SIGINT and SIGTERM their default action back.
    public func uninstall() {
        for source in sources { source.cancel() }
        sources = []
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Counts signals; used on the handler's serial queue only.
    private final class Counter: @unchecked Sendable {
        private var count = 0
        func increment() -> Int {
            count += 1
            return count
        }
    }
}
