import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--wait SECONDS` as build, lint and clean were given it: how long they
/// wait for another build that is writing the same output folder.
struct LockOptions {
    /// The most seconds to wait.
    var wait: Double

    /// The help of `--wait`, the same in every command that takes it.
    static let waitHelp = ArgumentHelp("How long to wait for another build writing the same output folder.",
                                       valueName: "seconds")

    /// Refuses a `--wait` that is negative or not a number of seconds; each
    /// command calls it first in its `validate()`.
    static func validate(wait: Double) throws {
        guard wait >= 0, wait.isFinite else { throw ValidationError("--wait takes a number of seconds, 0 or more") }
    }

    /// Locks the output folder at `path` (see ``OutputLock``), saying on
    /// standard error when another build holds it, and for how long this one waits.
    ///
    /// - Parameter display: The folder as the user typed it, for messages.
    /// - Returns: The lock, to keep until the folder is written (or read); `nil`
    ///   for a reader when no build ever locked the folder.
    /// - Throws: `ExitCode(2)` when the wait runs out or the lock cannot be taken.
    func lock(_ path: URL, display: String, mode: OutputLock.Mode) throws -> OutputLock? {
        do {
            return try OutputLock.acquire(path, mode: mode, waitingUpTo: wait) { holder in
                let doing = holder.map { "finish \($0.activity)" } ?? "release its lock on"
                Terminal.standardError.write("waiting for \(holder?.who ?? "another process") to \(doing) \(display) "
                    + "(at most \(Int(wait.rounded(.up))) s)…\n")
            }
        } catch {
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
    }
}
