import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `contentc` as its own process and measures it: its exit status, its
/// wall time and its peak resident memory.
enum ChildProcess {
    /// What one run of a program cost.
    struct Measurement {
        var status: Int32
        var elapsed: Duration
        var peakKiB: Int
    }

    /// Runs a program through a fresh, small copy of this benchmark, which starts
    /// it and reports its own child's figures: a child of this process would
    /// inherit this process's memory high-water mark at exec (Linux keeps the
    /// larger one), so measuring it directly would report this benchmark's peak.
    ///
    /// - Parameters:
    ///   - stdout: A file for the program's standard output, or `nil` to discard it.
    ///   - scratch: A folder for the report of the copy.
    static func measure(_ program: String, _ arguments: [String], stdout: String?, scratch: URL) -> Measurement? {
        let report = scratch.appendingPathComponent("child-\(UUID().uuidString).measure")
        defer { try? FileManager.default.removeItem(at: report) }
        guard spawn(CommandLine.arguments[0], ["--peak-memory-of", report.path, program] + arguments,
                    stdout: stdout ?? "/dev/null") != nil,
              let fields = try? String(contentsOf: report, encoding: .utf8).split(separator: " ").compactMap({ Int($0) }),
              fields.count == 3
        else { return nil }
        return Measurement(status: Int32(fields[0]), elapsed: .nanoseconds(fields[2]), peakKiB: fields[1])
    }

    /// `--peak-memory-of RESULT PROGRAM ARGS…`: runs the program with this
    /// process's standard output and writes "<exit status> <peak KiB> <wall nanoseconds>" to RESULT.
    static func reportChild(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        let start = ContinuousClock.now
        guard let (status, peakKiB) = spawn(arguments[1], Array(arguments.dropFirst(2)), stdout: nil) else { return 2 }
        let elapsed = ContinuousClock.now - start
        let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
        let written = (try? Data("\(status) \(peakKiB) \(nanoseconds)".utf8).write(to: URL(fileURLWithPath: arguments[0]))) != nil
        return written ? 0 : 2
    }

    /// Runs a program with standard output into a file (or this process's, for `nil`)
    /// and standard error discarded; its exit status and peak memory in KiB.
    static func spawn(_ path: String, _ arguments: [String], stdout: String?) -> (Int32, Int)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdout {
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, usage.ru_maxrss)
    }

    /// The `contentc` measured: the one built beside this benchmark, unless
    /// `--contentc PATH` names another build of it (see ``contentcOverride``).
    static var contentc: URL {
        contentcOverride ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("contentc")
    }

    /// Another build of `contentc` to measure, such as the standalone one
    /// `scripts/build-standalone.sh` makes.
    nonisolated(unsafe) static var contentcOverride: URL?
}
