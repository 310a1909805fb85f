import Foundation
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Rule {
    /// P105: unreadable files.
    static let unreadableFile = Rule(
        code: "P105", name: "project.unreadable-file",
        summary: "every content file can be read",
        explanation: """
        A content file exists but could not be read: its permissions forbid it, or \
        it is not a regular file (a folder named `book.yaml`, say). Likewise a \
        book's `ideas` and a course's `sections` must be folders of `.yaml` files, \
        not files. Fix the permissions, or replace the entry with the file or \
        folder contentc expects.
        """)
}

extension SourceFile {
    /// Reads the file's bytes, reporting a file that is not a regular file or is
    /// larger than the parser accepts, without reading more than that much: a
    /// link to `/dev/zero` or a named pipe never hangs the build, and a huge file
    /// costs no memory.
    func read(limits: ParserLimits = .content, log: inout DiagnosticLog) -> [UInt8]? {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            log.report(.unreadableFile, "cannot read this file: \(String(cString: strerror(errno)))",
                       file: displayPath, at: nil)
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            log.report(.unreadableFile, "this is not a regular file", file: displayPath, at: nil,
                       hint: "content files are plain text files; replace it with one")
            return nil
        }
        let size = Int(status.st_size)
        if size > limits.maxInputBytes {
            reportTooLarge(byteCount: size, limits: limits, log: &log)
            return nil
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: limits.maxInputBytes + 1) ?? Data()
            if data.count > limits.maxInputBytes {  // It grew while being read.
                reportTooLarge(byteCount: data.count, limits: limits, log: &log)
                return nil
            }
            return [UInt8](data)
        } catch {
            log.report(.unreadableFile, "cannot read this file: \(error.localizedDescription)", file: displayPath, at: nil)
            return nil
        }
    }

    private func reportTooLarge(byteCount: Int, limits: ParserLimits, log: inout DiagnosticLog) {
        let error = YAMLError.inputTooLarge(byteCount: byteCount, limits: limits)
        log.report(.yamlLimits, error.message, file: displayPath, at: error.mark, hint: error.hint)
    }
}
