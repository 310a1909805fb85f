import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Rule {
    /// P105: unreadable files and folders.
    static let unreadableFile = Rule(
        code: "P105", name: "project.unreadable-file",
        summary: "every content file and folder can be read, inside the content folder",
        explanation: """
        A content file or folder exists but could not be read: its permissions \
        forbid it (a folder contentc cannot list is never taken as empty), or it \
        is not a regular file (a folder named `book.yaml` or `b1i3.yaml`, a named \
        pipe, a device). A symbolic link is followed only when it leads to a \
        place inside the content folder: contentc reads and shows nothing outside \
        it. Likewise a book's `ideas` and a course's `sections` must be folders \
        of `.yaml` files, not files. The walk is bounded: folders nested more \
        than 32 deep, more than 100,000 files and folders, or more than 256 MiB \
        of content files in all are refused. Fix the permissions, or replace the \
        entry with the file or folder contentc expects (a copy instead of a link).
        """)
}

extension SourceFile {
    /// Reads the file's bytes, reporting a file that is not a regular file or is
    /// larger than the parser accepts, without reading more than that much: a
    /// link to `/dev/zero` or a named pipe never hangs the build, and a huge file
    /// costs no memory.
    func read(limits: ParserLimits = .content, log: inout DiagnosticLog) -> [UInt8]? {
        // Opened without waiting (a named pipe has no writer), then examined
        // through the descriptor: the path is looked up once.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let reason = errno
            // What cannot be opened is examined by its path, so that what it is, or its
            // size, is reported before the system's own reason ("Permission denied").
            var status = stat()
            guard stat(path, &status) == 0 else { return reportReadError(errno, log: &log) }
            guard examine(status, limits: limits, log: &log) != nil else { return nil }
            return reportReadError(reason, log: &log)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return reportReadError(errno, log: &log) }
        guard let size = examine(status, limits: limits, log: &log) else { return nil }
        // One byte more than its size, straight into the array, tells whether it grew since;
        // if it did, the rest is read up to one byte past the limit.
        let limit = limits.maxInputBytes + 1
        guard var bytes = readBytes(descriptor, upTo: size + 1) else { return reportReadError(errno, log: &log) }
        if bytes.count == size + 1 && bytes.count < limit {
            guard let rest = readBytes(descriptor, upTo: limit - bytes.count) else { return reportReadError(errno, log: &log) }
            bytes += rest
        }
        if bytes.count > limits.maxInputBytes {  // It grew while being read.
            reportTooLarge(byteCount: bytes.count, limits: limits, log: &log)
            return nil
        }
        return bytes
    }

    /// The size of a regular file within the limit; otherwise reports what it is, or its size, and returns `nil`.
    private func examine(_ status: stat, limits: ParserLimits, log: inout DiagnosticLog) -> Int? {
        guard status.st_mode & S_IFMT == S_IFREG else {
            log.report(.unreadableFile, "this is \(FileKind.name(status.st_mode) ?? "a file"), not a regular file",
                       file: displayPath, at: nil, hint: "content files are plain text files; replace it with one")
            return nil
        }
        let size = Int(status.st_size)
        guard size <= limits.maxInputBytes else {
            reportTooLarge(byteCount: size, limits: limits, log: &log)
            return nil
        }
        return size
    }

    private func reportReadError(_ number: Int32, log: inout DiagnosticLog) -> [UInt8]? {
        log.report(.unreadableFile, "cannot read this file: \(String(cString: strerror(number)))", file: displayPath, at: nil)
        return nil
    }

    private func reportTooLarge(byteCount: Int, limits: ParserLimits, log: inout DiagnosticLog) {
        let error = YAMLError.inputTooLarge(byteCount: byteCount, limits: limits)
        log.report(.yamlLimits, error.message, file: displayPath, at: error.mark, hint: error.hint)
    }
}

/// Up to `count` bytes read from `descriptor`, fewer at its end; `nil` on an error (in `errno`).
private func readBytes(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
        while filled < count {
            let got = read(descriptor, buffer.baseAddress! + filled, count - filled)
            if got > 0 {
                filled += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                failed = true
                break
            }
        }
    }
    return failed ? nil : bytes
}
