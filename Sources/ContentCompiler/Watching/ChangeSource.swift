#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a watcher's raw events come from: the system's notifications
/// (inotify, FSEvents) or a scan of the folder at intervals.
protocol ChangeSource: AnyObject {
    /// How the source watches, for a status line (`inotify`, `polling every 250 ms`).
    var name: String { get }

    /// Waits for events until `deadline` (forever when `nil`) or until
    /// `stop` is signalled.
    ///
    /// - Returns: The events seen, and whether events were lost; empty when
    ///   the deadline passed first; `nil` once `stop` is signalled.
    func wait(until deadline: ContinuousClock.Instant?, stop: WakeUpPipe) -> SourceEvents?
}

/// What a source saw in one wait.
struct SourceEvents: Sendable {
    /// What happened, path by path.
    var events: [SourceEvent] = []
    /// Whether the system dropped events: anything may have changed.
    var overflow = false

    /// Whether nothing was seen.
    var isEmpty: Bool { events.isEmpty && !overflow }

    /// Records a change of `path`; `appeared` when it was created or moved in.
    mutating func add(_ path: String, appeared: Bool = false) {
        events.append(SourceEvent(path: path, appeared: appeared))
    }
}

/// One event: a path, relative to the folder (`""` for the folder itself),
/// and whether it appeared (was created or moved in) rather than changed or went.
struct SourceEvent: Sendable, Hashable {
    var path: String
    var appeared: Bool
}

/// A pipe that wakes a thread blocked in `poll`: written from any thread
/// (or a signal handler: `write` is async-signal-safe), read by the waiter.
final class WakeUpPipe: @unchecked Sendable {
    /// The end a waiter polls.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Opens the pipe, both ends non-blocking and closed on exec.
    ///
    /// - Throws: ``WatchError`` when the system has no descriptors left.
    init() throws(WatchError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw WatchError(message: "cannot open a pipe: \(String(cString: strerror(errno)))") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the waiter; the pipe stays readable until drained.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Whether the pipe was signalled, without blocking.
    var isSignalled: Bool {
        Poll.readable([readEnd], timeout: .zero).contains(readEnd)
    }

    /// Reads every pending byte.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}

/// `poll(2)` on descriptors for reading.
enum Poll {
    /// The descriptors among `descriptors` that are readable (or closed by
    /// their other end) within `timeout`; forever when `nil`. Retries after a signal.
    static func readable(_ descriptors: [Int32], timeout: Duration?) -> Set<Int32> {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let start = ContinuousClock.now
        while true {
            var milliseconds: Int32 = -1
            if let timeout {
                let left = timeout - start.duration(to: .now)
                milliseconds = left <= .zero ? 0 : Int32(clamping: Int((left / .milliseconds(1)).rounded(.up)))
            }
            let result = poll(&entries, nfds_t(entries.count), milliseconds)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return [] }
            return Set(entries.filter { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }.map(\.fd))
        }
    }

    /// The time left until `deadline`, or `nil` for none.
    static func timeout(until deadline: ContinuousClock.Instant?) -> Duration? {
        deadline.map { max(.zero, ContinuousClock.now.duration(to: $0)) }
    }
}

/// Why a folder cannot be watched.
public struct WatchError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var message: String

    /// The message.
    public var description: String { message }
}
