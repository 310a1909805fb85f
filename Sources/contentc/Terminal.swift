import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes, and whether it is a terminal a person watches.
struct Terminal: Sendable {
    /// The file descriptor written to.
    let descriptor: Int32

    static let standardOutput = Terminal(descriptor: STDOUT_FILENO)
    static let standardError = Terminal(descriptor: STDERR_FILENO)

    /// A terminal, outside CI: colour and progress are welcome.
    var isInteractive: Bool {
        isatty(descriptor) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Colour only on an interactive terminal, and never with `NO_COLOR` set.
    var allowsColor: Bool {
        isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Writes text as is.
    func write(_ text: String) {
        let handle = descriptor == STDOUT_FILENO ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }
}

/// A one-line progress counter on an interactive terminal, redrawn at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let terminal: Terminal
    private let lock = NSLock()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// A progress callback for the compiler, or `nil` when the terminal is not interactive.
    static func callback(on terminal: Terminal, label: String) -> (@Sendable (Int, Int) -> Void)? {
        guard terminal.isInteractive else { return nil }
        let line = ProgressLine(terminal: terminal)
        return { done, total in line.update(label: label, done: done, total: total) }
    }

    private func update(label: String, done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        if done >= total {
            if drawn { terminal.write("\r\u{1B}[K") }
            drawn = false
            return
        }
        guard now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        drawn = true
        terminal.write("\r\u{1B}[K\(label) \(done)/\(total) files")
    }
}
