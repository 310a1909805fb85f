import ContentRuntime
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
    /// thousands of lines is checked eight bytes at a time). The control
    /// test reads its bytes as valid UTF-8, so bytes that are not (a lone
    /// 0x9B, say, which a terminal takes for an 8-bit CSI) are decoded and
    /// escaped as a string instead, each invalid sequence becoming U+FFFD.
    func write(_ utf8: [UInt8], _ printing: Printing = .text) {
        let isPrintable = printing == .styled
            || (!utf8.withUnsafeBufferPointer { PrintableText.containsControl(utf8: $0, exceptLineFeeds: true) }
                && Self.isValidUTF8(utf8))
        guard isPrintable else { return write(String(decoding: utf8, as: UTF8.self), printing) }
        writeRaw(utf8)
    }

    /// Whether `utf8` is valid UTF-8, as `String(validating:as:)` tells it,
    /// without making a string: ASCII, the bulk of any report, is scanned
    /// eight bytes at once; every other sequence must be one of Unicode's
    /// well-formed byte sequences (its table 3-7: no overlong form, no
    /// surrogate, nothing above U+10FFFF, no sequence cut short).
    static func isValidUTF8(_ utf8: [UInt8]) -> Bool {
        utf8.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                if count - index >= 8,
                   UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                let second: ClosedRange<UInt8>
                switch lead {
                case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
                case 0xE0: (length, second) = (3, 0xA0...0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
                case 0xED: (length, second) = (3, 0x80...0x9F)
                case 0xF0: (length, second) = (4, 0x90...0xBF)
                case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
                case 0xF4: (length, second) = (4, 0x80...0x8F)
                default: return false
                }
                guard count - index >= length, second.contains(bytes[index + 1]) else { return false }
                for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
                index += length
            }
            return true
        }
    }

    /// Writes bytes as they are.
    private func writeRaw(_ utf8: [UInt8]) {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        utf8.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
            // The bytes are lent for the call, not copied into the data.
            handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none))
        }
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
