import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A resident `contentc build --watch` (or `lint --watch`) process, and the
/// times it reports.
///
/// After each run the process writes to standard error
/// `build took 84 ms at 14:03:09; watching …` (`1.32 s` from a second on).
/// That time is the run alone: it excludes the process starting, and the
/// quiet period the watcher waits for a burst of saves to end before it runs
/// (100 ms), so it is not the delay an author sees between a save and a
/// fresh output.
///
/// Standard error is read through a pipe, line by line as it comes; standard
/// output (the report of each run) is discarded. The process is stopped with
/// SIGINT, as Ctrl-C, and reaped; if it is still running when this value is
/// released, it is killed.
final class WatchProcess {
    private let pid: pid_t
    private let description: String
    /// The read end of the pipe on the process's standard error, or -1 once closed.
    private var errorPipe: Int32
    /// Bytes read and not yet taken as lines: from `taken` on.
    private var pending: [UInt8] = []
    private var taken = 0
    /// The end of what was taken before the last read, for an error message.
    private var recentBytes: [UInt8] = []
    /// How many bytes of what was taken ``recentBytes`` keeps.
    private static let recentLimit = 2_000
    /// Where each read of standard error lands, used again by the next.
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)
    private var reaped = false

    /// Starts `program arguments…` with its standard output to /dev/null and
    /// its standard error into a pipe.
    ///
    /// - Throws: ``BenchmarkError`` when the pipe or the process cannot be made.
    init(_ program: String, _ arguments: [String]) throws {
        description = ([(program as NSString).lastPathComponent] + arguments).joined(separator: " ")
        var ends: [Int32] = [-1, -1]
        // Close-on-exec: the contentc processes started later must not hold the write end.
        guard pipe(&ends) == 0, fcntl(ends[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0 else {
            throw BenchmarkError(message: "cannot make a pipe for \(description): \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw BenchmarkError(message: "cannot start \(description): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        errorPipe = ends[0]
    }

    deinit {
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        if errorPipe >= 0 { close(errorPipe) }
    }

    /// Waits for the next `<label> took <time> at …` line and returns its time.
    ///
    /// - Throws: ``BenchmarkError`` when no such line comes within `timeout`,
    ///   or the process ends first.
    func nextRunTime(timeout: Duration) throws -> Duration {
        let deadline = ContinuousClock.now + timeout
        let marker = Array(" took ".utf8)
        while true {
            // Lines are many (every diagnostic of the run is one): only a status line,
            // `<label> took …`, is decoded.
            guard let bytes = try nextLine(before: deadline, waitingFor: "a `took` line") else {
                throw BenchmarkError(message: "\(description) ended before reporting a run\(lastLines())")
            }
            guard let space = bytes.firstIndex(of: UInt8(ascii: " ")), bytes[space...].starts(with: marker) else { continue }
            let line = String(decoding: bytes, as: UTF8.self)
            guard let took = line.range(of: " took ") else { continue }
            let rest = line[took.upperBound...]
            let figure = rest.prefix { $0 != " " }
            let unit = rest.dropFirst(figure.count).dropFirst().prefix { $0 != " " }
            guard let value = Double(figure), unit == "ms" || unit == "s" else {
                throw BenchmarkError(message: "\(description): cannot read the time in `\(line)`")
            }
            return .nanoseconds(Int64((value * (unit == "ms" ? 1e6 : 1e9)).rounded()))
        }
    }

    /// Sends SIGINT, reads standard error to its end and reaps the process.
    ///
    /// - Throws: ``BenchmarkError`` when it does not end within `timeout` (it
    ///   is then killed) or ends with a status other than 0.
    func interrupt(timeout: Duration) throws {
        guard !reaped else { return }
        kill(pid, SIGINT)
        let deadline = ContinuousClock.now + timeout
        do {
            while try nextLine(before: deadline, waitingFor: "the end after SIGINT") != nil {}
        } catch {
            kill(pid, SIGKILL)
            throw error
        }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else {
            throw BenchmarkError(message: "cannot reap \(description): \(String(cString: strerror(errno)))")
        }
        reaped = true
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard exitStatus == 0 else {
            throw BenchmarkError(message: "\(description) exited with \(exitStatus) after SIGINT\(lastLines())")
        }
    }

    /// The next whole line of standard error, without its newline, or `nil` at its end.
    private func nextLine(before deadline: ContinuousClock.Instant, waitingFor what: String) throws -> ArraySlice<UInt8>? {
        while true {
            if let newline = pending[taken...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[taken..<newline]
                taken = newline + 1
                return line
            }
            guard errorPipe >= 0 else { return nil }
            // Only the last lines taken are kept for an error message: a run's report is a megabyte.
            recentBytes = Array((recentBytes + pending[max(0, taken - Self.recentLimit)..<taken]).suffix(Self.recentLimit))
            pending.removeFirst(taken)
            taken = 0
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else {
                throw BenchmarkError(message: "\(description): no \(what) within the time allowed\(lastLines())")
            }
            var poller = pollfd(fd: errorPipe, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left / .milliseconds(1), 60_000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw BenchmarkError(message: "cannot wait for \(description): \(String(cString: strerror(errno)))")
            }
            guard ready > 0 else { continue }
            let count = readBuffer.withUnsafeMutableBytes { read(errorPipe, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw BenchmarkError(message: "cannot read from \(description): \(String(cString: strerror(errno)))")
            }
            if count == 0 {
                close(errorPipe)
                errorPipe = -1
                if !pending.isEmpty { pending.append(UInt8(ascii: "\n")) }
                continue
            }
            pending += readBuffer[..<count]
        }
    }

    /// The last five lines read, for an error message.
    private func lastLines() -> String {
        let lines = String(decoding: recentBytes + pending, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true).suffix(5)
        return lines.isEmpty ? "" : "; its last lines:\n" + lines.map { "  \($0)" }.joined(separator: "\n")
    }
}
