import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--watch`: runs a command once, then again after every burst of saves
/// under the content folder, each time a fresh report with the time it took,
/// until Ctrl-C. A run's errors never end the loop: fixing the file is the
/// next run.
struct WatchLoop {
    /// The content folder as the user named it.
    var content: String
    /// What each run is called in status lines: `lint`, `build`.
    var label: String

    /// Watches the content folder and calls `run` at the start and after each change.
    ///
    /// Status lines go to standard error; on a terminal the screen is cleared
    /// before each new report. Ctrl-C lets a run in progress finish (a build
    /// never stops halfway through writing its output), then exits with status 0.
    ///
    /// - Throws: `ExitCode(2)` when the content folder cannot be watched.
    func run(_ once: () throws -> Void) throws {
        let watcher: ContentWatcher
        do {
            watcher = try ContentWatcher(directory: URL(fileURLWithPath: content, isDirectory: true))
        } catch {
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
        let interrupt = InterruptSignal.install { watcher.stop() }
        defer { interrupt.uninstall() }
        let status = Terminal.standardError
        let clears = status.isInteractive && Terminal.standardOutput.isInteractive
        var change: ContentChange?
        repeat {
            if clears { Terminal.standardOutput.write("\u{1B}[2J\u{1B}[H", .styled) }
            if let change { status.write("\(change.summary(root: content))\n") }
            let started = ContinuousClock.now
            do {
                try once()
            } catch is ExitCode {
                // The run printed what went wrong; the next save runs again.
            }
            let took = started.duration(to: .now)
            let via = watcher.fallbackReason.map { " (\($0))" } ?? ""
            status.write("\(label) took \(Self.describe(took)) at \(Self.timeOfDay()); watching \(content) "
                + "with \(watcher.mechanismName)\(via); Ctrl-C to stop\n")
            change = watcher.next()
        } while change != nil
        status.write("stopped watching \(content)\n")
    }

    /// `84 ms` or `1.32 s`: from a second on, seconds rounded to hundredths
    /// (to the nearest, a tie to the even one).
    static func describe(_ duration: Duration) -> String {
        let milliseconds = duration / .milliseconds(1)
        guard milliseconds >= 1_000 else { return "\(Int(milliseconds.rounded())) ms" }
        let (seconds, attoseconds) = duration.components
        let perHundredth: Int64 = 10_000_000_000_000_000
        var hundredths = seconds * 100 + attoseconds / perHundredth
        let rest = attoseconds % perHundredth
        if rest > perHundredth / 2 || (rest == perHundredth / 2 && hundredths % 2 == 1) { hundredths += 1 }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    /// The local time of day, `14:03:09`, so successive reports can be told
    /// apart: the system's local time (`TZ`, else its configured zone).
    static func timeOfDay(at seconds: time_t = time(nil)) -> String {
        var clock = seconds
        var local = tm()
        guard localtime_r(&clock, &local) != nil else { return "--:--:--" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(local.tm_hour)):\(two(local.tm_min)):\(two(local.tm_sec))"
    }
}
