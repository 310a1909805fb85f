import Dispatch

/// A value made on another thread, started at once and waited for where it
/// is needed: the caller goes on meanwhile (printing a report, say, while
/// the output folder waits for the disk).
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Set by the thread that makes it, before it signals ``done``; read only after waiting for that.
    private var made: Value?

    /// Starts making the value on another thread.
    init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            made = make()
            done.signal()
        }
    }

    /// The value, once it is made (waited for the first time).
    public var value: Value {
        done.wait()
        done.signal()
        guard let made else { preconditionFailure("a value is made before its maker signals") }
        return made
    }
}
