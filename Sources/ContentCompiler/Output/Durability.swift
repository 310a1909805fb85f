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

/// Writes that survive a power cut once they are reported done: a file's
/// bytes are flushed before it is renamed into place, and a folder is
/// flushed after entries are created or renamed in it (the rename itself
/// lives in the folder, not in the file).
enum Durability {
    /// Creates (or empties) the file at `url`, not following a symbolic link
    /// there, and writes `bytes` into it with the system's calls, flushing it
    /// to disk when asked.
    ///
    /// - Throws: ``OutputError`` when it cannot be created, written or flushed.
    static func create(_ url: URL, with bytes: some ContiguousBytes, flushed: Bool) throws(OutputError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot create \(url.path): \(String(cString: strerror(errno)))")
        }
        let written = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        guard written, !flushed || fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw OutputError(message: "cannot write \(url.path): \(reason)")
        }
        // Some file systems (NFS) report a full disk or quota only here, and a
        // later flush through another descriptor need not report it again.
        guard close(descriptor) == 0 || errno == EINTR else {
            throw OutputError(message: "cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Flushes a file's bytes to disk, through a descriptor of its own (the
    /// bytes written through any descriptor of the file are flushed).
    ///
    /// - Throws: ``OutputError`` when the file cannot be opened or flushed.
    static func syncFile(_ url: URL) throws(OutputError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot open \(url.path) to flush it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw OutputError(message: "cannot flush \(url.path) to disk: \(String(cString: strerror(errno)))")
        }
    }

    /// Flushes a folder's entries (names created, renamed or removed in it) to disk.
    ///
    /// - Throws: ``OutputError`` when the folder cannot be opened or flushed;
    ///   a file system that cannot flush folders at all (`EINVAL`) is not an error.
    static func syncFolder(_ url: URL) throws(OutputError) {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot open \(url.path) to flush it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw OutputError(message: "cannot flush \(url.path) to disk: \(String(cString: strerror(errno)))")
        }
    }
}

/// Writes every byte of `buffer` to `descriptor`, again after an interruption.
///
/// - Returns: Whether all were written.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}
