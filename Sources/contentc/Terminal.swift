import ArgumentParser
import BookMetadata
import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc

/// write(2), which `Terminal.write` would otherwise hide.
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin

/// write(2), which `Terminal.write` would otherwise hide.
private let systemWrite = Darwin.write
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

    /// How text is written: anything printed may come from hostile content
    /// (a key, a title, a file name), so control characters are escaped
    /// unless the text is our own styling.
    enum Printing {
        /// Plain text: every control character but the line feeds that end
        /// lines is written as its escape (`\e`, `\t`, `\u202E`, see ``PrintableText``).
        case text
        /// JSON: control characters are written as JSON escapes (`\u001B`),
        /// which mean the same and keep the document valid.
        case json
        /// Text whose escape sequences are our own colours and progress line,
        /// built from content that was escaped already.
        case styled
    }

    /// Writes text, its control characters escaped as `printing` says.
    func write(_ text: String, _ printing: Printing = .text) {
        writeRaw(Array(Self.printable(text, printing).utf8))
    }

    /// Writes text given as UTF-8 bytes, its control characters escaped as
    /// `printing` says: as they are, without a copy, when they are valid
    /// UTF-8 holding no control character but line feeds (a report of many
    /// thousands of lines is checked once, eight bytes at a time). Bytes
    /// that are not valid UTF-8 (a lone 0x9B, say, which a terminal takes
    /// for an 8-bit CSI) are decoded and escaped as a string instead, each
    /// invalid sequence becoming U+FFFD.
    func write(_ utf8: [UInt8], _ printing: Printing = .text) {
        let isPrintable = printing == .styled || utf8.withUnsafeBufferPointer { PrintableText.isPrintableUTF8($0) }
        guard isPrintable else { return write(String(decoding: utf8, as: UTF8.self), printing) }
        writeRaw(utf8)
    }

    /// Writes bytes as they are, all of them: a write cut short goes on
    /// where it stopped. When the descriptor takes no more (a full disk, a
    /// file system gone), the run ends with status 2, as for any output that
    /// cannot be written (SPEC §4.1): a report cut short must not pass for a
    /// whole one. A closed pipe (`contentc lint | head`) ends the run by
    /// SIGPIPE before that, as it ends any other command of a pipeline. A
    /// non-blocking descriptor that is full is waited for, as a blocking one
    /// would wait.
    private func writeRaw(_ utf8: [UInt8]) {
        utf8.withUnsafeBytes { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = systemWrite(descriptor, next, left)
                let error = errno
                if written >= 0 {
                    next += written
                    left -= written
                } else if error == EAGAIN || error == EWOULDBLOCK {
                    // A descriptor made non-blocking by a program that shares it (a shell,
                    // an editor's terminal) is full for now, not broken: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else if error != EINTR {
                    Self.endRun(cannotWriteTo: descriptor, error: error)
                }
            }
        }
    }

    /// Ends the run with status 2 after a write to `descriptor` failed with
    /// `error`, saying so on standard error unless that is what failed.
    private static func endRun(cannotWriteTo descriptor: Int32, error: Int32) -> Never {
        if descriptor != STDERR_FILENO {
            let stream = descriptor == STDOUT_FILENO ? "standard output" : "file descriptor \(descriptor)"
            let line = Array("error: cannot write to \(stream): \(String(cString: strerror(error)))\n".utf8)
            _ = line.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        exit(ExitStatus.unusable.rawValue)
    }

    /// `text` as written for `printing`.
    static func printable(_ text: String, _ printing: Printing) -> String {
        switch printing {
        case .styled:
            return text
        case .text:
            // Most reports hold no control character but line breaks: nothing to escape.
            guard PrintableText.containsControl(text, exceptLineFeeds: true) else { return text }
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { PrintableText.escaping(String($0)) }.joined(separator: "\n")
        case .json:
            guard PrintableText.containsControl(text, exceptLineFeeds: true) else { return text }
            var escaped = ""
            for scalar in text.unicodeScalars {
                if scalar != "\n", PrintableText.isControl(scalar) {
                    escaped += "\\u" + PrintableText.hexadecimal(scalar.value, digits: 4)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        }
    }
}

/// A one-line progress counter on an interactive terminal, redrawn at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let terminal: Terminal
    private let lock = Lock()
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
            if drawn { terminal.write("\r\u{1B}[K", .styled) }
            drawn = false
            return
        }
        guard now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        drawn = true
        terminal.write("\r\u{1B}[K\(label) \(done)/\(total) files", .styled)
    }
}
